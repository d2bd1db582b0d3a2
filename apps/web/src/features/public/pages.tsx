import { NotAvailablePanel } from '../not-available-panel';
import type { PageMap } from '../page';

const Login = () => <NotAvailablePanel title="Iniciar sesión" />;
const LoginMp = () => <NotAvailablePanel title="Iniciar sesión" />;
const LoginDc = () => <NotAvailablePanel title="Iniciar sesión en Control de documentos" />;
const PasswordReset = () => <NotAvailablePanel title="Nueva contraseña" />;
const MfaLogin = () => <NotAvailablePanel title="Código de verificación" />;
const SignUp = () => <NotAvailablePanel title="Registrarse" />;
const SignUpMp = () => <NotAvailablePanel title="Registrarse" />;
const ConfirmEmail = () => <NotAvailablePanel title="Confirmar e-mail" />;
const MpConfirmEmail = () => <NotAvailablePanel title="Confirmar e-mail" />;
const ForgotPassword = () => <NotAvailablePanel title="Recuperar contraseña" />;
const ForgotPasswordConfirm = () => <NotAvailablePanel title="Elegir nueva contraseña" />;

/** Access screens (spec 01 §2.1, §2.7–2.9), for visitors without a session. */
export const pages = {
  login: Login,
  loginMp: LoginMp,
  loginDc: LoginDc,
  passwordReset: PasswordReset,
  mfaLogin: MfaLogin,
  signUp: SignUp,
  signUpMp: SignUpMp,
  confirmEmail: ConfirmEmail,
  mpConfirmEmail: MpConfirmEmail,
  forgotPassword: ForgotPassword,
  forgotPasswordConfirm: ForgotPasswordConfirm,
} satisfies PageMap;
