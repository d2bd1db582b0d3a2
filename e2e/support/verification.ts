import type { Invoice } from '@liqui/domain';
import { expect } from '@playwright/test';
import { demoTaxpayer, taxpayerApi } from './invoices';

/**
 * The invoice verification journeys' vouchers (Spec 03 §2, §5, §7): the demo taxpayer's emitted
 * vouchers, which the ARCA simulator authorized when the demo history was seeded, and their ten
 * verification fields. Shared by `verification.spec.ts` and `real-world-verification.spec.ts`.
 */

/** The demo taxpayer's EMITTED vouchers (with CAE and number), newest first. */
export async function emittedVouchers(baseUrl: string): Promise<Invoice[]> {
  const api = await taxpayerApi(baseUrl);
  const page = await api.call('listInvoices', { query: { limit: 200 } });
  const emitted = page.invoices.filter(
    (invoice) => invoice.estado === 'EMITTED' && invoice.cae && invoice.nroDeComprobante,
  );
  expect(emitted.length).toBeGreaterThan(0);
  return emitted;
}

/** The ten verification fields of a voucher, as the CSV and the form take them (`total` in ARS). */
export function fieldsOf(invoice: Invoice, total: number | string = invoice.importeTotal) {
  return {
    cbte_modo: 'CAE',
    cuit_emisor: demoTaxpayer.cuit,
    cbte_tipo: String(invoice.tipoDeComprobante),
    pto_vta: String(invoice.puntoVenta ?? demoTaxpayer.puntoVenta),
    cbte_nro: String(invoice.nroDeComprobante),
    cbte_fch: invoice.fecha,
    imp_total: String(total),
    cod_autorizacion: invoice.cae ?? '',
    doc_tipo_receptor: String(invoice.tipoDocumento),
    doc_nro_receptor: invoice.nroDocumento,
  };
}

/**
 * Another total for a voucher: 1.000 pesos more (ARCA, and the simulator, tolerate a difference
 * of up to 1 peso or 0.01 %).
 */
export function alteredTotal(invoice: Invoice): number {
  return (Math.round(invoice.importeTotal * 100) + 100_000) / 100;
}
