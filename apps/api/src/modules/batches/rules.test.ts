import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../service-error.js';
import type { Issuer } from './rows.js';
import { assertTransition, isReadyToInvoice, seriesKey, seriesRefusal } from './rules.js';

/** A taxpayer who pays its own plan, active, with a CUIT and point of sale 1. */
const taxpayer: Issuer = {
  userId: 'ana',
  cuit: '20111111112',
  puntoVenta: 1,
  tipoUsuario: 'normal',
  estadoUsuario: 'ACTIVO',
  estadoPago: 'ACTIVO',
  nombre: 'Ana',
  apellido: 'García',
  razonSocial: null,
  email: 'ana@liqui.test',
};

describe('isReadyToInvoice (issue 15: who may invoice in a batch)', () => {
  it('lets an active taxpayer with a CUIT and a point of sale invoice', () => {
    expect(isReadyToInvoice(taxpayer, null)).toBe(true);
  });

  it('refuses an issuer without a CUIT, or without a point of sale of its own or in the row', () => {
    expect(isReadyToInvoice({ ...taxpayer, cuit: null }, 1)).toBe(false);
    expect(isReadyToInvoice({ ...taxpayer, puntoVenta: null }, null)).toBe(false);
    expect(isReadyToInvoice({ ...taxpayer, puntoVenta: null }, 3)).toBe(true);
  });

  it('gates a taxpayer as the wizard does: an overdue or blocked one may not invoice', () => {
    expect(isReadyToInvoice({ ...taxpayer, estadoPago: 'VENCIDO' }, null)).toBe(false);
    expect(isReadyToInvoice({ ...taxpayer, estadoUsuario: 'BLOQUEADO' }, null)).toBe(false);
  });

  it('lets a LITE collaborator invoice while INCOMPLETO and unpaid, but not once closed or blocked', () => {
    const lite: Issuer = {
      ...taxpayer,
      tipoUsuario: 'LITE',
      estadoUsuario: 'INCOMPLETO',
      estadoPago: 'INACTIVO',
    };
    expect(isReadyToInvoice(lite, null)).toBe(true);
    for (const estadoUsuario of ['BAJA', 'BAJA_PROGRAMADA', 'BLOQUEADO'] as const) {
      expect(isReadyToInvoice({ ...lite, estadoUsuario }, null)).toBe(false);
    }
  });
});

describe('seriesRefusal (issue 24 item 7: ARCA refuses a voucher dated before its series’ last)', () => {
  it('refuses a date before the series’ latest voucher, naming both dates', () => {
    expect(seriesRefusal(4, '2026-11-18', '2026-11-20')).toBe(
      'Fila 4: la fecha 18/11/2026 es anterior a la del último comprobante del emisor (20/11/2026)',
    );
  });

  it('accepts the same day, a later one, and a series without vouchers', () => {
    expect(seriesRefusal(4, '2026-11-20', '2026-11-20')).toBeNull();
    expect(seriesRefusal(4, '2026-11-21', '2026-11-20')).toBeNull();
    expect(seriesRefusal(4, '2026-11-01', undefined)).toBeNull();
  });

  it('keys a series by issuer CUIT, point of sale and voucher type', () => {
    expect(seriesKey('20111111112', 2, 11)).toBe('20111111112|2|11');
  });
});

describe('assertTransition (batchStatusMachine)', () => {
  it('stages rows and confirms while CARGANDO; a confirmed batch confirms again as it is', () => {
    expect(assertTransition('CARGANDO', 'uploadRows')).toBe('CARGANDO');
    expect(assertTransition('CARGANDO', 'confirm')).toBe('CONFIRMADO');
    expect(assertTransition('CONFIRMADO', 'confirm')).toBe('CONFIRMADO');
  });

  it('refuses rows for a confirmed batch with a 409 in Spanish', () => {
    let refusal: unknown;
    try {
      assertTransition('CONFIRMADO', 'uploadRows');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ServiceError);
    expect(refusal).toMatchObject({
      code: 'conflict',
      message: 'El lote ya fue confirmado: no admite más filas',
    });
  });
});
