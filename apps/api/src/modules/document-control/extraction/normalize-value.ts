/**
 * Normalisers for the values the extraction bot reads (issue 16 item 4; spec 03 §3 "Document"):
 * dates to `YYYY-MM-DD`, DNI numbers without dots, names upper-case and trimmed, licence plates
 * (dominio) without spaces. Pure functions: `null` when the text holds no valid value.
 */

/** Spanish and English month abbreviations (the DNI prints both, e.g. `12 ENE/ JAN 1990`). */
const months: Record<string, number> = {
  ENE: 1,
  JAN: 1,
  FEB: 2,
  MAR: 3,
  ABR: 4,
  APR: 4,
  MAY: 5,
  JUN: 6,
  JUL: 7,
  AGO: 8,
  AUG: 8,
  SEP: 9,
  SET: 9,
  OCT: 10,
  NOV: 11,
  DIC: 12,
  DEC: 12,
};

/**
 * Upper-cases `text` and removes its accents (`Vehículo` → `VEHICULO`, `Ñ` kept as `N`), so
 * labels and names compare whatever the accents OCR read.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
}

/** Replaces the letters OCR often reads for digits (`O`→0, `I`/`l`/`|`→1, `S`→5, `B`→8) in a run that is mostly digits. */
function fixDigitLookalikes(token: string): string {
  return token
    .replace(/[OoQD]/g, '0')
    .replace(/[IlL|!]/g, '1')
    .replace(/[S]/g, '5')
    .replace(/[B]/g, '8');
}

/** `YYYY-MM-DD` of a calendar date, or `null` when day/month do not exist (31/02). */
function toIsoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1900 || year > 2199) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Two-digit years: 00–69 are 20xx and 70–99 are 19xx (the POSIX `strptime` pivot). Decision: the
 * spec is silent; with this pivot both birth dates of adults (1970–1999) and expiration dates
 * (2000–2069) read as a person expects.
 */
function expandYear(year: string): number {
  const value = Number(year);
  if (year.length === 4) return value;
  return value < 70 ? 2000 + value : 1900 + value;
}

const numericDate = /(?<!\d)(\d{1,2})\s?[/.-]\s?(\d{1,2})\s?[/.-]\s?(\d{4}|\d{2})(?!\d)/;
const isoDate = /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/;
const monthNameDate =
  /(?<![A-Z0-9])(\d{1,2})\s*(?:DE\s+|[-/.]\s*)?([A-Z]{3})[A-Z]*(?:\s*\/\s*[A-Z]{3}[A-Z]*)?\s*(?:DE(?:L)?\s+|[-/.]\s*)?(\d{4}|\d{2})(?!\d)/;

/**
 * A value found in a text: the normalised value, the characters it was read from and, when the
 * way it is written suggests a character was lost (a numeric date whose day and month are not
 * written alike: `5/07/1998`), `isDoubtful`.
 */
export type FoundValue = { value: string; raw: string; isDoubtful?: boolean };

/**
 * The first date in `text`: see {@link normalizeDate}. `raw` is the matched text.
 */
export function findDate(text: string): FoundValue | null {
  const folded = foldText(text);
  const iso = isoDate.exec(folded);
  if (iso) {
    const value = toIsoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    if (value) return { value, raw: iso[0] };
  }
  const digits = folded.replace(/[0-9OIL|][0-9OIL|/.\-\s]{4,}[0-9OIL|]/g, (run) =>
    (run.match(/\d/g)?.length ?? 0) >= run.replace(/\s/g, '').length / 2
      ? fixDigitLookalikes(run)
      : run,
  );
  const numeric = numericDate.exec(digits);
  if (numeric) {
    const value = toIsoDate(expandYear(numeric[3] ?? ''), Number(numeric[2]), Number(numeric[1]));
    // Documents write day and month alike ('05/07/1998' or '5/7/1998'): '5/07/1998' lost a digit.
    const isDoubtful = (numeric[1] ?? '').length !== (numeric[2] ?? '').length;
    if (value) return { value, raw: numeric[0], ...(isDoubtful ? { isDoubtful } : {}) };
  }
  const named = monthNameDate.exec(folded);
  const month = months[named?.[2] ?? ''];
  if (named && month !== undefined) {
    const value = toIsoDate(expandYear(named[3] ?? ''), month, Number(named[1]));
    if (value) return { value, raw: named[0] };
  }
  return null;
}

/**
 * The first date found in `text`, as `YYYY-MM-DD`, or `null`.
 *
 * Formats (Argentine first: day before month): `DD/MM/YYYY`, `DD-MM-YYYY`, `DD.MM.YYYY`, the same
 * with a two-digit year (see the pivot above), ISO `YYYY-MM-DD`, and month names or
 * abbreviations in Spanish or English: `12 ENE 2030`, `12 ENE/ JAN 2030`, `12-ENE-2030`,
 * `12 de enero de 2030`. Letters OCR reads for digits (`O`, `I`, `l`) are corrected inside
 * numeric dates. Impossible dates (31/02/2030) give `null`.
 */
export function normalizeDate(text: string): string | null {
  return findDate(text)?.value ?? null;
}

