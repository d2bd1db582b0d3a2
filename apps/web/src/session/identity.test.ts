import { AuthError } from 'aws-amplify/auth';
import { describe, expect, it } from 'vitest';
import {
  challengePath,
  confirmEmailPath,
  groupsFromIdToken,
  type IdentityFlow,
  type IdentityOutcome,
  identityErrorName,
  loginPath,
  toE164,
  unknownLoginOutcome,
  variantFromQuery,
} from './identity';
import {
  catalogueErrorNames,
  describeIdentityError,
  describeSignInStep,
} from './identity-outcomes';

/** What Amplify throws for a Cognito error answer: an AuthError named after the exception. */
function cognitoError(name: string, message = 'from the identity provider'): AuthError {
  return new AuthError({ name, message });
}

const email = 'ana@liqui.test';
const passwordRule = 'La contraseña debe tener al menos 8 caracteres, con números y letras';

type Case = readonly [name: string, expected: IdentityOutcome];

/**
 * The whole catalogue, flow by flow: spec 01 §8 and 03 §8 texts written out here, so a change in
 * a message or a rule shows up as a failing case.
 */
const catalogueCases: Readonly<Record<IdentityFlow, readonly Case[]>> = {
  login: [
    [
      'UserNotConfirmedException',
      {
        kind: 'redirect',
        to: '/confirm-email?email=ana%40liqui.test',
        notice: {
          tone: 'caution',
          message: 'Tu email todavía no fue confirmado. Ingresá el código que te enviamos.',
        },
      },
    ],
    [
      'PasswordResetRequiredException',
      {
        kind: 'redirect',
        to: '/forgot-password?email=ana%40liqui.test',
        notice: { tone: 'caution', message: 'Por favor, recupera tu contraseña' },
      },
    ],
    ['NotAuthorizedException', { kind: 'error', message: 'Password incorrecto' }],
    [
      'UserNotFoundException',
      { kind: 'error', message: 'Usuario inexistente, registrate por favor' },
    ],
    [
      'ResourceNotFoundException',
      { kind: 'error', message: 'Usuario inexistente, registrate por favor' },
    ],
    [
      'TooManyRequestsException',
      { kind: 'error', message: 'Demasiados intentos. Esperá unos minutos y volvé a intentar.' },
    ],
    ...[
      'UnexpectedLambdaException',
      'UserLambdaValidationException',
      'InvalidLambdaResponseException',
      'InternalErrorException',
      'InvalidParameterException',
      'InvalidUserPoolConfigurationException',
    ].map(
      (name): Case => [
        name,
        { kind: 'error', message: `Lo sentimos, ocurrio un error! Codigo: ${name}` },
      ],
    ),
  ],
  signUp: [
    ['InvalidParameterException', { kind: 'error', message: passwordRule, field: 'password' }],
    ['InvalidPasswordException', { kind: 'error', message: passwordRule, field: 'password' }],
    [
      'UsernameExistsException',
      {
        kind: 'error',
        message: 'Ya existe un usuario registrado con tu mail. Intenta recuperar tu contraseña',
      },
    ],
    [
      'CodeDeliveryFailureException',
      {
        kind: 'error',
        message:
          'No pudimos enviarte el código de verificación. Revisá tu email e intentá de nuevo.',
      },
    ],
    [
      'UserLambdaValidationException',
      {
        kind: 'error',
        message: 'No pudimos verificar que no sos un robot. Volvé a intentarlo.',
        field: 'altcha',
      },
    ],
  ],
  confirmEmail: [
    [
      'CodeMismatchException',
      { kind: 'error', message: 'Codigo de verificación invalido', field: 'code' },
    ],
    ['LimitExceededException', { kind: 'error', message: 'Demasiadas reintentos' }],
    ['TooManyFailedAttemptsException', { kind: 'error', message: 'Demasiadas reintentos' }],
    [
      'ExpiredCodeException',
      { kind: 'error', message: 'Codigo de verificacion vencido.', field: 'code' },
    ],
    [
      'UserNotFoundException',
      { kind: 'error', message: 'Usuario inexistente, registrate por favor' },
    ],
  ],
  resendCode: [
    ['LimitExceededException', { kind: 'error', message: 'Demasiadas reintentos' }],
    ['TooManyRequestsException', { kind: 'error', message: 'Demasiadas reintentos' }],
    [
      'UserNotFoundException',
      { kind: 'error', message: 'Usuario inexistente, registrate por favor' },
    ],
  ],
  forgotPassword: [
    [
      'InvalidParameterException',
      {
        kind: 'redirect',
        to: '/confirm-email?email=ana%40liqui.test',
        notice: {
          tone: 'caution',
          message: 'Tu email todavía no fue confirmado. Ingresá el código que te enviamos.',
        },
      },
    ],
    ['LimitExceededException', { kind: 'error', message: 'Limite de solicitudes superado' }],
    ['TooManyRequestsException', { kind: 'error', message: 'Limite de solicitudes superado' }],
    [
      'UserNotFoundException',
      { kind: 'error', message: 'Usuario inexistente, registrate por favor' },
    ],
  ],
  forgotPasswordConfirm: [
    [
      'ExpiredCodeException',
      { kind: 'error', message: 'Codigo de verificacion vencido.', field: 'code' },
    ],
    [
      'CodeMismatchException',
      { kind: 'error', message: 'Codigo de verificacion incorrecto', field: 'code' },
    ],
    ['InvalidPasswordException', { kind: 'error', message: passwordRule, field: 'password' }],
    ['LimitExceededException', { kind: 'error', message: 'Limite de solicitudes superado' }],
    [
      'UserNotFoundException',
      { kind: 'error', message: 'Usuario inexistente, registrate por favor' },
    ],
  ],
  passwordReset: [
    ['InvalidPasswordException', { kind: 'error', message: passwordRule, field: 'password' }],
    ['InvalidParameterException', { kind: 'error', message: passwordRule, field: 'password' }],
    [
      'SignInException',
      {
        kind: 'redirect',
        to: '/login',
        notice: { tone: 'critical', message: 'Sesion vencida, vuelve a loguearte por favor' },
      },
    ],
    [
      'NotAuthorizedException',
      {
        kind: 'redirect',
        to: '/login',
        notice: { tone: 'critical', message: 'Sesion vencida, vuelve a loguearte por favor' },
      },
    ],
  ],
  mfa: [
    [
      'CodeMismatchException',
      { kind: 'error', message: 'Codigo de verificación invalido', field: 'code' },
    ],
    [
      'ExpiredCodeException',
      { kind: 'error', message: 'Codigo de verificacion vencido.', field: 'code' },
    ],
    [
      'SignInException',
      {
        kind: 'redirect',
        to: '/login',
        notice: { tone: 'critical', message: 'Sesion vencida, vuelve a loguearte por favor' },
      },
    ],
    [
      'NotAuthorizedException',
      {
        kind: 'redirect',
        to: '/login',
        notice: { tone: 'critical', message: 'Sesion vencida, vuelve a loguearte por favor' },
      },
    ],
    [
      'UserNotFoundException',
      { kind: 'error', message: 'Usuario inexistente, registrate por favor' },
    ],
    [
      'TooManyRequestsException',
      { kind: 'error', message: 'Demasiados intentos. Esperá unos minutos y volvé a intentar.' },
    ],
  ],
  passwordChange: [
    [
      'LimitExceededException',
      {
        kind: 'error',
        message: 'Error. Se ha excedido el numero de intentos. Vuelva a intentarlo en unos minutos',
      },
    ],
  ],
};

