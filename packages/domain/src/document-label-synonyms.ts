/**
 * The words documents print before the values the extraction bot reads (issue 27 item 4: "labels
 * as documents print them"): ONE table of label synonyms per known key word, the words documents
 * print that are never a person's name, and the synonyms a document type adds to a key word in
 * 'Tipos Documento' (its value in the type's `key_words` JSON). The API's reading rules
 * (`extraction/field-rules.ts`) and the admin form (`/document-types`) both read them here.
 *
 * Labels are written as the bot compares them: upper case, without accents, only letters and
 * digits, words separated by one space (`'Fecha de Nac.:'` is `FECHA DE NAC`, `'N° de licencia'`
 * is `N DE LICENCIA`, `'Apellido/s'` is `APELLIDO S`). Most specific first: the bot tries them in
 * this order.
 */
import { type DocumentFieldKey, documentKeyOf } from './document-field-labels';

/** The labels of a licence class, printed 'Clase' or 'Categoría' (issue 27 item 4). */
const licenceClassLabels = ['CLASE S', 'CLASES', 'CLASE', 'CATEGORIAS', 'CATEGORIA'] as const;

/**
 * The label synonyms of each known key word (see the module's TSDoc). Sources: the Argentine DNI
 * (bilingual labels 'Apellido / Surname'), the Licencia Nacional de Conducir ('N° de licencia',
 * 'Clase', 'Otorgamiento', 'Vence', 'Fecha de Nac.'), insurance certificates ('Póliza N°',
 * 'Dominio' / 'Patente', 'Vigencia hasta') and the certificate of criminal record ('Folio',
 * 'Código de verificación'). `resultado` and `observacion` are the desk's own fields: never read.
 */
export const documentLabelSynonyms: Readonly<Record<DocumentFieldKey, readonly string[]>> =
  Object.freeze({
    numero_documento: [
      'DOCUMENTO DOCUMENT',
      'NUMERO DE DOCUMENTO',
      'NRO DE DOCUMENTO',
      'N DE DOCUMENTO',
      'N DOCUMENTO',
      'N DE LICENCIA',
      'NUMERO DE LICENCIA',
      'LICENCIA N',
      'DOCUMENTO',
      'DNI',
    ],
    apellido: ['APELLIDO SURNAME', 'APELLIDO S', 'APELLIDOS', 'APELLIDO', 'SURNAME'],
    nombre: ['NOMBRE NAME', 'NOMBRE S', 'NOMBRES', 'NOMBRE', 'NAME'],
    fecha_nacimiento: [
      'FECHA DE NACIMIENTO DATE OF BIRTH',
      'FECHA DE NACIMIENTO',
      'FECHA NACIMIENTO',
      'F DE NACIMIENTO',
      'F NACIMIENTO',
      'FECHA DE NAC',
      'FECHA NAC',
      'F NAC',
      'NACIMIENTO',
      'DATE OF BIRTH',
    ],
    fecha_vencimiento: [
      'FECHA DE VENCIMIENTO DATE OF EXPIRY',
      'FECHA DE VENCIMIENTO',
      'FECHA VENCIMIENTO',
      'FECHA DE VTO',
      'VENCIMIENTO',
      'VIGENCIA HASTA',
      'VALIDO HASTA',
      'VALIDA HASTA',
      'FECHA DE EXPIRACION',
      'VENCE',
      'VTO',
      'HASTA',
      'DATE OF EXPIRY',
    ],
    fecha_emision: [
      'FECHA DE EMISION DATE OF ISSUE',
      'FECHA DE EMISION',
      'FECHA DE OTORGAMIENTO',
      'OTORGAMIENTO',
      'OTORGADA',
      'EMISION',
      'FECHA DE EXPEDICION',
      'VIGENCIA DESDE',
      'DATE OF ISSUE',
    ],
    folio: ['NUMERO DE FOLIO', 'NRO DE FOLIO', 'N DE FOLIO', 'FOLIO N', 'FOLIO'],
    codigo_verificacion: [
      'CODIGO DE VERIFICACION',
      'COD DE VERIFICACION',
      'CODIGO VERIFICADOR',
      'CODIGO DE VALIDACION',
      'VERIFICACION',
    ],
    poliza: [
      'NUMERO DE POLIZA',
      'NRO DE POLIZA',
      'N DE POLIZA',
      'POLIZA N',
      'POLIZA NRO',
      'POLIZA',
    ],
    dominio: ['DOMINIO', 'PATENTE'],
    clase: licenceClassLabels,
    categoria: licenceClassLabels,
    cuit: ['CUIT', 'CUIL'],
    resultado: [],
    observacion: [],
  });

/**
 * Words documents print that are never a person's name: the headers and the labels of fields the
 * bot does not read (sex, nationality, address, the licence's issuing agency...). With the words
 * of every label above they make {@link isDocumentLabelWord}. 'VIAL' and 'CONDUCIR' came out as a
 * surname of a rotated licence in issue 27.
 */
