import { describe, expect, it } from 'vitest';
import {
  minPasswordLength,
  validateCompanyPassword,
  validateCompanyPasswordChange,
  validatePasswordConfirmation,
  validateSignUpPassword,
} from './validate-password';

describe('validateSignUpPassword', () => {
  it('accepts 8 characters with letters and digits, unchanged (no trimming)', () => {
    expect(validateSignUpPassword('abcdefg1')).toEqual({ ok: true, value: 'abcdefg1' });
    expect(validateSignUpPassword(' ñandú 12 ')).toEqual({ ok: true, value: ' ñandú 12 ' });
  });

  it("answers 'Contraseña requerida' when empty", () => {
    expect(validateSignUpPassword('')).toEqual({
      ok: false,
      errors: [{ path: 'password', code: 'password.required', message: 'Contraseña requerida' }],
    });
  });

  it('rejects fewer than 8 characters, no letter or no digit with the password rule', () => {
    for (const input of ['abcdef1', '12345678', 'abcdefgh', '!!!!!!!!']) {
      expect(validateSignUpPassword(input)).toEqual({
        ok: false,
        errors: [
          {
            path: 'password',
            code: 'password.signUpRule',
            message: 'La contraseña debe tener al menos 8 caracteres, con números y letras',
          },
        ],
      });
    }
  });

  it('uses a minimum length of 8', () => {
    expect(minPasswordLength).toBe(8);
  });
});

describe('validatePasswordConfirmation', () => {
  it('accepts an identical confirmation', () => {
    expect(validatePasswordConfirmation('abcdefg1', 'abcdefg1')).toEqual({
      ok: true,
      value: 'abcdefg1',
    });
  });

  it("answers 'Las contraseñas no coinciden' when they differ, case and empty included", () => {
    for (const confirmation of ['abcdefg2', 'ABCDEFG1', '', null]) {
      expect(validatePasswordConfirmation('abcdefg1', confirmation)).toEqual({
        ok: false,
        errors: [
          {
            path: 'confirmation',
            code: 'password.mismatch',
            message: 'Las contraseñas no coinciden',
          },
        ],
      });
    }
  });
});

describe('validateCompanyPassword', () => {
  it('accepts upper case, lower case and digits in 8 characters', () => {
    expect(validateCompanyPassword('Abcdefg1')).toEqual({ ok: true, value: 'Abcdefg1' });
  });

  it("answers 'requerido' when empty", () => {
    expect(validateCompanyPassword('')).toMatchObject({
      ok: false,
      errors: [{ code: 'companyPassword.required', message: 'requerido' }],
    });
  });

  it('answers the minimum-length text (spec wording) below 8 characters', () => {
    expect(validateCompanyPassword('Abcde1')).toMatchObject({
      ok: false,
      errors: [
        {
          code: 'companyPassword.minLength',
          message: 'Las contraseña debe ser de al menos 8 caracteres',
        },
      ],
    });
  });

  it('answers the complexity text when upper case, lower case or a digit is missing', () => {
    for (const input of ['abcdefg1', 'ABCDEFG1', 'Abcdefgh']) {
      expect(validateCompanyPassword(input)).toMatchObject({
        ok: false,
        errors: [
          {
            code: 'companyPassword.complexity',
            message: 'La contraseña debe contener letras mayusculas, minusculas y numeros',
          },
        ],
      });
    }
  });

  it('counts Ñ as an upper-case letter', () => {
    expect(validateCompanyPassword('Ñandu1234').ok).toBe(true);
  });
});

describe('validateCompanyPasswordChange', () => {
  it('accepts a complete, valid, repeated change', () => {
    expect(
      validateCompanyPasswordChange({
        currentPassword: 'old',
        newPassword: 'Abcdefg1',
        confirmation: 'Abcdefg1',
      }),
    ).toEqual({ ok: true, value: { currentPassword: 'old', newPassword: 'Abcdefg1' } });
  });

  it("reports 'requerido' on every empty field", () => {
    const result = validateCompanyPasswordChange({
      currentPassword: '',
      newPassword: '',
      confirmation: '',
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        { path: 'currentPassword', code: 'companyPassword.required', message: 'requerido' },
        { path: 'newPassword', code: 'companyPassword.required', message: 'requerido' },
        { path: 'confirmation', code: 'companyPassword.required', message: 'requerido' },
      ],
    });
  });

  it('reports a weak new password and a mismatching repeat together', () => {
    const result = validateCompanyPasswordChange({
      currentPassword: 'old',
      newPassword: 'abcdefgh',
      confirmation: 'abcdefgi',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.map((error) => [error.path, error.code])).toEqual([
        ['newPassword', 'companyPassword.complexity'],
        ['confirmation', 'password.mismatch'],
      ]);
    }
  });
});