/** Any error name not in a flow's catalogue: the flow's "any other" text. */
const otherCases: Readonly<Record<IdentityFlow, string>> = {
  login: 'Ocurrio un error, por favor contacta a los administradores - codigo: WeirdException',
  signUp: 'No pudimos completar tu registro, intentá de nuevo. Código: WeirdException',
  confirmEmail:
    'Ocurrio un error, por favor contacta a los administradores - codigo: WeirdException',
  resendCode: 'Ocurrio un error, por favor contacta a los administradores - codigo: WeirdException',
  forgotPassword:
    'Ocurrio un error, por favor contacta a los administradores - codigo: WeirdException',
  forgotPasswordConfirm:
    'Ocurrio un error, por favor contacta a los administradores - codigo: WeirdException',
  passwordReset: 'No pudimos cambiar tu contraseña. Código: WeirdException',
  mfa: 'Ocurrio un error, por favor contacta a los administradores - codigo: WeirdException',
  passwordChange: 'Error. Verifique su contraseña actual',
};

describe('describeIdentityError (spec 01 §8, 03 §8)', () => {
  for (const [flow, cases] of Object.entries(catalogueCases) as [IdentityFlow, Case[]][]) {
    describe(flow, () => {
      for (const [name, expected] of cases) {
        it(`${name} → ${expected.kind === 'error' ? `'${expected.message}'` : expected.kind}`, () => {
          expect(describeIdentityError(flow, cognitoError(name), { email })).toEqual(expected);
        });
      }

      it('any other error gives the flow\'s "any other" message with the error name', () => {
        expect(describeIdentityError(flow, cognitoError('WeirdException'), { email })).toEqual({
          kind: 'error',
          message: otherCases[flow],
        });
      });

      it('every error name with a rule is covered by a case above', () => {
        const covered = new Set(cases.map(([name]) => name));
        const missing = catalogueErrorNames(flow).filter(
          (name) =>
            !covered.has(name) &&
            !(flow === 'mfa' && catalogueCases.login.some(([n]) => n === name)),
        );
        expect(missing).toEqual([]);
      });
    });
  }

  it("sign-up: the provider's refused human check is about the human check, not the password", () => {
    expect(
      describeIdentityError(
        'signUp',
        cognitoError('UserLambdaValidationException', 'Human check failed'),
        { email },
      ),
    ).toEqual({
      kind: 'error',
      message: 'No pudimos verificar que no sos un robot. Volvé a intentarlo.',
      field: 'altcha',
    });
  });

  it('login: the human check the provider asks for after 3 wrong passwords goes on the altcha field', () => {
    expect(
      describeIdentityError(
        'login',
        cognitoError(
          'UserLambdaValidationException',
          'PreAuthentication failed with error HumanCheckRequired: completá la verificación "No soy un robot" para ingresar.',
        ),
        { email },
      ),
    ).toEqual({
      kind: 'error',
      message: 'Por seguridad, confirmá que no sos un robot y volvé a tocar Ingresar.',
      field: 'altcha',
    });
    expect(
      describeIdentityError(
        'login',
        cognitoError(
          'UserLambdaValidationException',
          'PreAuthentication failed with error HumanCheckFailed: no pudimos verificar que no sos un robot.',
        ),
        { email },
      ),
    ).toEqual({
      kind: 'error',
      message: 'No pudimos verificar que no sos un robot. Volvé a intentarlo.',
      field: 'altcha',
    });
  });

  it('sign-up: an InvalidParameterException is the password rule, whatever its text', () => {
    expect(
      describeIdentityError(
        'signUp',
        cognitoError('InvalidParameterException', 'Human check failed'),
        { email },
      ),
    ).toMatchObject({ kind: 'error', field: 'password' });
  });

  it('the mp variant redirects to the mp screens', () => {
    expect(
      describeIdentityError('login', cognitoError('UserNotConfirmedException'), {
        email,
        variant: 'mp',
      }),
    ).toMatchObject({ kind: 'redirect', to: '/mp-confirm-email?email=ana%40liqui.test' });
    expect(
      describeIdentityError('mfa', cognitoError('SignInException'), { email, variant: 'mp' }),
    ).toMatchObject({ kind: 'redirect', to: '/login-mp' });
  });

  it('a rule is found only by its own name, never by an inherited property', () => {
    expect(describeIdentityError('login', cognitoError('toString'), { email })).toEqual({
      kind: 'error',
      message: 'Ocurrio un error, por favor contacta a los administradores - codigo: toString',
    });
  });

  it('an error without a name answers with UnknownError as code', () => {
    expect(identityErrorName('boom')).toBe('UnknownError');
    expect(identityErrorName({ name: 'NetworkError' })).toBe('NetworkError');
    expect(describeIdentityError('login', 'boom', { email })).toEqual({
      kind: 'error',
      message: 'Ocurrio un error, por favor contacta a los administradores - codigo: UnknownError',
    });
  });
});

