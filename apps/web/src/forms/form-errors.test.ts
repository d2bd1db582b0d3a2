import { ApiError } from '@liqui/api-client';
import { createForm, FORM_ERROR, getIn } from 'final-form';
import { describe, expect, it } from 'vitest';
import {
  formFieldExists,
  toCallSubmissionErrors,
  toFieldName,
  toFormErrors,
  toSubmissionErrors,
  validationIssuesOf,
  visibleFieldError,
} from './form-errors';

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

describe('toFieldName', () => {
  it('writes array indices in brackets, as the fields are named', () => {
    expect(toFieldName('items.0.precio')).toBe('items[0].precio');
    expect(toFieldName('items.12')).toBe('items[12]');
    expect(toFieldName('fecha')).toBe('fecha');
  });

  it('keeps a name already in brackets, and the empty path empty', () => {
    expect(toFieldName('items[0].precio')).toBe('items[0].precio');
    expect(toFieldName('')).toBe('');
  });
});

describe('toFormErrors', () => {
  it('nests item errors the way final-form reads them by field name', () => {
    const errors = toFormErrors([
      { path: 'items.1.precio', message: 'Numero positivo necesario' },
      { path: 'fecha', message: 'Fecha de comprobante requerida' },
    ]);
    expect(errors).toEqual({
      items: [undefined, { precio: 'Numero positivo necesario' }],
      fecha: 'Fecha de comprobante requerida',
    });
    expect(getIn(errors, 'items[1].precio')).toBe('Numero positivo necesario');
  });

  it('keeps the first message of each field', () => {
    expect(
      toFormErrors([
        { path: 'fecha', message: 'Fecha de comprobante requerida' },
        { path: 'fecha', message: 'Fecha inválida' },
      ]),
    ).toEqual({ fecha: 'Fecha de comprobante requerida' });
  });

  it("puts a message with path '' or without a field on the form, one per line, each once", () => {
    expect(
      toFormErrors(
        [
          { path: '', message: 'Datos inválidos' },
          { path: 'importeTotal', message: 'Monto inválido' },
          { path: 'nroDocumento', message: 'CUIT invalido' },
          { path: '', message: 'Datos inválidos' },
        ],
        { fieldOf: (path) => (path === 'importeTotal' ? undefined : path) },
      ),
    ).toEqual({
      nroDocumento: 'CUIT invalido',
      [FORM_ERROR]: 'Datos inválidos\nMonto inválido',
    });
  });

  it("puts a list's own message on the form when its rows already have errors", () => {
    expect(
      toFormErrors([
        { path: 'items.0.precio', message: 'Numero positivo necesario' },
        { path: 'items', message: 'Agregá al menos un ítem' },
      ]),
    ).toEqual({
      items: [{ precio: 'Numero positivo necesario' }],
      [FORM_ERROR]: 'Agregá al menos un ítem',
    });
  });

  it('gives {} when there is no error, so final-form sees a valid form', () => {
    expect(toFormErrors([])).toEqual({});
  });
});

describe('toSubmissionErrors (identity calls)', () => {
  it('puts an error about a field on that field, any other on the form', () => {
    expect(toSubmissionErrors({ message: 'm', field: 'code' })).toEqual({ code: 'm' });
    expect(toSubmissionErrors({ message: 'Password incorrecto' })).toEqual({
      [FORM_ERROR]: 'Password incorrecto',
    });
  });
});

/** A form holding the wizard's kind of values, with a few fields mounted. */
function wizardLikeForm() {
  const form = createForm({
    onSubmit: () => undefined,
    initialValues: {
      fecha: '2026-11-20',
      nroDocumento: '',
      items: [
        { concepto: 'Diseño', cantidad: 1, precio: null },
        { concepto: '', cantidad: null, precio: null },
      ],
    },
  });
  // Detalle is shown: its fields are mounted; Datos' are not (their values stay in the form).
  for (const name of ['items[0].precio', 'items[1].cantidad']) {
    form.registerField(name, () => undefined, { value: true });
  }
  return form;
}

describe('formFieldExists', () => {
  it('knows mounted fields and fields whose value the form holds, by either spelling', () => {
    const isField = formFieldExists(wizardLikeForm());
    expect(isField('items[0].precio')).toBe(true);
    expect(isField('items[1].cantidad')).toBe(true);
    expect(isField('fecha')).toBe(true);
    expect(isField('nroDocumento')).toBe(true);
  });

  it('is false for a list or an object of values, and for what the form does not hold', () => {
    const isField = formFieldExists(wizardLikeForm());
    expect(isField('items')).toBe(false);
    expect(isField('items[0]')).toBe(false);
    expect(isField('importeTotal')).toBe(false);
  });
});

