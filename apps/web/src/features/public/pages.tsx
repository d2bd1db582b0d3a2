import { type PageLoaders, variantPage } from '../page';

const loginScreen = () => import('./login-page').then((module) => module.LoginScreen);
const signUpScreen = () => import('./sign-up-page').then((module) => module.SignUpScreen);
const confirmEmailScreen = () =>
  import('./confirm-email-page').then((module) => module.ConfirmEmailScreen);

/**
 * Access screens (spec 01 §2.1, §2.7–2.9), for visitors without a session. Each screen is a chunk
 * of its own (issue 11 item 4): `/login` loads the login form only, never sign-up's human check
 * or the recovery screens.
 */
export const pages = {
  login: variantPage(loginScreen, { title: 'Iniciar sesión', variant: 'default' }),
  loginMp: variantPage(loginScreen, { title: 'Iniciar sesión', variant: 'mp' }),
  loginDc: variantPage(loginScreen, {
    title: 'Iniciar sesión en Control de documentos',
    variant: 'default',
  }),
  passwordReset: () => import('./challenge-pages').then((module) => module.PasswordResetScreen),
  mfaLogin: () => import('./challenge-pages').then((module) => module.MfaLoginScreen),
  signUp: variantPage(signUpScreen, { variant: 'default' }),
  signUpMp: variantPage(signUpScreen, { variant: 'mp' }),
  confirmEmail: variantPage(confirmEmailScreen, { variant: 'default' }),
  mpConfirmEmail: variantPage(confirmEmailScreen, { variant: 'mp' }),
  forgotPassword: () =>
    import('./forgot-password-page').then((module) => module.ForgotPasswordScreen),
  forgotPasswordConfirm: () =>
    import('./forgot-password-confirm-page').then((module) => module.ForgotPasswordConfirmScreen),
} satisfies PageLoaders;
