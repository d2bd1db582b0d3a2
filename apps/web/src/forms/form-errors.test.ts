import { FORM_ERROR } from 'final-form';
import { describe, expect, it } from 'vitest';
import { toSubmissionErrors, visibleFieldError } from './form-errors';

describe('visibleFieldError', () => {
  it('shows a validation error only once the field is touched', () => {
    expect(visibleFieldError({ error: 'Nombre requerido' })).toBeUndefined();
    expect(visibleFieldError({ error: 'Nombre requerido', touched: true })).toBe(
      'Nombre requerido',
    );
  });

  it("shows the server's error until the field is edited again", () => {
    expect(visibleFieldError({ submitError: 'Codigo de verificación invalido' })).toBe(
      'Codigo de verificación invalido',
    );
    expect(
      visibleFieldError({
        submitError: 'Codigo de verificación invalido',
        dirtySinceLastSubmit: true,
      }),
    ).toBeUndefined();
  });
});

describe('toSubmissionErrors', () => {
  it('puts an error about a field on that field, any other on the form', () => {
    expect(toSubmissionErrors({ message: 'm', field: 'code' })).toEqual({ code: 'm' });
    expect(toSubmissionErrors({ message: 'Password incorrecto' })).toEqual({
      [FORM_ERROR]: 'Password incorrecto',
    });
  });
});