describe('validationIssuesOf', () => {
  it("gives the errors of a 'validation' ApiError only", () => {
    const errors = [{ path: 'fecha', message: 'Fecha inválida' }];
    expect(
      validationIssuesOf(
        new ApiError({ status: 400, code: 'validation', message: 'Datos inválidos', errors }),
      ),
    ).toEqual(errors);
    expect(
      validationIssuesOf(
        new ApiError({ status: 200, code: 'response.invalid', message: 'x', errors }),
      ),
    ).toBeUndefined();
    expect(validationIssuesOf(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});

describe('toCallSubmissionErrors (server errors[] onto fields)', () => {
  const describeError = (error: unknown) =>
    error instanceof ApiError ? `code ${error.code}, status ${error.status}` : 'fallback';

  it('puts each server message under its field, nested item paths included', () => {
    const error = new ApiError({
      status: 400,
      code: 'validation',
      message: 'Datos inválidos',
      errors: [
        { path: 'items.0.precio', message: 'Numero positivo necesario' },
        { path: 'items.1.cantidad', message: 'Numero positivo necesario' },
        { path: 'fecha', message: 'La fecha no puede ser anterior a 2026-11-17' },
      ],
    });
    const errors = toCallSubmissionErrors(error, {
      isField: formFieldExists(wizardLikeForm()),
      describe: describeError,
    });
    expect(errors).toEqual({
      items: [{ precio: 'Numero positivo necesario' }, { cantidad: 'Numero positivo necesario' }],
      fecha: 'La fecha no puede ser anterior a 2026-11-17',
    });
    expect(getIn(errors, 'items[1].cantidad')).toBe('Numero positivo necesario');
    expect(errors[FORM_ERROR]).toBeUndefined();
  });

  it("puts a message with path '' or about no field of the form on the form (FORM_ERROR)", () => {
    const error = new ApiError({
      status: 400,
      code: 'validation',
      message: 'Datos inválidos',
      errors: [
        { path: '', message: 'Se esperaba un cuerpo JSON válido' },
        { path: 'importeTotal', message: 'Valor demasiado grande' },
        { path: 'items', message: 'Longitud o cantidad fuera de rango' },
        { path: 'nroDocumento', message: 'CUIT invalido' },
      ],
    });
    expect(
      toCallSubmissionErrors(error, {
        isField: formFieldExists(wizardLikeForm()),
        describe: describeError,
      }),
    ).toEqual({
      nroDocumento: 'CUIT invalido',
      [FORM_ERROR]:
        'Se esperaba un cuerpo JSON válido\nValor demasiado grande\nLongitud o cantidad fuera de rango',
    });
  });

  it('maps a server path to a differently named field with fieldOf', () => {
    const error = new ApiError({
      status: 400,
      code: 'validation',
      message: 'Datos inválidos',
      errors: [{ path: 'username', message: 'Email válido requerido' }],
    });
    expect(
      toCallSubmissionErrors(error, {
        isField: (name) => name === 'email',
        fieldOf: (path) => (path === 'username' ? 'email' : path),
        describe: describeError,
      }),
    ).toEqual({ email: 'Email válido requerido' });
  });

  it('describes any other failure by its code and status, on the form, never on a field', () => {
    const options = { isField: () => true, describe: describeError };
    expect(
      toCallSubmissionErrors(
        new ApiError({ status: 409, code: 'conflict', message: 'No es un borrador' }),
        options,
      ),
    ).toEqual({ [FORM_ERROR]: 'code conflict, status 409' });
    // A broken answer lists superstruct's English failures: they never reach a field.
    expect(
      toCallSubmissionErrors(
        new ApiError({
          status: 200,
          code: 'response.invalid',
          message: 'La respuesta del servidor no tiene el formato esperado.',
          errors: [{ path: 'fecha', message: 'Expected a string, but received: undefined' }],
        }),
        options,
      ),
    ).toEqual({ [FORM_ERROR]: 'code response.invalid, status 200' });
    expect(toCallSubmissionErrors(new TypeError('boom'), options)).toEqual({
      [FORM_ERROR]: 'fallback',
    });
  });

  it('describes a validation error without field errors on the form', () => {
    expect(
      toCallSubmissionErrors(
        new ApiError({ status: 400, code: 'validation', message: 'Datos inválidos' }),
        { isField: () => true, describe: describeError },
      ),
    ).toEqual({ [FORM_ERROR]: 'code validation, status 400' });
  });
});
