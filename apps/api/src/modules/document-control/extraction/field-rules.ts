import { documentKeyOf, normalizeDocumentKey } from '@liqui/domain';
import {
  type FoundValue,
  findCode,
  findCuit,
  findDate,
  findDocumentNumber,
  findName,
  findPlate,
  findText,
  foldText,
} from './normalize-value.js';

/**
 * How the bot finds one key word's value (issue 16 item 4): the labels printed before it (on
 * the same line or the line above; the DNI's English halves last, for when OCR garbles the
 * Spanish one), most specific first (upper-case, without accents; only
 * letters and digits compare, so `N° de licencia:` matches `N DE LICENCIA`), and how the value
 * reads.
 */
export type FieldRule = {
  labels: string[];
  find: (text: string) => FoundValue | null;
  /**
   * When no label leads to a value, the first value of this kind anywhere in the text is taken,
   * with a lower confidence (see `anywhereFactor` in `extract-fields.ts`).
   */
  isSearchedAnywhere: boolean;
};

const expiryLabels = [
  'FECHA DE VENCIMIENTO DATE OF EXPIRY',
  'FECHA DE VENCIMIENTO',
  'FECHA VENCIMIENTO',
  'VENCIMIENTO',
  'VIGENCIA HASTA',
  'VALIDO HASTA',
  'VALIDA HASTA',
  'FECHA DE EXPIRACION',
  'VENCE',
  'HASTA',
  'DATE OF EXPIRY',
];

/**
 * The known key words of spec 03 §3 "Document type" by their normalised key (lower-case, words
 * joined by `_`, accents removed); the aliases the forms use (`expirationDate`,
 * `verificationCode`, `nro_documento`...) are the domain's `documentKeyAliases`, read by
 * `documentKeyOf`. A key word not listed here is read as free text after a label made from the
 * key itself (`numero_tramite` → `NUMERO TRAMITE`).
 */
const rules: Record<string, FieldRule> = {
  numero_documento: {
    labels: [
      'DOCUMENTO DOCUMENT',
      'NUMERO DE DOCUMENTO',
      'NRO DE DOCUMENTO',
      'N DE DOCUMENTO',
      'N DE LICENCIA',
      'NUMERO DE LICENCIA',
      'LICENCIA N',
      'DOCUMENTO',
      'DNI',
    ],
    find: findDocumentNumber,
    isSearchedAnywhere: true,
  },
  apellido: {
    labels: ['APELLIDO SURNAME', 'APELLIDOS', 'APELLIDO', 'SURNAME'],
    find: findName,
    isSearchedAnywhere: false,
  },
  nombre: {
    labels: ['NOMBRE NAME', 'NOMBRES', 'NOMBRE', 'NAME'],
    find: findName,
    isSearchedAnywhere: false,
  },
  fecha_nacimiento: {
    labels: [
      'FECHA DE NACIMIENTO DATE OF BIRTH',
      'FECHA DE NACIMIENTO',
      'FECHA NACIMIENTO',
      'NACIMIENTO',
      'FECHA NAC',
      'DATE OF BIRTH',
    ],
    find: findDate,
    isSearchedAnywhere: false,
  },
  fecha_vencimiento: { labels: expiryLabels, find: findDate, isSearchedAnywhere: false },
  fecha_emision: {
    labels: [
      'FECHA DE EMISION DATE OF ISSUE',
      'FECHA DE EMISION',
      'FECHA DE OTORGAMIENTO',
      'OTORGAMIENTO',
      'EMISION',
      'FECHA DE EXPEDICION',
      'DATE OF ISSUE',
    ],
    find: findDate,
    isSearchedAnywhere: false,
  },
  folio: {
    labels: ['NUMERO DE FOLIO', 'NRO DE FOLIO', 'N DE FOLIO', 'FOLIO'],
    find: findCode,
    isSearchedAnywhere: false,
  },
  codigo_verificacion: {
    labels: [
      'CODIGO DE VERIFICACION',
      'COD DE VERIFICACION',
      'CODIGO VERIFICADOR',
      'CODIGO DE VALIDACION',
      'VERIFICACION',
    ],
    find: findCode,
    isSearchedAnywhere: false,
  },
  poliza: {
    labels: [
      'NUMERO DE POLIZA',
      'NRO DE POLIZA',
      'N DE POLIZA',
      'POLIZA N',
      'POLIZA NRO',
      'POLIZA',
    ],
    find: findCode,
    isSearchedAnywhere: false,
  },
  dominio: { labels: ['DOMINIO', 'PATENTE'], find: findPlate, isSearchedAnywhere: true },
  clase: { labels: ['CLASE', 'CATEGORIA'], find: findCode, isSearchedAnywhere: false },
  cuit: { labels: ['CUIT', 'CUIL'], find: findCuit, isSearchedAnywhere: true },
};

/**
 * A key word as a rule key: `expirationDate` → `expiration_date`, `Número documento` →
 * `numero_documento`. The domain's `normalizeDocumentKey`, the one the document editor's labels
 * use (`documentFieldLabel`), so the bot and the screen read a key word alike.
 */
export const normalizeKey: (key: string) => string = normalizeDocumentKey;

/**
 * The rule for the key word `key`, with `hint` (the key word's value in the type's JSON, when
 * it is a non-empty string) tried as the first label. Unknown keys read free text after a
 * label made of the key's words.
 */
export function ruleForKey(key: string, hint?: string): FieldRule {
  const normalized = normalizeKey(key);
  const known = rules[documentKeyOf(key)];
  const extra = hint && hint.trim() !== '' ? [foldText(hint)] : [];
  if (known) return { ...known, labels: [...extra, ...known.labels] };
  return {
    labels: [...extra, normalized.replace(/_/g, ' ').toUpperCase()],
    find: findText,
    isSearchedAnywhere: false,
  };
}

/** Every label of every known rule (upper-case, no accents): lines made of one of them are labels, not values. */
export const allLabels: string[] = Object.values(rules).flatMap((rule) => rule.labels);
