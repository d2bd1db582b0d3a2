import { describe, expect, it } from 'vitest';
import {
  normalizeCode,
  validateConfirmEmailForm,
  validateForgotPasswordConfirmForm,
  validateForgotPasswordForm,
  validateLoginForm,
  validateMfaForm,
  validatePasswordResetForm,
} from './access-forms';

const rule = 'La contraseña debe tener al menos 8 caracteres, con números y letras';

describe('access forms validation (spec 01 §5)', () => {
  it("login: 'Email válido requerido' and 'Contraseña requerida'", () => {
    expect(validateLoginForm({})).toEqual({
      email: 'Email válido requerido',
      password: 'Contraseña requerida',
    });
    expect(validateLoginForm({ email: ' ANA@Liqui.test ', password: 'x' })).toEqual({});
  });

  it('login with the human check shown (issue 26 item 4): solved before sending', () => {
    const filled = { email: 'ana@liqui.test', password: 'x' };
    expect(validateLoginForm({ ...filled, altcha: null }, { humanCheck: true })).toEqual({
      altcha: 'Confirmá que no sos un robot',
    });
    expect(
      validateLoginForm({ ...filled, altcha: 'eyJwYXlsb2FkIjoxfQ==' }, { humanCheck: true }),
    ).toEqual({});
    expect(validateLoginForm({ ...filled, altcha: null })).toEqual({});
  });

  it('confirm e-mail: e-mail and a 6-digit code', () => {
    expect(validateConfirmEmailForm({})).toEqual({
      email: 'Email válido requerido',
      code: 'Código requerido',
    });
    expect(validateConfirmEmailForm({ email: 'a@b.co', code: '12345' })).toEqual({
      code: 'El código debe tener 6 números',
    });
    expect(validateConfirmEmailForm({ email: 'a@b.co', code: '123 456' })).toEqual({});
    expect(normalizeCode(' 123 456 ')).toBe('123456');
  });

  it('forgot password: a valid e-mail', () => {
    expect(validateForgotPasswordForm({ email: 'nope' })).toEqual({
      email: 'Email válido requerido',
    });
  });

  it('forgot-password confirm: code, new password by the sign-up rule, matching confirmation', () => {
    expect(
      validateForgotPasswordConfirmForm({ email: 'a@b.co', code: '', password: 'corta' }),
    ).toEqual({
      code: 'Código requerido',
      password: rule,
      confirmation: 'Las contraseñas no coinciden',
    });
    expect(
      validateForgotPasswordConfirmForm({
        email: 'a@b.co',
        code: '123456',
        password: 'nueva1234',
        confirmation: 'nueva1234',
      }),
    ).toEqual({});
  });

  it('forced reset: new password required, confirmation equal', () => {
    expect(validatePasswordResetForm({})).toEqual({ password: 'Contraseña requerida' });
    expect(validatePasswordResetForm({ password: 'nueva1234', confirmation: 'otra1234' })).toEqual({
      confirmation: 'Las contraseñas no coinciden',
    });
  });

  it('MFA: the code required', () => {
    expect(validateMfaForm({})).toEqual({ code: 'Código requerido' });
    expect(validateMfaForm({ code: '654321' })).toEqual({});
  });
});
