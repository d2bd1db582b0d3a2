import { describe, expect, it } from 'vitest';
import { monotributoMethodLabel } from './pago-servicios-page';

describe('monotributoMethodLabel', () => {
  it('names the CBU debit with the last four digits, else the VEP channel, else nothing', () => {
    expect(monotributoMethodLabel({ cbu: '0110012920000091344977', vep: null })).toBe(
      'Débito automático (CBU terminado en 4977)',
    );
    expect(monotributoMethodLabel({ cbu: null, vep: 'pagar' })).toBe('VEP con Pagar Link');
    expect(monotributoMethodLabel({ cbu: null, vep: 'pagoMisCuentas' })).toBe(
      'VEP con Pago Mis Cuentas',
    );
    expect(monotributoMethodLabel({ cbu: null, vep: null })).toBeNull();
  });
});
