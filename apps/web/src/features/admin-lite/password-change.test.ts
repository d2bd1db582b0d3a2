import { describe, expect, it } from 'vitest';
import { validatePasswordChangeForm } from './password-change';

describe('validatePasswordChangeForm (spec 03 §5 "Password change (company)")', () => {
  it("every field 'requerido'", () => {
    expect(validatePasswordChangeForm({})).toEqual({
      currentPassword: 'requerido',
      newPassword: 'requerido',
      confirmation: 'requerido',
    });
  });

  it('at least 8 characters', () => {
    expect(
      validatePasswordChangeForm({ currentPassword: 'x', newPassword: 'Ab1', confirmation: 'Ab1' }),
    ).toEqual({ newPassword: 'Las contraseña debe ser de al menos 8 caracteres' });
  });

  it('upper case, lower case and digits', () => {
    expect(
      validatePasswordChangeForm({
        currentPassword: 'x',
        newPassword: 'minusculas1',
        confirmation: 'minusculas1',
      }),
    ).toEqual({
      newPassword: 'La contraseña debe contener letras mayusculas, minusculas y numeros',
    });
  });

  it("'Las contraseñas no coinciden' when the repeat differs", () => {
    expect(
      validatePasswordChangeForm({
        currentPassword: 'x',
        newPassword: 'Nueva1234',
        confirmation: 'Nueva1235',
      }),
    ).toEqual({ confirmation: 'Las contraseñas no coinciden' });
  });

  it('accepts a valid change', () => {
    expect(
      validatePasswordChangeForm({
        currentPassword: 'x',
        newPassword: 'Nueva1234',
        confirmation: 'Nueva1234',
      }),
    ).toEqual({});
  });
});
