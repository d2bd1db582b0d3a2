import type { PageMap } from '../page';
import { MfaLoginScreen, PasswordResetScreen } from './challenge-pages';
import { ConfirmEmailScreen } from './confirm-email-page';
import { ForgotPasswordConfirmScreen } from './forgot-password-confirm-page';
import { ForgotPasswordScreen } from './forgot-password-page';
import { LoginScreen } from './login-page';
import { SignUpScreen } from './sign-up-page';

const Login = () => <LoginScreen title="Iniciar sesión" variant="default" />;
const LoginMp = () => <LoginScreen title="Iniciar sesión" variant="mp" />;
const LoginDc = () => (
  <LoginScreen title="Iniciar sesión en Control de documentos" variant="default" />
);
const SignUp = () => <SignUpScreen variant="default" />;
const SignUpMp = () => <SignUpScreen variant="mp" />;
const ConfirmEmail = () => <ConfirmEmailScreen variant="default" />;
const MpConfirmEmail = () => <ConfirmEmailScreen variant="mp" />;

/** Access screens (spec 01 §2.1, §2.7–2.9), for visitors without a session. */
export const pages = {
  login: Login,
  loginMp: LoginMp,
  loginDc: LoginDc,
  passwordReset: PasswordResetScreen,
  mfaLogin: MfaLoginScreen,
  signUp: SignUp,
  signUpMp: SignUpMp,
  confirmEmail: ConfirmEmail,
  mpConfirmEmail: MpConfirmEmail,
  forgotPassword: ForgotPasswordScreen,
  forgotPasswordConfirm: ForgotPasswordConfirmScreen,
} satisfies PageMap;
