/**
 * Sample values for the tests of the invoice rules. Not exported from the package.
 */
import type { InvoiceDraft, InvoiceItem } from './entities/invoice';
import type { ValidationError } from './result';
import type { InvoiceRuleContext } from './validate-invoice-step1';

/** Today 2026-11-20 and the spec's default final-consumer limit, ARS 10000. */
export const context: InvoiceRuleContext = { today: '2026-11-20', maximoConsFinal: 10000 };

/** One hour of fees at ARS 1500. */
export const item: InvoiceItem = {
  codigo: '1',
  concepto: 'Honorarios',
  unidad: 7,
  cantidad: 1,
  precio: 1500,
};

/** A valid Factura C for services to an IVA-registered receiver (the wizard's defaults). */
export const draft: InvoiceDraft = {
  tipoDeComprobante: 11,
  tipoResponsable: 'iva-responsable-inscripto',
  fecha: '2026-11-20',
  tipoDocumento: 80,
  nroDocumento: '20-11111111-2',
  razonSocialCliente: ' Cliente SA ',
  domicilioComercialCliente: 'Av. Siempre Viva 742',
  formaDePago: 'cuenta-corriente',
  moneda: 'PES',
  concepto: 2,
  desde: '2026-11-01',
  hasta: '2026-11-30',
  vencimientoPago: '2026-11-20',
  items: [item],
  importeTotal: 1,
};

/** A final consumer without a document, as the wizard sends it with an empty DNI. */
export const finalConsumer: InvoiceDraft = {
  ...draft,
  tipoResponsable: 'consumidor-final',
  tipoDocumento: 96,
  nroDocumento: '',
  razonSocialCliente: null,
  domicilioComercialCliente: null,
};

/** The errors of `errors` on one path, as `code: message`. */
export function on(errors: readonly ValidationError[], path: string): string[] {
  return errors.filter((error) => error.path === path).map((e) => `${e.code}: ${e.message}`);
}
