import type { User } from '@liqui/domain';
import { describe, expect, it } from 'vitest';
import {
  accountUpdateOf,
  accountValuesOf,
  estadoPagoLabel,
  isCancellationRequested,
  paymentMethodLabel,
  validateAccountForm,
} from './account-form';

const user: User = {
  user_id: 'u1',
  email: 'ana@liqui.test',
  telefono: '+5491155551234',
  cuit: '20111111112',
  clave_fiscal: 'Clave123',
};

describe('account form', () => {
  it('starts from the record, the CUIT written with dashes', () => {
    expect(accountValuesOf(user)).toEqual({
      telefono: '+5491155551234',
      cuit: '20-11111111-2',
      clave_fiscal: 'Clave123',
    });
    expect(accountValuesOf({ user_id: 'u2', email: 'b@liqui.test' })).toEqual({
      telefono: '',
      cuit: '',
      clave_fiscal: '',
    });
  });

  it('applies the spec’s rules with its messages', () => {
    expect(validateAccountForm({ telefono: ' ', cuit: '20-11111111-3', clave_fiscal: '' })).toEqual(
      {
        telefono: 'Telefono requerido',
        cuit: 'CUIT invalido',
        clave_fiscal: 'Clave fiscal requerida',
      },
    );
    expect(validateAccountForm({ telefono: '1', cuit: '', clave_fiscal: '12345' })).toEqual({
      cuit: 'CUIT requerido',
      clave_fiscal: 'La clave fiscal debe tener entre 6 y 20 caracteres',
    });
    expect(validateAccountForm(accountValuesOf(user))).toEqual({});
  });

  it('sends the CUIT as 11 digits and the phone trimmed', () => {
    expect(
      accountUpdateOf({ telefono: ' +549 11 ', cuit: '20-11111111-2', clave_fiscal: 'abcdef' }),
    ).toEqual({ telefono: '+549 11', cuit: '20111111112', clave_fiscal: 'abcdef' });
  });

  it('describes the payment data and the cancellation state', () => {
    expect(estadoPagoLabel('PAGO_EN_PROCESO')).toBe('Pago en proceso');
    expect(estadoPagoLabel(null)).toBe('Sin datos');
    expect(paymentMethodLabel({ vep: 'pagoMisCuentas', cbu: null })).toBe('VEP (Pago Mis Cuentas)');
    expect(paymentMethodLabel({ vep: null, cbu: '0'.repeat(22) })).toContain('Débito automático');
    expect(paymentMethodLabel({})).toBe('Sin elegir');
    expect(isCancellationRequested({ ...user, baja: true })).toBe(true);
    expect(isCancellationRequested({ ...user, estado_usuario: 'BAJA_PROGRAMADA' })).toBe(true);
    expect(isCancellationRequested({ ...user, estado_usuario: 'ACTIVO', baja: false })).toBe(false);
  });
});
