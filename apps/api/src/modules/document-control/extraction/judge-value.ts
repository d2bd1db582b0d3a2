import {
  documentKeyOf,
  documentLabelWords,
  isDocumentLabelWord,
  validateCuit,
} from '@liqui/domain';

/**
 * Whether a value the bot read may be trusted (issue 27 item 1: "a rotated licence gave the
 * surname 'VIAL CONDUCIR' at 0.96"): each kind of field has a rule its value must pass besides
 * OCR's confidence. A value that fails keeps its reading (the desk sees it) but is never trusted:
 * the document goes to MANUAL_REVIEW (`decideState`).
 */

/**
 * Why a value fails its field's rule:
 * - `labelWord`: a name or code holding a word documents print as a label or header, of any
 *   document type ('APELLIDO', 'FECHA', 'CONDUCIR', 'VIAL', 'CLASE'...; `isDocumentLabelWord`);
 * - `nameShape`: a name with a one-letter word, more than five words or over 40 letters;
 * - `numberLength`: a document number that is not 7 or 8 digits (1,000,000–99,999,999);
 * - `dateRange`: a date out of its plausible range (see {@link judgeValue});
 * - `dateOrder`: an expiry not after the issue, a birth not before the issue or the expiry;
 * - `dateShape`: a numeric date whose day and month are not written alike (`5/07/1998`: OCR
 *   lost a digit of '15/07/1998'; found on the corpus read at 0.96);
 * - `checkDigit`: a CUIT whose check digit is wrong (`validateCuit`);
 * - `codeShape`: a licence class not like 'A.2.1' / 'B1', a plate not like 'AB123CD' / 'ABC123',
 *   a code of fewer than three characters or without a digit.
 */
export type ValueProblem =
  | 'labelWord'
  | 'nameShape'
  | 'numberLength'
  | 'dateRange'
  | 'dateOrder'
  | 'dateShape'
  | 'checkDigit'
  | 'codeShape';

/** What the rules need besides the value: today's date in Argentina, `YYYY-MM-DD`. */
export type JudgeOptions = { today: string };

/** Connecting words of names ('MARIA DEL VALLE', 'DE LA FUENTE'): one or two letters allowed. */
const nameParticles = new Set(['DE', 'DEL', 'LA', 'LAS', 'LOS', 'Y', 'DI', 'DA', 'VON', 'VAN']);

const longLabelWords = documentLabelWords().filter((word) => word.length >= 7);

