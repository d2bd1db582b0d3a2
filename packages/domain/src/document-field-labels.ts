/**
 * The words a person reads for a document type's key words (issue 25 item 11: no raw key such as
 * `numero_documento` or `expirationDate` on a screen). A key word is both the storage key of an
 * extracted field (Spec 03 §3 "Document": "Extracted fields are mapped from form labels") and,
 * until now, the document editor's label; the key stays as typed on the wire and in the store,
 * and the editor shows {@link documentFieldLabel} of it.
 *
 * The key words are typed by staff in 'Tipos Documento', so the same field comes in several
 * spellings (`expirationDate`, `fecha_vencimiento`, `Vencimiento`): {@link documentKeyOf} reads
 * each as one canonical key, and the bot's reading rules (the API's `extraction/field-rules.ts`)
 * use the same function, so what the bot reads and what the editor calls it agree.
 */

/**
 * A key word as a canonical key's spelling: camelCase split (`expirationDate` →
 * `expiration_date`), accents removed, anything but letters and digits turned to `_`, trimmed of
 * `_`, lower case (`Número documento` → `numero_documento`).
 */
export function normalizeDocumentKey(keyWord: string): string {
  return keyWord
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .toLowerCase();
}

/**
 * The canonical keys the product knows (the bot's reading rules and Spec 03 §3 "Document":
 * folio, verificationCode, expirationDate, resultado, observacion, apellido, nombre).
 */
export const documentFieldKeys = [
  'numero_documento',
  'apellido',
  'nombre',
  'fecha_nacimiento',
  'fecha_vencimiento',
  'fecha_emision',
  'folio',
  'codigo_verificacion',
  'poliza',
  'dominio',
  'clase',
  'categoria',
  'cuit',
  'resultado',
  'observacion',
] as const;

/** A canonical key of a known document field (see {@link documentFieldKeys}). */
export type DocumentFieldKey = (typeof documentFieldKeys)[number];

/**
 * Other spellings of the known keys, already normalised ({@link normalizeDocumentKey}): the
 * spec's English field names (`expirationDate`, `verificationCode`), the candidate's own
 * (`last_name`, `candidate_number_doc`) and the Spanish variants staff type.
 */
export const documentKeyAliases: Readonly<Record<string, DocumentFieldKey>> = Object.freeze({
  nro_documento: 'numero_documento',
  numero_doc: 'numero_documento',
  nro_doc: 'numero_documento',
  documento: 'numero_documento',
  dni: 'numero_documento',
  numero_dni: 'numero_documento',
  candidate_number_doc: 'numero_documento',
  numero_licencia: 'numero_documento',
  last_name: 'apellido',
  apellidos: 'apellido',
  name: 'nombre',
  nombres: 'nombre',
  birth_date: 'fecha_nacimiento',
  fecha_de_nacimiento: 'fecha_nacimiento',
  expiration_date: 'fecha_vencimiento',
  expirationdate: 'fecha_vencimiento',
  vencimiento: 'fecha_vencimiento',
  fecha_de_vencimiento: 'fecha_vencimiento',
  fecha_expiracion: 'fecha_vencimiento',
  fecha_otorgamiento: 'fecha_emision',
  fecha_de_emision: 'fecha_emision',
  numero_folio: 'folio',
  verification_code: 'codigo_verificacion',
  verificationcode: 'codigo_verificacion',
  codigo_de_verificacion: 'codigo_verificacion',
  codigo: 'codigo_verificacion',
  numero_poliza: 'poliza',
  nro_poliza: 'poliza',
  patente: 'dominio',
  cuil: 'cuit',
  observaciones: 'observacion',
});

/**
 * The canonical key of a key word: its alias target, else its normalised spelling (which is a
 * key the product does not know when it is not in {@link documentFieldKeys}).
 *
 * @example documentKeyOf('expirationDate') === 'fecha_vencimiento'
 */
export function documentKeyOf(keyWord: string): string {
  const normalized = normalizeDocumentKey(keyWord);
  return Object.hasOwn(documentKeyAliases, normalized)
    ? (documentKeyAliases[normalized] as string)
    : normalized;
}

/**
 * The Spanish label of each known document field (ours: the spec names the fields, not their
 * labels).
 */
export const documentFieldLabels: Readonly<Record<DocumentFieldKey, string>> = Object.freeze({
  numero_documento: 'Número de documento',
  apellido: 'Apellido',
  nombre: 'Nombre',
  fecha_nacimiento: 'Fecha de nacimiento',
  fecha_vencimiento: 'Fecha de vencimiento',
  fecha_emision: 'Fecha de emisión',
  folio: 'Folio',
  codigo_verificacion: 'Código de verificación',
  poliza: 'Póliza',
  dominio: 'Dominio',
  clase: 'Clase',
  categoria: 'Categoría',
  cuit: 'CUIT',
  resultado: 'Resultado',
  observacion: 'Observación',
});

/**
 * The label a person reads for a key word: the Spanish label of its known field
 * (`numero_documento`, `expirationDate` → 'Número de documento', 'Fecha de vencimiento');
 * otherwise the key word as staff typed it, its `_` read as spaces and its first letter upper
 * case (`seguro_flota` → 'Seguro flota'), since only its author knows what it names.
 */
export function documentFieldLabel(keyWord: string): string {
  const key = documentKeyOf(keyWord);
  if (Object.hasOwn(documentFieldLabels, key)) {
    return documentFieldLabels[key as DocumentFieldKey];
  }
  const words = keyWord.replace(/_+/g, ' ').replace(/\s+/g, ' ').trim();
  return words === '' ? keyWord : `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}