/** The first DNI number in `text`: see {@link normalizeDocumentNumber}. */
export function findDocumentNumber(text: string): FoundValue | null {
  const candidates = foldText(text).match(/[0-9OILSB|][0-9OILSB|.,\s]{5,11}[0-9OILSB|]/g) ?? [];
  for (const candidate of candidates) {
    const compact = fixDigitLookalikes(candidate.trim());
    const match = /(?<![\d.])(\d{1,2})[.,\s]?(\d{3})[.,\s]?(\d{3})(?!\d)/.exec(compact);
    if (match && `${match[1]}${match[2]}${match[3]}`.length >= 7) {
      return { value: `${match[1]}${match[2]}${match[3]}`, raw: candidate.trim() };
    }
  }
  return null;
}

/**
 * The first DNI number in `text` (7 or 8 digits, printed `35.123.456`, `35 123 456` or
 * `35123456`), digits only; `null` when there is none. Letters OCR reads for digits are corrected.
 */
export function normalizeDocumentNumber(text: string): string | null {
  return findDocumentNumber(text)?.value ?? null;
}

/** A person's name in `text`: see {@link normalizeName}. */
export function findName(text: string): FoundValue | null {
  const value = normalizeName(text);
  const letters = /\p{L}(?:.*\p{L})?/u.exec(text);
  return value === null ? null : { value, raw: letters?.[0] ?? text.trim() };
}

/**
 * A person's name as printed, upper-case (accents kept: `Pérez` → `PÉREZ`), inner spaces
 * collapsed and trimmed; characters other than letters, spaces, apostrophes and hyphens are
 * dropped. `null` when fewer than two letters remain.
 */
export function normalizeName(text: string): string | null {
  const name = text
    .toUpperCase()
    .replace(/[^\p{L}'\- ]/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s'-]+|[\s'-]+$/g, '');
  return (name.match(/\p{L}/gu)?.length ?? 0) >= 2 ? name : null;
}

/** The first licence plate in `text`: see {@link normalizePlate}. */
export function findPlate(text: string): FoundValue | null {
  const folded = foldText(text);
  // Letter positions also accept the digits OCR reads for letters (0 for O, 1 for I, 5 for S, 8 for B).
  const letter = '[A-Z0158]';
  const patterns = [
    new RegExp(`(?<![A-Z0-9])(${letter}{2})[\\s-]?(\\d{3})[\\s-]?(${letter}{2})(?![A-Z0-9])`),
    new RegExp(`(?<![A-Z0-9])(${letter}{3})[\\s-]?(\\d{3})(?![A-Z0-9])`),
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(folded);
    if (!match) continue;
    const letters = [match[1] ?? '', match[3] ?? ''];
    if (!/[A-Z]/.test(letters.join(''))) continue;
    const [first = '', last = ''] = letters.map((part) =>
      part.replace(/0/g, 'O').replace(/1/g, 'I').replace(/5/g, 'S').replace(/8/g, 'B'),
    );
    return { value: `${first}${match[2]}${last}`, raw: match[0] };
  }
  return null;
}

/**
 * The first Argentine licence plate (dominio) in `text`: Mercosur `AB 123 CD` or the older
 * `ABC 123`, upper-case without spaces or dashes (`AB123CD`, `ABC123`); `null` when there is none.
 */
export function normalizePlate(text: string): string | null {
  return findPlate(text)?.value ?? null;
}

/** The first code-like token in `text`: see {@link normalizeCode}. */
export function findCode(text: string): FoundValue | null {
  const tokens = foldText(text).match(/[A-Z0-9][A-Z0-9\-/.]*[A-Z0-9]/g) ?? [];
  const token = tokens.find((candidate) => candidate.length >= 3 && /\d/.test(candidate));
  return token === undefined ? null : { value: token, raw: token };
}

/**
 * The first code-like token in `text` (policy numbers, folios, verification codes, licence
 * classes: letters, digits, `-`, `/` and `.`, at least three characters with at least one
 * digit), upper-case, as printed; `null` when there is none.
 */
export function normalizeCode(text: string): string | null {
  return findCode(text)?.value ?? null;
}

/**
 * The first licence class in `text` (Licencia Nacional de Conducir: a letter A–G and one to
 * three digits, printed 'A.2.1', 'B.1', 'B1'; a bare letter is not taken; issue 27 item 4:
 * 'Clase: B1' was never read), as the class is written with dots between its parts: 'B1' and
 * 'B.1' are 'B.1' (a scan at 150 dpi loses the dot); letters OCR reads for digits after the
 * letter (`l`, `I`, `O`) are corrected. `null` when there is none.
 */
export function findLicenceClass(text: string): FoundValue | null {
  const match = /(?<![A-Z0-9])([A-G](?:[.,\s]?[0-9ILO|]){1,3})\.?(?![A-Z0-9])/.exec(foldText(text));
  if (!match) return null;
  const raw = match[1] ?? '';
  const digits = fixDigitLookalikes(raw.slice(1)).replace(/[\s.,]/g, '');
  if (!/^[1-9]{1,3}$/.test(digits)) return null;
  return { value: `${raw[0]}.${digits.split('').join('.')}`, raw };
}

/** A CUIT/CUIL in `text` (`20-12345678-3` or 11 digits), digits only. */
export function findCuit(text: string): FoundValue | null {
  const match = /(?<!\d)(\d{2})[\s-]?(\d{8})[\s-]?(\d)(?!\d)/.exec(foldText(text));
  return match ? { value: `${match[1]}${match[2]}${match[3]}`, raw: match[0] } : null;
}

/** Free text (a field of no known kind): the text upper-cased, spaces collapsed; `null` when empty. */
export function findText(text: string): FoundValue | null {
  const value = text
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\s:.-]+/, '')
    .trim();
  return value === '' ? null : { value, raw: text.trim() };
}
