import { isSameWord, type KeyWords, parseKeyWords } from './extract-fields.js';
import { allLabels, ruleForKey } from './field-rules.js';
import { foldText } from './normalize-value.js';

/** A document type as the classifier needs it (spec 03 §3 "Document type"). */
export type ClassifiableType = {
  type_document_id: number | string;
  name: string;
  key_words: KeyWords;
};

/** The classifier's answer: the chosen type (or `null`), its score 0–1, and the document state it leads to (spec 03 §4). */
export type Classification = {
  typeId: number | string | null;
  score: number;
  state: 'CLASSIFIED' | 'CLASSIFICATION_ERROR';
};

/** A type is chosen only with a score of at least 0.5 ... */
export const classificationMinScore = 0.5;
/**
 * ... and at least 0.15 above the next type's, unless more words of its name are found (the more
 * specific name wins: 'Licencia de conducir profesional' over 'Licencia de conducir'); a near
 * tie goes to CLASSIFICATION_ERROR (a person picks the type).
 */
export const classificationMinMargin = 0.15;

/** Words of type names that are too common to tell types apart. */
const stopWords = new Set([
  'DE',
  'DEL',
  'LA',
  'EL',
  'LOS',
  'LAS',
  'Y',
  'EN',
  'POR',
  'PARA',
  'N',
  'NRO',
  'TIPO',
]);

/**
 * Other ways documents say a word of a type's name (decision: a short built-in list for the
 * documents of issue 16; a type whose name uses other words is matched by those words as written).
 */
const nameSynonyms: Record<string, string[]> = {
  DNI: ['DOCUMENTO NACIONAL DE IDENTIDAD'],
  SEGURO: ['POLIZA', 'COBERTURA', 'ASEGURADO'],
  VEHICULO: ['AUTOMOTOR', 'MOTOCICLETA', 'AUTOMOVIL', 'DOMINIO'],
  CONDUCIR: ['CONDUCTOR'],
  ANTECEDENTES: ['REINCIDENCIA'],
};

/** The labels of key words that are one word ('DNI', 'FOLIO', 'DOMINIO'). */
const labelWords = new Set(allLabels.filter((label) => !label.includes(' ')));

const wordsOf = (text: string) =>
  foldText(text)
    .split(/[^A-Z0-9]+/)
    .filter((word) => word !== '');

/**
 * Whether the document's word list `document` (and its joined form `joined`, its words in order
 * `sequence`) contains `phrase`: exactly, as a plural (SEGUROS for SEGURO), or, for a phrase of
 * several words, word by word with OCR's slips (`isSameWord`: 'XDENTIDAD' for 'IDENTIDAD').
 */
function containsPhrase(
  document: Set<string>,
  joined: string,
  phrase: string,
  sequence: string[] = [],
): boolean {
  const words = wordsOf(phrase);
  if (words.length === 1) {
    const [word = ''] = words;
    if (document.has(word)) return true;
    // Plural or one OCR slip: SEGUROS for SEGURO.
    return word.length >= 5 && (document.has(`${word}S`) || document.has(`${word}ES`));
  }
  if (` ${joined} `.includes(` ${words.join(' ')} `)) return true;
  for (let start = 0; start + words.length <= sequence.length; start++) {
    if (words.every((word, offset) => isSameWord(sequence[start + offset] ?? '', word)))
      return true;
  }
  return false;
}

/**
 * Scores one type against the document: 0.6 × the share of the type name's words found in the
 * text (or one of their synonyms; a name word that is also a one-word label, 'DNI', counts half
 * when found only as itself) + 0.4 × the share of its key words whose label is found.
 */
function scoreType(
  document: Set<string>,
  joined: string,
  type: ClassifiableType,
  sequence: string[],
): { score: number; nameHits: number } {
  const nameWords = wordsOf(type.name).filter(
    (word) => !stopWords.has(word) && (word.length >= 3 || /^[A-Z]{2}$/.test(word)),
  );
  // A name word documents also print as a field's label ('DNI', the label of a licence's number)
  // counts half when only the word itself is found (issue 27: a licence whose header OCR lost
  // went to DNI on a tuning scan); its synonyms ('Documento Nacional de Identidad') count whole.
  const nameHits = nameWords
    .map((word) => {
      if (
        (nameSynonyms[word] ?? []).some((phrase) =>
          containsPhrase(document, joined, phrase, sequence),
        )
      )
        return 1;
      if (!containsPhrase(document, joined, word)) return 0;
      return labelWords.has(word) ? 0.5 : 1;
    })
    .reduce((sum: number, hit) => sum + hit, 0);
  const keys = parseKeyWords(type.key_words);
  const keyHits = keys.filter(({ key, value }) =>
    ruleForKey(key, value).labels.some((label) =>
      containsPhrase(document, joined, label, sequence),
    ),
  ).length;
  const nameShare = nameWords.length === 0 ? 0 : nameHits / nameWords.length;
  const keyShare = keys.length === 0 ? 0 : keyHits / keys.length;
  return { score: 0.6 * nameShare + 0.4 * keyShare, nameHits };
}

/**
 * Classifies a document by its text among `types` (issue 16 item 4; spec 03 §4 document states):
 * each type is scored by its name's words (with a few synonyms, e.g. DNI ↔ "Documento Nacional de
 * Identidad") and its key words' labels found in the text (accent- and case-insensitive). The best
 * type is chosen when its score is at least {@link classificationMinScore} and
 * {@link classificationMinMargin} above the next one (or its name matches more words): state CLASSIFIED; otherwise `typeId` is
 * `null` and the state CLASSIFICATION_ERROR ('Sin Clasificar').
 *
 * @param text the document's text (`readDocumentText`).
 * @param types the document types (typically the botRequired ones).
 */
export function classifyDocument(text: string, types: ClassifiableType[]): Classification {
  const words = wordsOf(text);
  const document = new Set(words);
  const joined = words.join(' ');
  const scored = types
    .map((type) => ({
      typeId: type.type_document_id,
      ...scoreType(document, joined, type, words),
    }))
    .sort((a, b) => b.score - a.score || b.nameHits - a.nameHits);
  const [best, second] = scored;
  const score = Math.round((best?.score ?? 0) * 1000) / 1000;
  const isNearTie =
    second !== undefined &&
    best !== undefined &&
    best.score - second.score < classificationMinMargin &&
    best.nameHits <= second.nameHits;
  if (!best || best.score < classificationMinScore || isNearTie) {
    return { typeId: null, score, state: 'CLASSIFICATION_ERROR' };
  }
  return { typeId: best.typeId, score, state: 'CLASSIFIED' };
}
