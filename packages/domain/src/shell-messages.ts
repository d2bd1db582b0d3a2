/**
 * The part of the message catalogue ({@link import('./messages').messages}) that the web app's
 * access screens and shell need: login, sign-up and access forms (Spec 01 §5), the identity
 * provider's errors (§8), access notices (§4.2, §4.3), session and storage, the shell's error
 * screens and the API's error vocabulary. Same codes, same texts: `messages` spreads this object
 * first, so `formatMessage` and `formatShellMessage` give the same text for a shell code.
 *
 * It is a module of its own so that a screen that needs only these texts (the login form) loads
 * these 150 lines and not the whole catalogue (about 8 KB gzip; issue 11 item 4, `/login` first
 * load): such code uses {@link shellMessages} and {@link formatShellMessage}.
 */
export const shellMessages = {
  // --- Spec 01 §5: login, sign-up and access forms ---------------------------------------
  /** Spec 01 §5 / 03 §5 (company edit): e-mail left empty. */
  'email.required': 'Email válido requerido',
  /** Spec 01 §5 / 03 §5 (company edit): e-mail that is not an address. */
  'email.invalid': 'Email válido requerido',
  /** Spec 01 §5: login and sign-up password left empty. */
  'password.required': 'Contraseña requerida',
  /**
   * Spec 01 §5, §8, §9: the sign-up password rule (8+ characters with letters and digits),
   * also shown for the identity provider's InvalidParameter / InvalidPassword errors.
   * The spec gives only the English hint "minimum 8 characters with numbers and letters":
   * wording not shown in the spec; ours.
   */
  'password.signUpRule': 'La contraseña debe tener al menos 8 caracteres, con números y letras',
  /** Spec 01 §5 and 03 §5: the confirmation differs from the password. */
  'password.mismatch': 'Las contraseñas no coinciden',
  /** Spec 01 §5 (sign-up given name), 02 §5 (older card form), 03 §5 (admin user form). */
  'nombre.required': 'Nombre requerido',
  /** Spec 01 §5 (sign-up family name) and 03 §5 (admin user form). */
  'apellido.required': 'Apellido requerido',
  /** Spec 01 §5: sign-up phone number. */
  'phone.required': 'Teléfono requerido',
  /** Spec 01 §5: sign-up phone prefix ("prefix required"). Wording not shown in the spec; ours. */
  'phonePrefix.required': 'Prefijo requerido',
  /** Spec 01 §5: the human-check challenge was not passed. Wording not shown in the spec; ours. */
  'captcha.required': 'Confirmá que no sos un robot',
  /** Spec 01 §5: confirmation, reset and MFA code left empty. Wording not shown in the spec; ours. */
  'code.required': 'Código requerido',
  /** Spec 01 §5: confirmation code that is not 6 digits (§9). Wording not shown in the spec; ours. */
  'code.format': 'El código debe tener 6 números',
  /** Spec 01 §5: an edited admin-table cell left empty; `{column}` is the column title. */
  'adminTable.cellRequired': '{column} requerido!',

  // --- Spec 01 §8: identity-provider errors -----------------------------------------------
  /** Spec 01 §8 UserNotConfirmedException: notice shown on the way to confirm-email. Wording not shown in the spec; ours. */
  'login.userNotConfirmed':
    'Tu email todavía no fue confirmado. Ingresá el código que te enviamos.',
  /** Spec 01 §8 PasswordResetRequiredException (then go to forgot-password). */
  'login.passwordResetRequired': 'Por favor, recupera tu contraseña',
  /** Spec 01 §8 NotAuthorizedException. */
  'login.notAuthorized': 'Password incorrecto',
  /** Spec 01 §8 UserNotFoundException and ResourceNotFoundException. */
  'login.userNotFound': 'Usuario inexistente, registrate por favor',
  /** Spec 01 §8 TooManyRequestsException: a retry-later message. Wording not shown in the spec; ours. */
  'login.tooManyRequests': 'Demasiados intentos. Esperá unos minutos y volvé a intentar.',
  /**
   * Issue 26 item 4: after 3 wrong passwords in a row the identity provider asks for the human
   * check before signing in to that account (UserLambdaValidationException `HumanCheckRequired`);
   * the login form shows it with this text. Not in the spec; ours.
   */
  'login.humanCheckRequired':
    'Por seguridad, confirmá que no sos un robot y volvé a tocar Ingresar.',
  /** Spec 01 §8 Lambda, Internal, InvalidParameter, InvalidUserPoolConfiguration exceptions; `{code}` is the exception name. */
  'login.serviceError': 'Lo sentimos, ocurrio un error! Codigo: {code}',
  /** Spec 01 §8: any other login error; `{code}` is the exception name. */
  'login.unknownError':
    'Ocurrio un error, por favor contacta a los administradores - codigo: {code}',
  /** Spec 01 §8 UsernameExistsException at sign-up. */
  'signUp.usernameExists':
    'Ya existe un usuario registrado con tu mail. Intenta recuperar tu contraseña',
  /** Spec 01 §8 CodeDeliveryFailureException at sign-up. Wording not shown in the spec; ours. */
  'signUp.codeDeliveryFailure':
    'No pudimos enviarte el código de verificación. Revisá tu email e intentá de nuevo.',
  /** Spec 01 §8: any other sign-up error, "a retry message with the code". Wording not shown in the spec; ours. */
  'signUp.unknownError': 'No pudimos completar tu registro, intentá de nuevo. Código: {code}',
  /** Spec 01 §8 confirm e-mail, CodeMismatchException. */
  'confirmEmail.codeMismatch': 'Codigo de verificación invalido',
  /** Spec 01 §8 confirm e-mail, LimitExceededException. */
  'confirmEmail.limitExceeded': 'Demasiadas reintentos',
  /** Spec 01 §8 confirm e-mail, resend success. */
  'confirmEmail.codeResent': 'Código reenviado correctamente',
  /** Spec 01 §8 forgot password, LimitExceededException. */
  'forgotPassword.limitExceeded': 'Limite de solicitudes superado',
  /** Spec 01 §8 forgot-password confirm, ExpiredCodeException. */
  'forgotPasswordConfirm.expiredCode': 'Codigo de verificacion vencido.',
  /** Spec 01 §8 forgot-password confirm, CodeMismatchException. */
  'forgotPasswordConfirm.codeMismatch': 'Codigo de verificacion incorrecto',
  /** Spec 01 §8 forced password reset: "an error by code". Wording not shown in the spec; ours. */
  'passwordReset.error': 'No pudimos cambiar tu contraseña. Código: {code}',
  /** Spec 01 §8 forced password reset, success. */
  'passwordReset.success': 'Contraseña reestablecida',

  // --- Spec 03 §5, §8: the company password change's rules and identity-provider errors ----
  /** Spec 03 §5: any password-change field left empty. */
  'companyPassword.required': 'requerido',
  /** Spec 03 §5: fewer than 8 characters (wording as in the spec). */
  'companyPassword.minLength': 'Las contraseña debe ser de al menos 8 caracteres',
  /** Spec 03 §5: missing upper case, lower case or digits. */
  'companyPassword.complexity':
    'La contraseña debe contener letras mayusculas, minusculas y numeros',
  /** Spec 03 §8: LimitExceededException on password change. */
  'companyPassword.limitExceeded':
    'Error. Se ha excedido el numero de intentos. Vuelva a intentarlo en unos minutos',
  /** Spec 03 §8: any other password-change error. */
  'companyPassword.changeError': 'Error. Verifique su contraseña actual',

  // --- Spec 01 §4.2, §4.3, §5: access notices the spec describes without quoting (ours) -----
  /** Spec 01 §4.2: after sign-up, on the way to confirm-email. Wording not shown in the spec; ours. */
  'signUp.codeSent': 'Tu cuenta fue creada. Solo falta confirmar tu email.',
  /** Spec 01 §4.2: the e-mail was confirmed, on the way to login. Wording not shown in the spec; ours. */
  'confirmEmail.confirmed': 'Tu email fue confirmado. Ya podés iniciar sesión.',
  /**
   * Spec 01 §4.3: a recovery code was asked for ("sends a code"). The same for an e-mail with and
   * without an account (issue 26 item 4: the screen must not tell who is a customer). Wording not
   * shown in the spec; ours.
   */
  'forgotPassword.codeSent':
    'Si el email está registrado, te enviamos un código para elegir una nueva contraseña.',
  /** Spec 01 §4.3: the new password was set with the recovery code. Wording not shown in the spec; ours. */
  'forgotPasswordConfirm.passwordChanged': 'Tu contraseña fue cambiada. Ya podés iniciar sesión.',
  /** Spec 03 §5: the company password change succeeded. Wording not shown in the spec; ours. */
  'companyPassword.changed': 'Contraseña actualizada',
  /** Spec 01 §5, §8: a sign-up refused by the server's human check. Wording not shown in the spec; ours. */
  'signUp.humanCheckFailed': 'No pudimos verificar que no sos un robot. Volvé a intentarlo.',
  /** Spec 01 §5: a sign-up phone that cannot be a phone number in E.164. Wording not shown in the spec; ours. */
  'phone.invalid': 'Ingresá un número de teléfono válido',
  /** Spec 01 §5: the human check is working (announced to screen readers). Not in the spec; ours. */
  'captcha.verifying': 'Verificando que no sos un robot…',
  /** Spec 01 §5: the human check passed (announced to screen readers). Not in the spec; ours. */
  'captcha.verified': 'Verificado',
  /** Spec 01 §5: the human check failed (announced to screen readers). Not in the spec; ours. */
  'captcha.failed': 'Falló la verificación. Volvé a intentarlo.',
  /** Spec 01 §5: the human check expired (announced to screen readers). Not in the spec; ours. */
  'captcha.expired': 'La verificación expiró. Volvé a marcar la casilla.',

  // --- Session and storage (01 §4.4/§8, 02 §8, 03 §8) -------------------------------------
  /** Spec 01 §4.4 / §8, 02 §6 / §8, 03 §6 / §8: expired session (logout, go to /login). */
  'session.expired': 'Sesion vencida, vuelve a loguearte por favor',
  /** Spec 01 §8, 02 §8: the user record could not be loaded at login (logout, go to /login). */
  'session.userLoadError': 'Error cargando datos de usuarios',
  /** Spec 01 §8, 03 §8: browser local storage unavailable when saving the session. */
  'storage.unsupported': 'Tu navegador no es compatible con la app',

  // --- Shell ------------------------------------------------------------------------------
  /** Scaffolding panel of a screen not built yet. Not in the spec; ours. */
  'shell.notAvailable': 'Esta sección todavía no está disponible',
  /** A page that does not exist. Not in the spec (unmatched paths redirect, 01 §2.2); ours. */
  'shell.notFound': 'Página no encontrada',
  /** A screen failed to render (the app's error boundary), title. Not in the spec; ours. */
  'app.errorTitle': 'Ocurrió un error',
  /** A screen failed to render (the app's error boundary), text. Not in the spec; ours. */
  'app.renderError':
    'No pudimos mostrar esta pantalla. Volvé a intentar; si el problema sigue, contactá a los administradores.',
  /** The runtime configuration (`/config.json`) could not be loaded, title. Not in the spec; ours. */
  'app.configErrorTitle': 'No pudimos abrir Liqui',
  /** The runtime configuration (`/config.json`) could not be loaded, text. Not in the spec; ours. */
  'app.configError':
    'No se pudo cargar la configuración de la aplicación. Revisá tu conexión y volvé a intentar en unos minutos.',
  /**
   * The server was started before the web app was built (plain text at `/`). Not in the spec;
   * ours.
   */
  'app.webNotBuilt':
    'Liqui: la aplicación web todavía no está compilada. Ejecutá `npm run build` en la raíz del repositorio y recargá esta página.',

  // --- API answers (the error vocabulary `ApiErrorCode` of `@liqui/api-client`; ours) ---------
  /** Code `forbidden` (403): a signed-in caller without the role or ownership a route needs. */
  'http.forbidden': 'No tenés permiso para realizar esta acción',
  /** Code `not_found` (404): an unknown resource or `/api` path. */
  'http.notFound': 'Recurso no encontrado',
  /** A missing static file outside the API (plain text 404). */
  'http.fileNotFound': 'No encontrado',
  /** Code `payload_too_large` (413): a request body over the API's limit. */
  'http.payloadTooLarge': 'La solicitud es demasiado grande',
  /** Too many attempts from one address in a short time (429, with `Retry-After`). */
  'http.tooManyRequests': 'Demasiadas solicitudes, probá más tarde',
  /** Code `internal` (500): an unexpected server failure; the text of Spec 03 §8's generic failure. */
  'http.internal': 'Ocurrio un error',
  /** The client got an error answer without a message. Not in the spec; ours. */
  'client.unexpected': 'Ocurrió un error inesperado. Por favor, intentá de nuevo más tarde.',
  /** The client could not reach the server. Not in the spec; ours. */
  'client.network': 'No se pudo conectar con el servidor. Revisá tu conexión.',
  /** A success answer that does not have the contract's shape. Not in the spec; ours. */
  'client.invalidResponse': 'La respuesta del servidor no tiene el formato esperado.',
} as const;

