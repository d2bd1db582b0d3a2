import { describe, expect, it } from 'vitest';
import { isGatedPath } from './user-layout';

describe('isGatedPath (Spec 02 §2 redirects to / for INACTIVO and INCOMPLETO users)', () => {
  it('matches invoicing, issued invoices, invoice view, taxes and payment services', () => {
    for (const path of [
      '/facturar',
      '/facturas-emitidas',
      '/visualizar-factura/abc-123',
      '/impuestos',
      '/pago-servicios',
    ]) {
      expect(isGatedPath(path), path).toBe(true);
    }
  });
  it('leaves the home, the account, the plan and other paths alone', () => {
    for (const path of ['/', '/home', '/mp', '/micuenta', '/mejorar-plan', '/visualizar-factura']) {
      expect(isGatedPath(path), path).toBe(false);
    }
  });
});