/** Whether two words are one edit apart (a label word OCR read with one slip: 'NACIMlENTO'). */
function isOneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    edits++;
    if (edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** Whether `word` (upper case, no accents) is a label word, or one OCR slip from a long one. */
function isLabelLike(word: string): boolean {
  if (isDocumentLabelWord(word)) return true;
  return word.length >= 7 && longLabelWords.some((label) => isOneEditApart(word, label));
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();

/** `YYYY-MM-DD` of `date` moved by `years` (29 February becomes 28 February). */
function shiftYears(date: string, years: number): string {
  const year = Number(date.slice(0, 4)) + years;
  const rest = date.slice(4) === '-02-29' ? '-02-28' : date.slice(4);
  return `${String(year).padStart(4, '0')}${rest}`;
}

function judgeName(value: string): ValueProblem | null {
  // Words apart by spaces or hyphens; an apostrophe stays in its word (D'ANGELO).
  const words = fold(value)
    .split(/[\s-]+/)
    .filter((word) => word !== '');
  if (words.some((word) => isLabelLike(word.replace(/'/g, '')))) return 'labelWord';
  const letters = words.join('').replace(/'/g, '').length;
  if (words.length === 0 || words.length > 5 || letters > 40) return 'nameShape';
  if (words.some((word) => word.length < 2 && !nameParticles.has(word))) return 'nameShape';
  return null;
}

function judgeCode(value: string): ValueProblem | null {
  const tokens = fold(value)
    .split(/[^A-Z0-9]+/)
    .filter((token) => token !== '');
  if (tokens.some((token) => /^[A-Z]{3,}$/.test(token) && isLabelLike(token))) return 'labelWord';
  if (value.length < 3 || !/\d/.test(value)) return 'codeShape';
  return null;
}

/** The date rules by canonical key: [earliest, latest] given today. */
function dateRange(key: string, today: string): [string, string] {
  switch (key) {
    case 'fecha_nacimiento':
      // Candidates are couriers: at least 16 years old (a later date is rather a misread issue
      // date), at most 100.
      return [shiftYears(today, -100), shiftYears(today, -16)];
    case 'fecha_emision':
      return [shiftYears(today, -30), today];
    case 'fecha_vencimiento':
      // Documents last 1 (insurance) to 15 years (DNI); an expired one is read as well.
      return [shiftYears(today, -20), shiftYears(today, 20)];
    default:
      return ['1900-01-01', shiftYears(today, 30)];
  }
}

/**
 * Checks one value against its field's rule (issue 27 item 1), the field told by its key word's
 * canonical key (`documentKeyOf`):
 * - names (`apellido`, `nombre`): no label word of any document type (nor one OCR slip from a
 *   label word of seven letters or more), one to five words of two letters or more (particles
 *   'DE', 'Y'... allowed), at most 40 letters;
 * - `numero_documento`: 7 or 8 digits, 1,000,000 to 99,999,999;
 * - dates (`YYYY-MM-DD`): birth 16 to 100 years before today; issue in the last 30 years and
 *   not after today; expiry within 20 years of today; any other date from 1900 to 30 years ahead;
 * - `cuit`: its check digit (`validateCuit` of the domain);
 * - `dominio`: `AB123CD` or `ABC123`;
 * - `clase`, `categoria`: a licence class, a letter A–G and one to three digits ('A.2.1', 'B1');
 * - codes (`folio`, `poliza`, `codigo_verificacion`): three characters or more with a digit and
 *   no label word;
 * - any other key word: no rule.
 *
 * @returns the problem, or `null` when the value passes (an empty value passes: it is missing,
 *   not wrong).
 */
export function judgeValue(
  keyWord: string,
  value: string | null,
  options: JudgeOptions,
): ValueProblem | null {
  if (value === null || value === '') return null;
  const key = documentKeyOf(keyWord);
  switch (key) {
    case 'apellido':
    case 'nombre':
      return judgeName(value);
    case 'numero_documento':
      return /^[1-9]\d{6,7}$/.test(value) ? null : 'numberLength';
    case 'cuit':
      return validateCuit(value).ok ? null : 'checkDigit';
    case 'dominio':
      return /^(?:[A-Z]{2}\d{3}[A-Z]{2}|[A-Z]{3}\d{3})$/.test(value) ? null : 'codeShape';
    case 'clase':
    case 'categoria':
      return /^[A-G](?:\.[1-9]){1,3}$/.test(value) ? null : 'codeShape';
    case 'folio':
    case 'poliza':
    case 'codigo_verificacion':
      return judgeCode(value);
    default:
      break;
  }
  if (key.startsWith('fecha_') || /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'dateRange';
    const [earliest, latest] = dateRange(key, options.today);
    return value < earliest || value > latest ? 'dateRange' : null;
  }
  return null;
}

/**
 * The rules between dates of one document (issue 27 item 1: "expiry after issue"): the expiry
 * after the issue and after the birth, the issue after the birth. `dates` holds the dates read
 * by canonical key (`fecha_nacimiento`, `fecha_emision`, `fecha_vencimiento`), including the ones
 * read only to check these rules.
 *
 * @returns the canonical keys whose date breaks a rule with another (both of a broken pair).
 */
export function judgeDateOrder(dates: Partial<Record<string, string | null>>): Set<string> {
  const broken = new Set<string>();
  const pairs: Array<[string, string]> = [
    ['fecha_nacimiento', 'fecha_emision'],
    ['fecha_nacimiento', 'fecha_vencimiento'],
    ['fecha_emision', 'fecha_vencimiento'],
  ];
  for (const [earlier, later] of pairs) {
    const first = dates[earlier];
    const second = dates[later];
    if (first && second && first >= second) {
      broken.add(earlier);
      broken.add(later);
    }
  }
  return broken;
}