/** A code of the shell catalogue, e.g. `'email.required'`. */
export type ShellMessageCode = keyof typeof shellMessages;

/** The placeholder names of a message template, e.g. `'row'` for 'El nombre es requerido en fila {row}'. */
export type PlaceholdersOf<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

/**
 * The trailing arguments of a formatter for template `S`: none for a plain text, exactly one
 * params object for a template.
 */
export type TemplateArgs<S extends string> = [PlaceholdersOf<S>] extends [never]
  ? []
  : [params: Readonly<Record<PlaceholdersOf<S>, string | number>>];

/**
 * Fills a template's `{placeholders}` with `params` (numbers in base 10); a placeholder without
 * a value (only reachable by casting) is left as written.
 *
 * @param template - a catalogue text, e.g. 'El nombre es requerido en fila {row}'.
 * @param params - the values by placeholder name; `undefined` returns the template unchanged.
 */
export function fillMessage(
  template: string,
  params: Readonly<Record<string, string | number>> | undefined,
): string {
  if (params === undefined) return template;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    return value === undefined ? placeholder : String(value);
  });
}

/**
 * Returns the Spanish text of a shell message code with its `{placeholders}` filled: what
 * {@link import('./messages').formatMessage} returns for the same code, without loading the
 * rest of the catalogue.
 *
 * @param code - a {@link ShellMessageCode}.
 * @param args - for templates, the placeholder values (e.g. `formatShellMessage('login.serviceError',
 *   { code: 'InternalErrorException' })`); plain texts take none.
 */
export function formatShellMessage<C extends ShellMessageCode>(
  code: C,
  ...args: TemplateArgs<(typeof shellMessages)[C]>
): string {
  return fillMessage(shellMessages[code], args[0] as Readonly<Record<string, string | number>>);
}