export const documentPrintedWords: readonly string[] = Object.freeze([
  'REPUBLICA',
  'ARGENTINA',
  'MERCOSUR',
  'REGISTRO',
  'NACIONAL',
  'PERSONAS',
  'MINISTERIO',
  'INTERIOR',
  'IDENTIDAD',
  'IDENTIFICACION',
  'LICENCIA',
  'CONDUCIR',
  'CONDUCTOR',
  'AGENCIA',
  'SEGURIDAD',
  'VIAL',
  'OTORGADA',
  'DOMICILIO',
  'DIRECCION',
  'SEXO',
  'SEX',
  'NACIONALIDAD',
  'NATIONALITY',
  'FIRMA',
  'TITULAR',
  'TRAMITE',
  'EJEMPLAR',
  'FECHA',
  'DATE',
  'BIRTH',
  'EXPIRY',
  'ISSUE',
  'CERTIFICADO',
  'ASEGURADO',
  'VIGENCIA',
  'DESDE',
  'COBERTURA',
  'SEGURO',
  'ANTECEDENTES',
  'REINCIDENCIA',
  'PROVINCIA',
  'MUNICIPALIDAD',
]);

/** Words of labels that are also parts of names or too short to tell ('DE', 'LA', 'N', 'S'). */
const connectingWords = new Set(['DE', 'DEL', 'LA', 'LAS', 'LOS', 'EL', 'Y', 'OF', 'N', 'S', 'F']);

/** `text` upper case, without accents, only letters and digits, one space between words. */
export function foldLabel(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

const labelWords: ReadonlySet<string> = new Set(
  [...Object.values(documentLabelSynonyms).flat(), ...documentPrintedWords]
    .flatMap((label) => foldLabel(label).split(' '))
    .filter((word) => word.length > 1 && !connectingWords.has(word)),
);

/**
 * Whether `word` is a word documents print as a label or header (any document type: 'APELLIDO',
 * 'NOMBRE', 'FECHA', 'NACIMIENTO', 'CONDUCIR', 'VIAL', 'OTORGADA', 'CLASE'...), compared upper
 * case and without accents. Connecting words ('DE', 'LA', 'Y') are not label words: names have
 * them too. Issue 27 item 1: a name holding one is not trusted.
 */
export function isDocumentLabelWord(word: string): boolean {
  return labelWords.has(foldLabel(word));
}

/** Every label word (see {@link isDocumentLabelWord}), for readers that compare with OCR slips. */
export function documentLabelWords(): readonly string[] {
  return [...labelWords];
}

/**
 * The synonyms a document type gives a key word: the key word's value in the type's `key_words`
 * JSON, as written in 'Tipos Documento' (Liqui decision; Spec 03 §3 "Document type" leaves the
 * values open): labels separated by commas or semicolons (`'Clase, Categoría'`), or a JSON array
 * of them; an empty value or any other JSON value gives none. Each is folded ({@link foldLabel}).
 */
export function keyWordSynonymsOf(value: unknown): string[] {
  const items = Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : typeof value === 'string'
      ? value.split(/[,;\n]/)
      : [];
  const folded = items.map(foldLabel).filter((label) => label !== '');
  return [...new Set(folded)];
}

/**
 * The labels the bot looks for before a key word's value, in order: the type's own synonyms
 * first ({@link keyWordSynonymsOf} of `value`), then the table's for the key word's known field
 * (`documentKeyOf`: `expirationDate` → `fecha_vencimiento`, `categoria` → 'CLASE', 'CATEGORIA'...),
 * or, for a key word the product does not know, the key word itself as a label
 * (`numero_tramite` → `NUMERO TRAMITE`).
 *
 * @param keyWord a key of the type's `key_words`.
 * @param value its value in the type's `key_words` (the synonyms typed in the admin form).
 */
export function labelSynonymsOf(keyWord: string, value?: unknown): string[] {
  const own = keyWordSynonymsOf(value);
  const key = documentKeyOf(keyWord);
  const known = Object.hasOwn(documentLabelSynonyms, key)
    ? documentLabelSynonyms[key as DocumentFieldKey]
    : [foldLabel(key.replace(/_/g, ' '))];
  return [...new Set([...own, ...known])];
}

/**
 * The synonyms of each key word of a type's `key_words` JSON text, by key word (empty arrays for
 * key words without any); `{}` for a text that is not a JSON object.
 */
export function keyWordSynonymsByKey(keyWords: string): Record<string, string[]> {
  try {
    const parsed: unknown = JSON.parse(keyWords);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).map(([keyWord, value]) => [keyWord, keyWordSynonymsOf(value)]),
    );
  } catch {
    return {};
  }
}

/**
 * A type's `key_words` JSON text from the admin form's key words and the synonyms typed for each
 * (`[{ keyWord: 'categoria', synonyms: 'Clase, Categoría' }]` → `{"categoria":"Clase, Categoría"}`),
 * in the form's order; a key word without synonyms keeps the empty value the form always sent.
 */
export function encodeKeyWords(
  entries: ReadonlyArray<{ readonly keyWord: string; readonly synonyms?: string }>,
): string {
  return JSON.stringify(
    Object.fromEntries(
      entries.map(({ keyWord, synonyms }) => [
        keyWord,
        (synonyms ?? '')
          .split(/[,;\n]/)
          .map((synonym) => synonym.trim())
          .filter((synonym) => synonym !== '')
          .join(', '),
      ]),
    ),
  );
}

/**
 * The synonyms a type's `key_words` JSON text gives each key word, as the admin form shows them
 * (the value as typed: `'Clase, Categoría'`; `''` for none or a value that is not text).
 */
export function keyWordSynonymTexts(keyWords: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(keyWords);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).map(([keyWord, value]) => [
        keyWord,
        typeof value === 'string'
          ? value
          : Array.isArray(value)
            ? value.filter((item) => typeof item === 'string').join(', ')
            : '',
      ]),
    );
  } catch {
    return {};
  }
}
