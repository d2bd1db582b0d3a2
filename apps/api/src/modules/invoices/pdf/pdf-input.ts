import type { Invoice } from '@liqui/domain';

/*
 * The input of the printed voucher, apart from `invoice-pdf.ts` so the section drawers
 * (`draw-*.ts`, `pdf-text.ts`, `number-pages.ts`) read its type without importing the renderer
 * back.
 */

/**
 * The issuer of the voucher (the monotributista), from the user record (Spec 02 §3 "User (me)"):
 *
 * - `razonSocial`, or `nombre` and `apellido` when there is no razón social (the printed name is
 *   the razón social when present, else "nombre apellido");
 * - `cuit`: 11 digits (dashes allowed);
 * - `domicilio`: the domicilio comercial, printed in full (wrapped over as many lines as it needs);
 * - `condicionIva`: the IVA condition legend (RG 1415 Anexo II A.I.a.5), default
 *   'Responsable Monotributo';
 * - `iibb`: the Ingresos Brutos number or condition ('Exento', 'Convenio Multilateral ...'),
 *   printed as given; missing → the CUIT (`iibbLegend` of `@liqui/domain`);
 * - `inicioActividad`: "Inicio de actividades" date `YYYY-MM-DD`; missing → '-'.
 */
export type InvoicePdfIssuer = {
  razonSocial?: string | null;
  nombre?: string | null;
  apellido?: string | null;
  cuit: string;
  domicilio?: string | null;
  condicionIva?: string;
  iibb?: string | null;
  inicioActividad?: string | null;
};

/**
 * What `renderInvoicePdf` (invoice-pdf.ts) prints: the `invoice` (the `Invoice` of `@liqui/domain`: items,
 * amounts in ARS, receiver, dates `YYYY-MM-DD`, `nroDeComprobante`, `cae`, `fechaVencimientoCae`,
 * `tipoDeComprobante`, `puntoVenta`, associated voucher), its `issuer`
 * ({@link InvoicePdfIssuer}) and `cotizacion`, the exchange rate sent to ARCA as `MonCotiz`
 * (decimal text; default `'1'`, right for PES; pass the rate used for a foreign currency so the
 * QR carries it).
 */
export type InvoicePdfInput = {
  invoice: Invoice;
  issuer: InvoicePdfIssuer;
  cotizacion?: string;
};
