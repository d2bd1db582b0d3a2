import { is, object, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  EstadoCbu,
  EstadoClaveFiscal,
  EstadoMonotributo,
  EstadoPago,
  EstadoUsuario,
  TipoActividad,
  UserTipoResponsable,
  VepChannel,
} from './user-statuses';

describe('user status structs', () => {
  it('accept the statuses that appear only in checks', () => {
    expect(is('PENDIENTE_REVISION', EstadoUsuario)).toBe(true);
    expect(is('BAJA_PROGRAMADA', EstadoUsuario)).toBe(true);
    expect(is('ERROR_RENAPER', EstadoMonotributo)).toBe(true);
    expect(is('ACTIVO_PRUEBA', EstadoPago)).toBe(true);
    expect(is('CREANDO', EstadoClaveFiscal)).toBe(true);
    expect(is('ADHERIDO', EstadoCbu)).toBe(true);
  });

  it('refuse other spellings, naming the field', () => {
    const Row = object({ estado_pago: EstadoPago, tipo_actividad: TipoActividad });
    expect(
      validate({ estado_pago: 'vencido', tipo_actividad: 'alquileres' }, Row)[0]?.path,
    ).toEqual(['estado_pago']);
    expect(validate({ estado_pago: 'VENCIDO', tipo_actividad: 'servicios' }, Row)[0]?.path).toEqual(
      ['tipo_actividad'],
    );
  });

  it('keep the admin taxpayer kind and the VEP channels as the spec writes them', () => {
    expect(is('Monotributista Social', UserTipoResponsable)).toBe(true);
    expect(is('monotributista-social', UserTipoResponsable)).toBe(false);
    expect(is('pagoMisCuentas', VepChannel)).toBe(true);
    expect(is('pago-mis-cuentas', VepChannel)).toBe(false);
  });
});
