import { describe, expect, it } from 'vitest';
import { routeTable } from './route-guard';
import { estadosPago, estadosUsuario } from './statuses';
import { decideTaxpayerGating, gatedMenuKeys, gatedPaths } from './taxpayer-gating';

describe('decideTaxpayerGating (Spec 02 §2 menu gating)', () => {
  it('leaves everything open for an ACTIVO user with an ACTIVO or trial payment', () => {
    for (const estado_pago of ['ACTIVO', 'ACTIVO_PRUEBA', 'POR_VENCER']) {
      const gating = decideTaxpayerGating({ estado_pago, estado_usuario: 'ACTIVO' });
      expect(gating).toEqual({
        isGated: false,
        disabledMenuKeys: [],
        redirectsHome: false,
        reason: null,
      });
    }
  });

  it.each(['PAGO_EN_PROCESO', 'VENCIDO', 'INACTIVO'])('gates payment status %s', (estado_pago) => {
    const gating = decideTaxpayerGating({ estado_pago, estado_usuario: 'ACTIVO' });
    expect(gating.isGated).toBe(true);
    expect(gating.disabledMenuKeys).toEqual([
      'facturar',
      'facturas-emitidas',
      'impuestos',
      'pago-servicios',
    ]);
    expect(gating.reason).toEqual({ kind: 'estado_pago', value: estado_pago });
    expect(gating.redirectsHome).toBe(false);
  });

  it.each(['BAJA', 'BAJA_PROGRAMADA', 'BLOQUEADO', 'INCOMPLETO', 'PENDIENTE_REVISION', 'INACTIVO'])(
    'gates user status %s',
    (estado_usuario) => {
      const gating = decideTaxpayerGating({ estado_pago: 'ACTIVO', estado_usuario });
      expect(gating.isGated).toBe(true);
      expect(gating.reason).toEqual({ kind: 'estado_usuario', value: estado_usuario });
    },
  );

  it('sends only INACTIVO and INCOMPLETO users home from the gated pages', () => {
    const redirected = estadosUsuario.filter(
      (estado_usuario) =>
        decideTaxpayerGating({ estado_pago: 'ACTIVO', estado_usuario }).redirectsHome,
    );
    expect(redirected).toEqual(['INCOMPLETO', 'INACTIVO']);
  });

  it('names the payment status first when both statuses gate', () => {
    expect(
      decideTaxpayerGating({ estado_pago: 'VENCIDO', estado_usuario: 'BLOQUEADO' }).reason,
    ).toEqual({ kind: 'estado_pago', value: 'VENCIDO' });
  });

  it('treats missing or unknown statuses as not gating', () => {
    expect(decideTaxpayerGating({}).isGated).toBe(false);
    expect(decideTaxpayerGating({ estado_pago: null, estado_usuario: null }).isGated).toBe(false);
    expect(decideTaxpayerGating({ estado_pago: 'SOMETHING_ELSE' }).isGated).toBe(false);
  });

  it('gates exactly the spec statuses over every combination', () => {
    const gatingPago = new Set(['PAGO_EN_PROCESO', 'VENCIDO', 'INACTIVO']);
    const gatingUsuario = new Set([
      'BAJA',
      'BAJA_PROGRAMADA',
      'BLOQUEADO',
      'INCOMPLETO',
      'PENDIENTE_REVISION',
      'INACTIVO',
    ]);
    for (const estado_pago of estadosPago) {
      for (const estado_usuario of estadosUsuario) {
        expect(decideTaxpayerGating({ estado_pago, estado_usuario }).isGated).toBe(
          gatingPago.has(estado_pago) || gatingUsuario.has(estado_usuario),
        );
      }
    }
  });

  it('names gated paths and menu keys that exist in the route table', () => {
    const paths = new Set(routeTable.map((route) => route.path));
    for (const path of gatedPaths) expect(paths.has(path)).toBe(true);
    expect(new Set(gatedMenuKeys).size).toBe(4);
  });
});