describe('unknownLoginOutcome (spec 01 §8 "any other")', () => {
  it('says what the catalogue says for a login error it has no rule for', () => {
    expect(unknownLoginOutcome('TypeError')).toEqual(
      describeIdentityError('login', new TypeError('Failed to fetch'), { email }),
    );
    expect(unknownLoginOutcome('TypeError')).toEqual({
      kind: 'error',
      message: 'Ocurrio un error, por favor contacta a los administradores - codigo: TypeError',
    });
  });
});

describe('describeSignInStep (spec 01 §4.1)', () => {
  it('DONE finishes the login', () => {
    expect(describeSignInStep('DONE', { email })).toEqual({ kind: 'done' });
  });

  it('a new password required goes to /password-reset as a pending challenge', () => {
    expect(describeSignInStep('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', { email })).toEqual({
      kind: 'challenge',
      to: '/password-reset',
    });
  });

  it.each([
    'CONFIRM_SIGN_IN_WITH_TOTP_CODE',
    'CONFIRM_SIGN_IN_WITH_SMS_CODE',
    'CONFIRM_SIGN_IN_WITH_EMAIL_CODE',
  ])('%s goes to /mfa-login as a pending challenge', (step) => {
    expect(describeSignInStep(step, { email })).toEqual({ kind: 'challenge', to: '/mfa-login' });
  });

  it('the mp login keeps its variant through the challenge screens', () => {
    expect(describeSignInStep('CONFIRM_SIGN_IN_WITH_TOTP_CODE', { email, variant: 'mp' })).toEqual({
      kind: 'challenge',
      to: '/mfa-login?variant=mp',
    });
    expect(variantFromQuery('variant=mp')).toBe('mp');
    expect(variantFromQuery('')).toBe('default');
  });

  it('an unconfirmed user goes to /confirm-email with the e-mail and a notice', () => {
    expect(describeSignInStep('CONFIRM_SIGN_UP', { email })).toEqual({
      kind: 'redirect',
      to: '/confirm-email?email=ana%40liqui.test',
      notice: {
        tone: 'caution',
        message: 'Tu email todavía no fue confirmado. Ingresá el código que te enviamos.',
      },
    });
  });

  it("a required reset says 'Por favor, recupera tu contraseña' and goes to /forgot-password", () => {
    expect(describeSignInStep('RESET_PASSWORD', { email })).toEqual({
      kind: 'redirect',
      to: '/forgot-password?email=ana%40liqui.test',
      notice: { tone: 'caution', message: 'Por favor, recupera tu contraseña' },
    });
  });

  it('a step Liqui does not offer is an error with the step as code', () => {
    expect(describeSignInStep('CONTINUE_SIGN_IN_WITH_TOTP_SETUP', { email })).toEqual({
      kind: 'error',
      message:
        'Ocurrio un error, por favor contacta a los administradores - codigo: CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
    });
  });
});

