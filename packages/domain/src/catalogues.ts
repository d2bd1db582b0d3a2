import afipCodes from './catalogues/afip-codes.json';

/**
 * One entry of a code table: the code ARCA (ex AFIP) uses on the wire and its description.
 * Ids are numbers in every table except {@link currencies}, whose ids are strings ('PES', '060').
 */
export type CatalogueEntry<Id extends number | string = number | string> = {
  readonly id: Id;
  readonly desc: string;
};

function freezeEntries<Id extends number | string>(
  items: readonly { id: Id; desc: string | null }[],
): readonly CatalogueEntry<Id>[] {
  return Object.freeze(items.map(({ id, desc }) => Object.freeze({ id, desc: desc ?? '' })));
}

/**
 * ARCA document types (WSFEv1 FEParamGetTiposDoc, homologation 2026-02-22): 36 entries, e.g.
 * 80 'CUIT', 86 'CUIL', 96 'DNI', 94 'Pasaporte', 0–24 provincial identity cards ('CI …'),
 * 99 'Doc. (Otro)' (used with number 0 for an unidentified final consumer). Source order.
 * Spec 02 §3 uses four of them; see `invoiceDocumentTypes`.
 */
export const documentTypes: readonly CatalogueEntry<number>[] = freezeEntries(
  afipCodes.documentTypes.items,
);

/**
 * ARCA voucher types (WSFEv1 FEParamGetTiposCbte, homologation 2026-02-23): 36 entries, e.g.
 * 11 'Factura C', 12 'Nota de Débito C', 13 'Nota de Crédito C', 15 'Recibo C'. Monotributistas
 * issue class C (Spec 02 §3; see `invoiceVoucherTypes`). Source order.
 */
export const voucherTypes: readonly CatalogueEntry<number>[] = freezeEntries(
  afipCodes.voucherTypes.items,
);

/**
 * ARCA invoice concepts (WSFEv1 FEParamGetTiposConcepto): 1 'Producto', 2 'Servicios',
 * 3 'Productos y Servicios' (Spec 02 §3 "Concept"). Concepts 2 and 3 need the service period and
 * payment due date (Spec 02 §5).
 */
export const concepts: readonly CatalogueEntry<number>[] = freezeEntries(afipCodes.concepts.items);

/**
 * ARCA currencies (WSFEv1 FEParamGetTiposMonedas, homologation 2026-02-22): 49 entries with
 * string ids, e.g. 'PES' 'Pesos Argentinos', 'DOL' 'Dólar Estadounidense', '060' 'Euro',
 * '012' 'Real'. Spec 02 §3 offers a subset; see `invoiceCurrencies`.
 */
export const currencies: readonly CatalogueEntry<string>[] = freezeEntries(
  afipCodes.currencies.items,
);

/**
 * ARCA IVA conditions of the receiver (WSFEv1 FEParamGetCondicionIvaReceptor, RG 5616/2024;
 * homologation 2026-02-23): 11 entries, e.g. 1 'IVA Responsable Inscripto',
 * 6 'Responsable Monotributo', 5 'Consumidor Final'. Source order.
 */
export const ivaReceptorConditions: readonly CatalogueEntry<number>[] = freezeEntries(
  afipCodes.ivaReceptorConditions.items,
);

/**
 * ARCA units of measure (WSMTXCA consultarUnidadesMedida, homologation 2021-06-20): 48 entries
 * coded 0 to 99, e.g. 1 'kilogramos', 7 'unidades' (the invoice item default, Spec 02 §3).
 * Id 0 comes back from ARCA with a blank description: it is kept, with `desc` `''`
 * (SOURCES finding 3). 98 and 99 are both 'otras unidades', as ARCA returns them.
 */
export const unitsOfMeasure: readonly CatalogueEntry<number>[] = freezeEntries(
  afipCodes.unitsOfMeasure.items,
);

/**
 * The 24 Argentine jurisdictions with ARCA's codes (padrón PROVINCIAS, cross-checked with WSCPE):
 * ids 0 to 24 without 15, 23 'SANTA CRUZ' and 24 'TIERRA DEL FUEGO' (SOURCES finding 2). `desc` is
 * the upper-case name (e.g. 0 'CIUDAD AUTONOMA BUENOS AIRES', 3 'CORDOBA'), the value the user
 * record's `provincia` holds (Spec 02 §3 "24 provinces (uppercase values)", 03 §3).
 */
export const provinces: readonly CatalogueEntry<number>[] = freezeEntries(
  afipCodes.provinces.items,
);

/**
 * Finds the entry of a code in a catalogue.
 *
 * @param catalogue - one of the catalogues of this module (or any {@link CatalogueEntry} list).
 * @param id - the code; compared strictly (currency ids are strings: '060', not 60).
 * @returns the entry, or `undefined` when the code is not in the catalogue.
 */
export function findCatalogueEntry<Id extends number | string>(
  catalogue: readonly CatalogueEntry<Id>[],
  id: Id,
): CatalogueEntry<Id> | undefined {
  return catalogue.find((entry) => entry.id === id);
}
