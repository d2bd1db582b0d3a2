import { describe, expect, it } from 'vitest';
import { validateClaveFiscal, validateMeUpdate } from './validate-me-update';

describe('validateClaveFiscal', () => {
  it('requires a key of 6 to 20 characters', () => {
    expect(validateClaveFiscal('')).toMatchObject({
      ok: false,
      errors: [
        { path: 'clave_fiscal', code: 'claveFiscal.required', message: 'Clave fiscal requerida' },
      ],
    });
    expect(validateClaveFiscal(null)).toMatchObject({ ok: false });
    expect(validateClaveFiscal('12345')).toMatchObject({
      ok: false,
      errors: [
        {
          code: 'claveFiscal.length',
          message: 'La clave fiscal debe tener entre 6 y 20 caracteres',
        },
      ],
    });
    expect(validateClaveFiscal('a'.repeat(21))).toMatchObject({ ok: false });
    expect(validateClaveFiscal('123456')).toEqual({ ok: true, value: '123456' });
    expect(validateClaveFiscal('ñ'.repeat(20))).toEqual({ ok: true, value: 'ñ'.repeat(20) });
  });
});

describe('validateMeUpdate', () => {
  it('checks the CUIT with the check digit and strips dashes', () => {
    expect(validateMeUpdate({ cuit: '20-11111111-2' })).toEqual({
      ok: true,
      value: { cuit: '20111111112' },
    });
    expect(validateMeUpdate({ cuit: '20111111113' })).toMatchObject({
      ok: false,
      errors: [{ path: 'cuit', code: 'cuit.checkDigit', message: 'CUIT invalido' }],
    });
    expect(validateMeUpdate({ cuit: null })).toMatchObject({
      ok: false,
      errors: [{ path: 'cuit', message: 'CUIT requerido' }],
    });
  });

  it('lets the employer CUIT be cleared but not be wrong', () => {
    expect(validateMeUpdate({ cuit_empleador: null })).toEqual({
      ok: true,
      value: { cuit_empleador: null },
    });
    expect(validateMeUpdate({ cuit_empleador: '20111111113' })).toMatchObject({
      ok: false,
      errors: [{ path: 'cuit_empleador', code: 'cuit.checkDigit' }],
    });
  });

  it('requires the phone once sent, and trims it', () => {
    expect(validateMeUpdate({ telefono: '  ' })).toMatchObject({
      ok: false,
      errors: [{ path: 'telefono', message: 'Telefono requerido' }],
    });
    expect(validateMeUpdate({ telefono: null })).toMatchObject({ ok: false });
    expect(validateMeUpdate({ telefono: ' +5491155551234 ' })).toEqual({
      ok: true,
      value: { telefono: '+5491155551234' },
    });
  });

  it('reports every failing field at once and leaves absent fields alone', () => {
    const result = validateMeUpdate({ cuit: '1', clave_fiscal: '123', telefono: '' });
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors.map((error) => error.path)).toEqual([
      'cuit',
      'clave_fiscal',
      'telefono',
    ]);
    expect(validateMeUpdate({ baja: true, es_monotributista: true })).toEqual({
      ok: true,
      value: { baja: true, es_monotributista: true },
    });
  });

  it('refuses to take a questionnaire answer back (Spec 02 §5 messages)', () => {
    const result = validateMeUpdate({
      tiene_dni: null,
      tipo_actividad: null,
      actividad_preliminar: '   ',
    });
    expect(
      result.ok ? [] : result.errors.map((error) => `${error.path}: ${error.message}`),
    ).toEqual([
      'tiene_dni: Selecciona una opcion',
      'tipo_actividad: Selecciona el tipo de actividad que realizas',
      'actividad_preliminar: Describe tu actividad',
    ]);
    expect(validateMeUpdate({ actividad_preliminar: ' Diseño ', iibb: false })).toEqual({
      ok: true,
      value: { actividad_preliminar: 'Diseño', iibb: false },
    });
  });

  it('takes the fiscal address of step 17 trimmed, with the postal code in upper case (issue 25 item 7)', () => {
    expect(
      validateMeUpdate({
        direccion: ' Av. Colón 1234 ',
        ciudad: ' Córdoba ',
        provincia: 'CORDOBA',
        cp: ' x5000 abc ',
      }),
    ).toEqual({
      ok: true,
      value: {
        direccion: 'Av. Colón 1234',
        ciudad: 'Córdoba',
        provincia: 'CORDOBA',
        cp: 'X5000ABC',
      },
    });
    expect(validateMeUpdate({ cp: '1425' })).toEqual({ ok: true, value: { cp: '1425' } });
  });

  it('refuses an empty, too long or malformed address part, each with its own message', () => {
    const messagesOf = (update: Parameters<typeof validateMeUpdate>[0]) => {
      const result = validateMeUpdate(update);
      return result.ok ? [] : result.errors.map((error) => `${error.path}: ${error.message}`);
    };
    expect(messagesOf({ direccion: ' ', ciudad: null, provincia: null, cp: '' })).toEqual([
      'direccion: Domicilio requerido',
      'ciudad: Ciudad requerida',
      'provincia: Provincia requerida',
      'cp: Código postal requerido',
    ]);
    expect(
      messagesOf({ direccion: 'a'.repeat(121), ciudad: 'b'.repeat(81), provincia: 'ATLANTIDA' }),
    ).toEqual([
      'direccion: Debe tener como máximo 120 caracteres',
      'ciudad: Debe tener como máximo 80 caracteres',
      'provincia: Provincia inválida',
    ]);
    for (const cp of ['142', '14250', '0425', 'C1425AB', 'I1425ABC', '1425ABC', 'C-1425-ABC']) {
      expect(messagesOf({ cp })).toEqual(['cp: Código postal inválido (ej.: 1425 o C1425ABC)']);
    }
    expect(validateMeUpdate({ direccion: 'a'.repeat(120) }).ok).toBe(true);
  });
});
