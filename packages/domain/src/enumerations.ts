import type { CatalogueEntry } from './catalogues';

/**
 * The invoice wizard's voucher types, class C (Spec 02 §3 "Enumerations", §5: default 11; 12 and
 * 13 need an associated voucher). The single list of these ids: the invoice's `VoucherType`
 * struct takes its ids from here. Descriptions are ARCA's, equal to `voucherTypes`: the spec
 * writes 15 as 'Recibos C', ARCA's table says 'Recibo C', and we follow ARCA (the voucher's
 * legal name).
 */
export const invoiceVoucherTypes = Object.freeze([
  { id: 11, desc: 'Factura C' },
  { id: 12, desc: 'Nota de Débito C' },
  { id: 13, desc: 'Nota de Crédito C' },
  { id: 15, desc: 'Recibo C' },
] as const satisfies readonly CatalogueEntry<number>[]);

/**
 * The receiver document types of the invoice wizard and the verification form (Spec 02 §3, §5;
 * 03 §3), with the spec's labels: 80 'CUIT', 96 'DNI', 94 'Pasaporte', 99 'No informa'. The ids
 * are ARCA's (`documentTypes`); 99 is ARCA's 'Doc. (Otro)', labelled as the spec does.
 * 99 means no number (sent as 0); 80 is validated as a CUIT, 96 as a DNI. The single list of
 * these ids: the invoice's `ReceiverDocumentType` struct takes its ids from here.
 */
export const invoiceDocumentTypes = Object.freeze([
  { id: 80, desc: 'CUIT' },
  { id: 96, desc: 'DNI' },
  { id: 94, desc: 'Pasaporte' },
  { id: 99, desc: 'No informa' },
] as const satisfies readonly CatalogueEntry<number>[]);

/**
 * The currencies the invoice wizard offers, in the spec's order (Spec 02 §3: PES, DOL, 060, 012,
 * then 031, 033, 032, 023, 035, 010, 011, 029, 046, 019, 064), with ARCA's descriptions
 * (`currencies`). Default 'PES' (Spec 02 §5). The single list of these codes: the invoice's
 * `Moneda` struct takes its ids from here.
 */
export const invoiceCurrencies = Object.freeze([
  { id: 'PES', desc: 'Pesos Argentinos' },
  { id: 'DOL', desc: 'Dólar Estadounidense' },
  { id: '060', desc: 'Euro' },
  { id: '012', desc: 'Real' },
  { id: '031', desc: 'Peso Boliviano' },
  { id: '033', desc: 'Peso Chileno' },
  { id: '032', desc: 'Peso Colombiano' },
  { id: '023', desc: 'Bolívar Venezolano' },
  { id: '035', desc: 'Nuevo Sol Peruano' },
  { id: '010', desc: 'Pesos Mejicanos' },
  { id: '011', desc: 'Pesos Uruguayos' },
  { id: '029', desc: 'Güaraní' },
  { id: '046', desc: 'Libra Egipcia' },
  { id: '019', desc: 'Yens' },
  { id: '064', desc: 'Yuan (Rep. Pop. China)' },
] as const satisfies readonly CatalogueEntry<string>[]);

/**
 * The receiver's kind of taxpayer (Spec 02 §3 "Taxpayer kinds"; default
 * 'iva-responsable-inscripto' in the wizard and the batch form, Spec 02 §5, 03 §5): the wire
 * value `tipoResponsable` (`id`), an es-AR label (ARCA's names of the IVA conditions; the spec
 * gives only the wire values) and the ARCA IVA-receptor condition each maps to:
 * 5 Consumidor Final, 1 IVA Responsable Inscripto, 4 IVA Sujeto Exento, 13 Monotributista Social,
 * 6 Responsable Monotributo. The single list of these wire values: the invoice's
 * `TipoResponsable` struct takes its ids from here.
 */
export const tiposResponsable = Object.freeze([
  { id: 'consumidor-final', desc: 'Consumidor Final', ivaReceptorConditionId: 5 },
  { id: 'iva-responsable-inscripto', desc: 'IVA Responsable Inscripto', ivaReceptorConditionId: 1 },
  { id: 'iva-sujeto-exento', desc: 'IVA Sujeto Exento', ivaReceptorConditionId: 4 },
  { id: 'monotributista-social', desc: 'Monotributista Social', ivaReceptorConditionId: 13 },
  { id: 'responsable-monotributo', desc: 'Responsable Monotributo', ivaReceptorConditionId: 6 },
] as const satisfies readonly (CatalogueEntry<string> & {
  readonly ivaReceptorConditionId: number;
})[]);

/** One {@link tiposResponsable} entry: wire value, label and ARCA's IVA condition code. */
export type TipoResponsableEntry = CatalogueEntry<(typeof tiposResponsable)[number]['id']> & {
  /** The matching `ivaReceptorConditions` id (CondicionIVAReceptorId, RG 5616/2024). */
  readonly ivaReceptorConditionId: number;
};

/**
 * The invoice's payment forms `formaDePago` (Spec 02 §3 "Payment forms"; default
 * 'cuenta-corriente', §5): the wire value (`id`) and an es-AR label. The spec gives only the wire
 * values: the labels are ours. The single list of these wire values: the invoice's `FormaDePago`
 * struct takes its ids from here.
 */
export const formasDePago = Object.freeze([
  { id: 'contado', desc: 'Contado' },
  { id: 'cuenta-corriente', desc: 'Cuenta corriente' },
  { id: 'tarjeta-credito', desc: 'Tarjeta de crédito' },
  { id: 'tarjeta-debito', desc: 'Tarjeta de débito' },
  { id: 'transferencia-bancaria', desc: 'Transferencia bancaria' },
  { id: '10-dias', desc: '10 días' },
  { id: '15-dias', desc: '15 días' },
  { id: '20-dias', desc: '20 días' },
  { id: '30-dias', desc: '30 días' },
  { id: '45-dias', desc: '45 días' },
  { id: '60-dias', desc: '60 días' },
  { id: '90-dias', desc: '90 días' },
] as const satisfies readonly CatalogueEntry<string>[]);

/**
 * The phone prefixes offered at sign-up, in the spec's order (Spec 01 §2.8, §9), with the
 * country in Spanish: +54 Argentina (default), +55 Brasil, +598 Uruguay, +56 Chile,
 * +595 Paraguay. `phone_number` is the prefix followed by the number (Spec 01 §3).
 */
export const phonePrefixes = Object.freeze([
  { id: '+54', desc: 'Argentina' },
  { id: '+55', desc: 'Brasil' },
  { id: '+598', desc: 'Uruguay' },
  { id: '+56', desc: 'Chile' },
  { id: '+595', desc: 'Paraguay' },
] as const satisfies readonly CatalogueEntry<string>[]);

/** A phone prefix offered at sign-up (Spec 01 §9); see {@link phonePrefixes}. */
export type PhonePrefix = (typeof phonePrefixes)[number]['id'];

/** The sign-up form's default phone prefix: Argentina (Spec 01 §9). */
export const defaultPhonePrefix: PhonePrefix = '+54';

/**
 * The responsive breakpoints, minimum viewport widths in CSS pixels (Spec 01 §9, 03 §9):
 * xs 480, sm 576, md 768, lg 992, xl 1200, xxl 1600.
 */
export const breakpoints = Object.freeze({
  xs: 480,
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
  xxl: 1600,
} as const);

/** A breakpoint name; see {@link breakpoints}. */
export type Breakpoint = keyof typeof breakpoints;
