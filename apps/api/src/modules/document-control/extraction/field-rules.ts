import {
  documentKeyOf,
  documentLabelSynonyms,
  labelSynonymsOf,
  normalizeDocumentKey,
} from '@liqui/domain';
import {
  type FoundValue,
  findCode,
  findCuit,
  findDate,
  findDocumentNumber,
  findLicenceClass,
  findName,
  findPlate,
  findText,
} from './normalize-value.js';

/**
 * How the bot finds one key word's value (issue 16 item 4): the labels printed before it (on
 * the same line, the next column or the line below), most specific first, and how the value
 * reads. The labels are the domain's one table (`labelSynonymsOf` of `@liqui/domain`, issue 27
 * item 4), after the synonyms the document type gives the key word in 'Tipos Documento'; they
 * compare upper case, without accents, only letters and digits (`N° de licencia:` is
 * `N DE LICENCIA`).
 */
export type FieldRule = {
  labels: string[];
  find: (text: string) => FoundValue | null;
  /**
   * When no label leads to a value, the first value of this kind anywhere in the text is taken,
   * with a lower confidence (see `anywhereFactor` in `extract-fields.ts`).
   */
  isSearchedAnywhere: boolean;
  /**
   * For a date searched anywhere: which of the plausible dates in the text is taken (a birth is
   * the earliest date of a card, an expiry the latest), instead of the first.
   */
  pickAnywhere?: 'earliest' | 'latest';
};

/**
 * How each known key word's value reads, by its canonical key (`documentKeyOf` of the domain:
 * `expirationDate` → `fecha_vencimiento`, `nro_documento` → `numero_documento`). A key word not
 * listed here is read as free text after its labels.
 */
const readers: Record<string, Omit<FieldRule, 'labels'>> = {
  numero_documento: { find: findDocumentNumber, isSearchedAnywhere: true },
  apellido: { find: findName, isSearchedAnywhere: false },
  nombre: { find: findName, isSearchedAnywhere: false },
  // Without their label (too small to read on a 150-dpi scan), a birth is the earliest plausible
  // date and an expiry the latest: never trusted (`anywhereFactor`), but the desk finds it filled.
  fecha_nacimiento: { find: findDate, isSearchedAnywhere: true, pickAnywhere: 'earliest' },
  fecha_vencimiento: { find: findDate, isSearchedAnywhere: true, pickAnywhere: 'latest' },
  fecha_emision: { find: findDate, isSearchedAnywhere: false },
  folio: { find: findCode, isSearchedAnywhere: false },
  codigo_verificacion: { find: findCode, isSearchedAnywhere: false },
  poliza: { find: findCode, isSearchedAnywhere: false },
  dominio: { find: findPlate, isSearchedAnywhere: true },
  // A licence class is one letter and up to three digits ('Clase: B1', issue 27 item 4).
  clase: { find: findLicenceClass, isSearchedAnywhere: true },
  categoria: { find: findLicenceClass, isSearchedAnywhere: true },
  cuit: { find: findCuit, isSearchedAnywhere: true },
};

/**
 * A key word as a rule key: `expirationDate` → `expiration_date`, `Número documento` →
 * `numero_documento`. The domain's `normalizeDocumentKey`, the one the document editor's labels
 * use (`documentFieldLabel`), so the bot and the screen read a key word alike.
 */
export const normalizeKey: (key: string) => string = normalizeDocumentKey;

/**
 * The rule for the key word `key`: the synonyms `value` names (the key word's value in the type's
 * `key_words` JSON: 'Clase, Categoría') tried first, then the domain's table
 * (`labelSynonymsOf`); unknown keys read free text after a label made of the key's words.
 */
export function ruleForKey(key: string, value?: unknown): FieldRule {
  const reader = readers[documentKeyOf(key)] ?? { find: findText, isSearchedAnywhere: false };
  return { labels: labelSynonymsOf(key, value), ...reader };
}

/** Every label of every known key word (upper case, no accents): a segment starting with one is a label, not a value. */
export const allLabels: string[] = [...new Set(Object.values(documentLabelSynonyms).flat())];