describe('paths of the access screens', () => {
  it('login and confirm-e-mail carry the e-mail in the query, per variant', () => {
    expect(loginPath()).toBe('/login');
    expect(loginPath('default', 'ana+1@liqui.test')).toBe('/login?email=ana%2B1%40liqui.test');
    expect(loginPath('mp', email)).toBe('/login-mp?email=ana%40liqui.test');
    expect(confirmEmailPath('mp', email)).toBe('/mp-confirm-email?email=ana%40liqui.test');
    expect(challengePath('/password-reset')).toBe('/password-reset');
  });
});

describe('groupsFromIdToken', () => {
  it("reads the id token's cognito:groups", () => {
    expect(groupsFromIdToken({ 'cognito:groups': ['admin', 'adminLite'] })).toEqual([
      'admin',
      'adminLite',
    ]);
  });

  it('treats a missing or malformed claim as no group', () => {
    expect(groupsFromIdToken(undefined)).toEqual([]);
    expect(groupsFromIdToken({})).toEqual([]);
    expect(groupsFromIdToken({ 'cognito:groups': 'admin' })).toEqual([]);
    expect(groupsFromIdToken({ 'cognito:groups': ['admin', 3] })).toEqual(['admin']);
  });
});

describe('toE164', () => {
  it('joins the prefix and the digits of the number (spec 01 §3)', () => {
    expect(toE164('+54', '11 5555-1234')).toBe('+541155551234');
    expect(toE164('+598', '(2) 901 2345')).toBe('+59829012345');
  });
});
