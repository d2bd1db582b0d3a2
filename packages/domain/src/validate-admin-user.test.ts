import { describe, expect, it } from 'vitest';
import type { User } from './entities/user';
import { adminBajaFlag, validateAdminUserUpdate } from './validate-admin-user';

const current: User = {
  user_id: 'u-1',
  email: 'ana@example.com',
  nombre: 'Ana',
  estado_usuario: 'ACTIVO',
  estado_monotributo: 'ACTIVO',
  estado_cbu: 'POR_ADHERIR',
  cbu: '0'.repeat(22),
  vep: 'pagar',
};

function messagesOf(update: Parameters<typeof validateAdminUserUpdate>[0]['update'], of = current) {
  const result = validateAdminUserUpdate({ update, current: of });
  return result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.path, e.message]));
}

describe('validateAdminUserUpdate', () => {
  it('gives the spec message of every empty required field at once (Spec 03 §5)', () => {
    expect(
      messagesOf({
        nombre: ' ',
        apellido: null,
        telefono: '',
        direccion: '',
        ciudad: '',
        cp: '',
        provincia: '',
        cuit: '',
        clave_fiscal: '',
        cat_monotributo: null,
        tipo_responsable: null,
        razon_social: '',
      }),
    ).toEqual({
      nombre: 'Nombre requerido',
      apellido: 'Apellido requerido',
      telefono: 'Telefono requerido',
      direccion: 'direccion requerido',
      ciudad: 'ciudad requerido',
      cp: 'CP requerido',
      provincia: 'Provincia requerida',
      cuit: 'CUIT requerido',
      clave_fiscal: 'Clave fiscal requerido',
      cat_monotributo: 'Dato Requerido',
      tipo_responsable: 'Campo requerido',
      razon_social: 'Razon social requerida',
    });
  });

  it('removes every non-word character of the CUIT, then checks length and check digit', () => {
    expect(validateAdminUserUpdate({ update: { cuit: '20.11111111/2' }, current })).toEqual({
      ok: true,
      value: { cuit: '20111111112' },
    });
    expect(messagesOf({ cuit: '20-1111' })).toEqual({ cuit: 'El cuit debe tener 11 numeros' });
    expect(messagesOf({ cuit: '20-11111111-3' })).toEqual({ cuit: 'CUIT invalido' });
    expect(messagesOf({ cuit_empleador: '20111111113' })).toEqual({
      cuit_empleador: 'CUIT invalido',
    });
    expect(validateAdminUserUpdate({ update: { cuit_empleador: ' ' }, current })).toEqual({
      ok: true,
      value: { cuit_empleador: null },
    });
  });

  it('takes a postal code that is a whole number above 0, as text, or a CPA', () => {
    expect(validateAdminUserUpdate({ update: { cp: 5000 }, current })).toEqual({
      ok: true,
      value: { cp: '5000' },
    });
    expect(validateAdminUserUpdate({ update: { cp: 'c1425abc' }, current })).toEqual({
      ok: true,
      value: { cp: 'C1425ABC' },
    });
    for (const cp of ['0', '-3', 'abc', '12.5', 'C14']) {
      expect(messagesOf({ cp })).toEqual({ cp: 'Ingrese un Numero valido' });
    }
  });

  it('takes one of the 24 provinces, upper-cased', () => {
    expect(validateAdminUserUpdate({ update: { provincia: 'cordoba' }, current })).toEqual({
      ok: true,
      value: { provincia: 'CORDOBA' },
    });
    expect(messagesOf({ provincia: 'ATLANTIDA' })).toEqual({ provincia: 'Provincia inválida' });
  });

  it('keeps the point of sale within 0-999999 and dates as real YYYY-MM-DD days', () => {
    expect(messagesOf({ punto_venta: 1_000_000 })).toHaveProperty('punto_venta');
    expect(messagesOf({ punto_venta: -1 })).toHaveProperty('punto_venta');
    expect(messagesOf({ punto_venta: 999_999, fecha_inicio: '2026-02-28' })).toEqual({});
    expect(messagesOf({ fecha_fin: '2026-02-30' })).toEqual({ fecha_fin: 'Fecha inválida' });
  });

  it('accepts the read-only fields unchanged (and drops them), refuses a change', () => {
    expect(
      validateAdminUserUpdate({
        update: { email: 'ana@example.com', cbu: '0'.repeat(22), telefono: '+541155551234' },
        current,
      }),
    ).toEqual({ ok: true, value: { telefono: '+541155551234' } });
    expect(messagesOf({ email: 'otra@example.com', vep: 'pagoMisCuentas' })).toEqual({
      email: 'Este dato no se puede modificar',
      vep: 'Este dato no se puede modificar',
    });
  });

  it('locks estado_cbu once ADHERIDO (Spec 03 §4)', () => {
    const adherido: User = { ...current, estado_cbu: 'ADHERIDO' };
    expect(messagesOf({ estado_cbu: 'POR_ADHERIR' }, adherido)).toEqual({
      estado_cbu: 'El CBU ya está adherido: su estado no se puede cambiar',
    });
    expect(messagesOf({ estado_cbu: 'ADHERIDO' }, adherido)).toEqual({});
    expect(messagesOf({ estado_cbu: 'ADHERIDO' })).toEqual({});
  });

  it('accepts the baja flag only as the statuses say (Spec 03 §4)', () => {
    expect(messagesOf({ estado_monotributo: 'HACER_BAJA', baja: true })).toEqual({});
    expect(messagesOf({ estado_usuario: 'BAJA', baja: false })).toEqual({});
    expect(messagesOf({ estado_usuario: 'BAJA', baja: true })).toHaveProperty('baja');
    expect(messagesOf({ baja: true })).toHaveProperty('baja');
  });
});

describe('adminBajaFlag', () => {
  it('is sent for BAJA or HACER_BAJA and true only for HACER_BAJA', () => {
    expect(adminBajaFlag({ estado_usuario: 'BAJA', estado_monotributo: 'HACER_BAJA' })).toBe(true);
    expect(adminBajaFlag({ estado_usuario: 'BAJA', estado_monotributo: 'ACTIVO' })).toBe(false);
    expect(adminBajaFlag({ estado_usuario: 'ACTIVO', estado_monotributo: 'ACTIVO' })).toBe(
      undefined,
    );
  });
});
