import { describe, expect, expectTypeOf, it } from 'vitest';
import { formatMessage, type MessageArgs, type MessageCode, messages } from './messages';

describe('messages', () => {
  it('holds the spec’s texts character for character, typos included', () => {
    const sample: Partial<Record<MessageCode, string>> = {
      'email.required': 'Email válido requerido',
      'password.required': 'Contraseña requerida',
      'password.mismatch': 'Las contraseñas no coinciden',
      'login.notAuthorized': 'Password incorrecto',
      'login.userNotFound': 'Usuario inexistente, registrate por favor',
      'confirmEmail.codeMismatch': 'Codigo de verificación invalido',
      'confirmEmail.limitExceeded': 'Demasiadas reintentos',
      'forgotPasswordConfirm.expiredCode': 'Codigo de verificacion vencido.',
      'session.expired': 'Sesion vencida, vuelve a loguearte por favor',
      'storage.unsupported': 'Tu navegador no es compatible con la app',
      'cuit.required': 'CUIT requerido',
      'cuit.length': 'El cuit debe tener 11 numeros',
      'cuit.checkDigit': 'CUIT invalido',
      'cbu.length': 'El CBU debe contener 22 numeros',
      'relationship.loadError': 'Hubo un error cargarndo la relación laboral',
      'manualCardForm.issuerRequired': 'Seleciona tu Banco',
      'invoice.afipOutOfService':
        'La afip se encuentra fuera de servicio, procesaremos tu factura mas tarde.',
      'cardRejection.badData':
        'Hay un error en los datos ingresados, por favor asegurate de estar colocándolos bien.',
      'usersBatch.phoneCountryCode':
        'El número de télefono debe tener código de pais (ej. +54) en fila {row}',
      'companyPassword.minLength': 'Las contraseña debe ser de al menos 8 caracteres',
      'companyPassword.complexity':
        'La contraseña debe contener letras mayusculas, minusculas y numeros',
      'invoiceDownload.noneFound':
        'No se encuentran facturas dicho estado y rango de fecha seleccionado',
      'shell.notAvailable': 'Esta sección todavía no está disponible',
      'shell.notFound': 'Página no encontrada',
      'image.loadError': 'No se pudo cargar la imagen',
    };
    for (const [code, text] of Object.entries(sample)) {
      expect(messages[code as MessageCode], code).toBe(text);
    }
  });

  it('has a non-empty string for every code', () => {
    for (const [code, text] of Object.entries(messages)) {
      expect(typeof text, code).toBe('string');
      expect(text.trim().length, code).toBeGreaterThan(0);
    }
  });

  it('has unique, dotted camelCase codes (no two differing only in case)', () => {
    const codes = Object.keys(messages);
    for (const code of codes) expect(code).toMatch(/^[a-z][A-Za-z]*(\.[A-Za-z0-9]+)+$/);
    const lower = codes.map((code) => code.toLowerCase());
    expect(new Set(lower).size).toBe(codes.length);
  });

  it('uses only {name} placeholders and balanced braces', () => {
    for (const text of Object.values(messages)) {
      const opened = (text.match(/\{/g) ?? []).length;
      const placeholders = (text.match(/\{\w+\}/g) ?? []).length;
      expect(opened).toBe(placeholders);
    }
  });

  it('holds no server values, only messages', () => {
    expect(Object.values(messages)).not.toContain('Payment not creted');
  });
});

describe('formatMessage', () => {
  it('returns plain texts as they are', () => {
    expect(formatMessage('cuit.required')).toBe('CUIT requerido');
  });

  it('fills the spec’s templates', () => {
    expect(formatMessage('login.serviceError', { code: 'InternalErrorException' })).toBe(
      'Lo sentimos, ocurrio un error! Codigo: InternalErrorException',
    );
    expect(formatMessage('login.unknownError', { code: 'X' })).toBe(
      'Ocurrio un error, por favor contacta a los administradores - codigo: X',
    );
    expect(formatMessage('adminTable.cellRequired', { column: 'Monto' })).toBe('Monto requerido!');
    expect(formatMessage('usersBatch.nombreRequired', { row: 3 })).toBe(
      'El nombre es requerido en fila 3',
    );
    expect(formatMessage('verification.rowError', { number: 1234 })).toBe(
      'Error procesando factura 1234',
    );
    expect(formatMessage('document.fieldRequired', { field: 'Folio' })).toBe('Folio es requerido');
    expect(formatMessage('questionnaire.flowError', { step: 2 })).toBe('Error en flujo - case: 2');
  });

  it('requires the placeholder values at compile time', () => {
    expectTypeOf<MessageArgs<'cuit.required'>>().toEqualTypeOf<[]>();
    expectTypeOf<MessageArgs<'usersBatch.nombreRequired'>>().toEqualTypeOf<
      [params: Readonly<Record<'row', string | number>>]
    >();
    // @ts-expect-error the row number is required
    formatMessage('usersBatch.nombreRequired');
  });

  it('leaves a placeholder without a value as written', () => {
    const format = formatMessage as (code: MessageCode, params?: object) => string;
    expect(format('usersBatch.nombreRequired', {})).toBe('El nombre es requerido en fila {row}');
  });
});
