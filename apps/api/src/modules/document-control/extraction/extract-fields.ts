import { documentKeyOf, documentPrintedWords, isDocumentLabelWord } from '@liqui/domain';
import { columnSeparator } from './arrange-rows.js';
import { allLabels, type FieldRule, ruleForKey } from './field-rules.js';
import { type JudgeOptions, judgeDateOrder, judgeValue, type ValueProblem } from './judge-value.js';
import type { OcrWord } from './ocr-engine.js';

/**
 * A document type's key words (spec 03 §3 "Document type"): a JSON object (or its JSON text)
 * whose keys are the fields to extract. A key word's value names the labels documents print for
 * it (its synonyms, 'Clase, Categoría'; issue 27 item 4), tried before the domain's table.
 */
export type KeyWords = Record<string, unknown> | string | null;

/**
 * One extracted field: the normalised value (`null` when not found), its OCR confidence (0–1:
 * the lowest confidence of the words it was read from, 1 for a PDF text layer) and, when the
 * value fails its field's rule, why (`judgeValue`; issue 27 item 1): such a value is never
 * trusted, whatever its confidence.
 */
export type ExtractedField = { value: string | null; confidence: number; problem?: ValueProblem };

/**
 * A document's text as `readDocumentText` returns it; `words` give confidences and columns;
 * `source` says whether OCR read it.
 */
export type DocumentText = { text: string; words?: OcrWord[]; source?: 'pdf-text' | 'ocr' };

/**
 * A name read by OCR without the accents of its vowels (Ñ and Ü kept): OCR adds accents to
 * capitals from specks above them ('MARIA JOSÉ' for 'MARIA JOSE' on a 150-dpi scan, at 0.96), and
 * documents in capitals rarely print them. A PDF's text layer keeps them as printed.
 */
export function withoutOcrAccents(name: string): string {
  return name
    .replace(/[ÁÀÂÄ]/g, 'A')
    .replace(/[ÉÈÊË]/g, 'E')
    .replace(/[ÍÌÎÏ]/g, 'I')
    .replace(/[ÓÒÔÖ]/g, 'O')
    .replace(/[ÚÙÛ]/g, 'U');
}

const nameKeys = new Set(['apellido', 'nombre']);

/**
 * Factor applied to the confidence of a value found without its label (anywhere in the text):
 * 0.6 keeps it below `extractionConfidenceThreshold`, so such a value always goes to manual review.
 */
export const anywhereFactor = 0.6;

/** The keys of `keyWords` with their values (the synonyms); a JSON text is parsed; anything else gives none. */
export function parseKeyWords(keyWords: KeyWords): Array<{ key: string; value: unknown }> {
  let object: unknown = keyWords;
  if (typeof keyWords === 'string') {
    try {
      object = JSON.parse(keyWords);
    } catch {
      return [];
    }
  }
  if (object === null || typeof object !== 'object' || Array.isArray(object)) return [];
  return Object.entries(object as Record<string, unknown>).map(([key, value]) => ({ key, value }));
}

/** `line` upper-cased without accents, keeping its length, so indices map back to `line`. */
function foldKeepingLength(line: string): string {
  return line
    .split('')
    .map((char) => (char.normalize('NFD')[0] ?? char).toUpperCase()[0] ?? char)
    .join('');
}

type Token = { text: string; start: number; end: number };

function tokensOf(folded: string): Token[] {
  return [...folded.matchAll(/[A-Z0-9]+/g)].map((match) => ({
    text: match[0],
    start: match.index ?? 0,
    end: (match.index ?? 0) + match[0].length,
  }));
}

/** The edit distance (Levenshtein) between two strings. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? Math.max(a.length, b.length);
}

/**
 * Whether two tokens are the same word, allowing OCR slips: one in words of five letters or
 * more, two in words of nine or more.
 */
export function isSameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const shorter = Math.min(a.length, b.length);
  const allowed = shorter >= 9 ? 2 : shorter >= 5 ? 1 : 0;
  if (allowed === 0 || Math.abs(a.length - b.length) > allowed) return false;
  return editDistance(a, b) <= allowed;
}

const labelWords = (label: string) => label.split(/[^A-Z0-9]+/).filter((word) => word !== '');
const knownLabels = allLabels.map(labelWords);

/** Whether `tokens` start with `label` (a label's words). */
function startsWithLabel(tokens: Token[], label: string[]): boolean {
  return (
    label.length <= tokens.length &&
    label.every((word, index) => isSameWord(tokens[index]?.text ?? '', word))
  );
}

/** A column of a line: its characters `[start, end)` and, with OCR words, its horizontal extent. */
type Segment = { start: number; end: number; x0?: number; x1?: number };

/** A document's line, folded, tokenised, with its words' spans and confidences and its columns. */
type Line = {
  text: string;
  folded: string;
  tokens: Token[];
  words: Array<{ start: number; end: number; confidence: number; x0?: number; x1?: number }>;
  segments: Segment[];
};

function toLines({ text, words }: DocumentText): Line[] {
  const byLine = new Map<number, OcrWord[]>();
  for (const word of words ?? []) {
    const list = byLine.get(word.line) ?? [];
    list.push(word);
    byLine.set(word.line, list);
  }
  return text.split('\n').map((lineText, lineIndex) => {
    const folded = foldKeepingLength(lineText);
    const spans: Line['words'] = [];
    let cursor = 0;
    for (const word of byLine.get(lineIndex) ?? []) {
      const start = lineText.indexOf(word.text, cursor);
      if (start < 0) continue;
      spans.push({
        start,
        end: start + word.text.length,
        confidence: word.confidence,
        ...(word.x0 !== undefined ? { x0: word.x0 } : {}),
        ...(word.x1 !== undefined ? { x1: word.x1 } : {}),
      });
      cursor = start + word.text.length;
    }
    const segments: Segment[] = [];
    let start = 0;
    for (const part of lineText.split(columnSeparator)) {
      const segment: Segment = { start, end: start + part.length };
      const inside = spans.filter((span) => span.start >= segment.start && span.end <= segment.end);
      const xs0 = inside.flatMap((span) => (span.x0 === undefined ? [] : [span.x0]));
      const xs1 = inside.flatMap((span) => (span.x1 === undefined ? [] : [span.x1]));
      if (xs0.length > 0 && xs1.length > 0) {
        segment.x0 = Math.min(...xs0);
        segment.x1 = Math.max(...xs1);
      }
      segments.push(segment);
      start = segment.end + columnSeparator.length;
    }
    return { text: lineText, folded, tokens: tokensOf(folded), words: spans, segments };
  });
}

/** The tokens of `line` inside `segment`. */
const tokensIn = (line: Line, segment: Segment) =>
  line.tokens.filter((token) => token.start >= segment.start && token.end <= segment.end);

/** Whether a column starts with a known label (so it is not a value). */
function isLabelSegment(line: Line, segment: Segment): boolean {
  const tokens = tokensIn(line, segment);
  return knownLabels.some((label) => startsWithLabel(tokens, label));
}

/**
 * Confidence of a value read from `line` at `[start, end)`: the lowest confidence of the OCR
 * words it overlaps; 1 when the document has no words (plain text).
 */
function confidenceOf(line: Line, start: number, end: number, hasWords: boolean): number {
  if (!hasWords) return 1;
  const overlapping = line.words.filter((word) => word.start < end && word.end > start);
  if (overlapping.length === 0) return 0;
  return Math.min(...overlapping.map((word) => word.confidence));
}

/**
 * The end (character index) of the value starting at `from` in `line`, before `to`: at the first
 * word that is a label word of documents (`isDocumentLabelWord`: 'PEREZ Nombre: JUAN' stops before
 * 'Nombre'), after at least one word.
 */
function cutAtLabel(line: Line, from: number, to: number): number {
  const tokens = line.tokens.filter((token) => token.start >= from && token.end <= to);
  for (const [index, token] of tokens.entries()) {
    if (index > 0 && /^[A-Z]{3,}$/.test(token.text) && isDocumentLabelWord(token.text))
      return token.start;
  }
  return to;
}

/** A value candidate: the field, and where it was read. */
type Candidate = ExtractedField & { value: string };

/** Reads a value in `line` in `[from, to)`, cut at the next label: the value and its confidence, or null. */
function readValue(
  line: Line,
  from: number,
  to: number,
  find: FieldRule['find'],
  hasWords: boolean,
): Candidate | null {
  const end = cutAtLabel(line, from, to);
  const segment = line.text.slice(from, end);
  const found = find(segment);
  if (!found) return null;
  const at = line.folded.slice(from, end).indexOf(foldKeepingLength(found.raw));
  const start = from + Math.max(0, at);
  const stop = at < 0 ? end : start + found.raw.length;
  return {
    value: found.value,
    confidence: confidenceOf(line, start, stop, hasWords),
    ...(found.isDoubtful ? { problem: 'dateShape' as const } : {}),
  };
}

/** The horizontal extent of `[start, end)` of `line` (its OCR words'), when known. */
function extentOf(line: Line, start: number, end: number): { x0: number; x1: number } | null {
  const inside = line.words.filter(
    (word) => word.start < end && word.end > start && word.x0 !== undefined,
  );
  if (inside.length === 0) return null;
  return {
    x0: Math.min(...inside.map((word) => word.x0 as number)),
    x1: Math.max(...inside.map((word) => word.x1 as number)),
  };
}

/**
 * The column of `below` under a label spanning `extent` (the one overlapping it most, or starting
 * nearest it), or, without positions, the one at the same index as the label's column.
 */
function segmentBelow(
  below: Line,
  extent: { x0: number; x1: number } | null,
  index: number,
): Segment | undefined {
  const withText = below.segments.filter((segment) => tokensIn(below, segment).length > 0);
  if (withText.length <= 1) return withText[0];
  if (!extent || withText.some((segment) => segment.x0 === undefined))
    return below.segments[index] ?? withText[0];
  const overlap = (segment: Segment) =>
    Math.min(extent.x1, segment.x1 as number) - Math.max(extent.x0, segment.x0 as number);
  return [...withText].sort(
    (a, b) =>
      overlap(b) - overlap(a) ||
      Math.abs((a.x0 as number) - extent.x0) - Math.abs((b.x0 as number) - extent.x0),
  )[0];
}

/**
 * Where `label` (its words) is in `line`, from token `fromToken`: its first and last token
 * indices, or null. Word by word, or, when OCR split or joined its words ('Apell dos' for
 * 'Apellidos', 'FECHADE'), as the same letters over one token more or less.
 */
function findLabelAt(
  line: Line,
  label: string[],
  fromToken: number,
): { first: number; last: number } | null {
  const joined = label.join('');
  for (let start = fromToken; start < line.tokens.length; start++) {
    if (
      start + label.length <= line.tokens.length &&
      label.every((word, offset) => isSameWord(line.tokens[start + offset]?.text ?? '', word))
    )
      return { first: start, last: start + label.length - 1 };
    if (joined.length < 6) continue;
    for (const count of [label.length + 1, label.length - 1]) {
      if (count < 1 || start + count > line.tokens.length) continue;
      const tokens = line.tokens.slice(start, start + count).map((token) => token.text);
      if (isSameWord(tokens.join(''), joined)) return { first: start, last: start + count - 1 };
    }
  }
  return null;
}

/**
 * The values a label found in `lines[index]` at tokens `at` leads to: the value after it in its
 * column; when nothing is left of its column, the next column with letters or digits (unless it
 * starts with a label); then the column below it on the next line (unless that is a label), or,
 * with OCR positions, on the line after when the next line has nothing under the label. A
 * bilingual label's first half (`Apellido / Surname`) has its value below.
 */
function* valuesAfterLabel(
  lines: Line[],
  index: number,
  at: { first: number; last: number },
  rule: FieldRule,
  hasWords: boolean,
) {
  const line = lines[index] as Line;
  const first = line.tokens[at.first] as Token;
  const last = line.tokens[at.last] as Token;
  // The label's column is the one of its last word (OCR may split a label over columns).
  const segmentIndex = line.segments.findIndex(
    (segment) => last.start >= segment.start && last.start < segment.end,
  );
  const segment = line.segments[segmentIndex] as Segment;
  const rest = line.text.slice(last.end, segment.end);
  const isBilingual = /^\s*\//.test(rest) && /[A-Za-z]{3}/.test(rest);
  const hasRest = /[\p{L}\p{N}]/u.test(rest);
  if (hasRest && !isBilingual) {
    const value = readValue(line, last.end, segment.end, rule.find, hasWords);
    if (value) yield value;
  } else if (!hasRest) {
    // The next column with letters or digits (a speck read as '.' or ',' is a column of its own).
    const next = line.segments
      .slice(segmentIndex + 1)
      .find((segment) => tokensIn(line, segment).length > 0);
    if (next && !isLabelSegment(line, next)) {
      const value = readValue(line, next.start, next.end, rule.find, hasWords);
      if (value) yield value;
    }
  }
  // The column below; with positions, the first of the next two lines with a column under the
  // label (in two columns whose labels OCR put on lines of their own, 'Nombre' then
  // 'F de nacimiento' on the next line in the other column, then 'GONZALO  02 MAR 1981').
  const extent = extentOf(line, first.start, last.end);
  const belowLines = lines.slice(index + 1).filter((candidate) => candidate.tokens.length > 0);
  for (const below of belowLines.slice(0, extent ? 2 : 1)) {
    const under = segmentBelow(below, extent, segmentIndex);
    if (!under) continue;
    if (extent && isBeside(under, extent)) continue;
    if (!isLabelSegment(below, under)) {
      const value = readValue(below, under.start, under.end, rule.find, hasWords);
      if (value) yield value;
    }
    break;
  }
}

/** Whether a column with a known position lies wholly beside `extent` (no horizontal overlap). */
function isBeside(segment: Segment, extent: { x0: number; x1: number }): boolean {
  if (segment.x0 === undefined || segment.x1 === undefined) return false;
  return segment.x1 < extent.x0 || segment.x0 > extent.x1;
}

/**
 * Every value a label leads to, in the order the document is read: for each place a label is
 * found (labels most specific first), the values after it ({@link valuesAfterLabel}).
 */
function* labelledCandidates(lines: Line[], rule: FieldRule, hasWords: boolean) {
  for (const label of rule.labels.map(labelWords)) {
    if (label.length === 0) continue;
    for (const [index, line] of lines.entries()) {
      let at = findLabelAt(line, label, 0);
      while (at) {
        yield* valuesAfterLabel(lines, index, at, rule, hasWords);
        at = findLabelAt(line, label, at.first + 1);
      }
    }
  }
}

/**
 * Share of a label's letters OCR may have misread, dropped or added for a column's first words to
 * be taken as that label in the loose pass ({@link looseLabelAt}): 'Mombrts:' (2 slips in
 * 'NOMBRES'), 'Noribre's', 'Cod: de eri Eimación' (4 in 'CODDEVERIFICACION') on 150-dpi scans.
 * Tuned on the corpus's tuning scans.
 */
export const looseLabelSlips = 0.3;

/** Labels shorter than this (letters) are never matched loosely: too many words are near them. */
const looseLabelMinLetters = 5;

/** Every label word run of any field and every word documents print, joined, for the loose pass. */
const looseRivals: Array<{ joined: string; label: string }> = [
  ...allLabels.map((label) => ({ joined: labelWords(label).join(''), label })),
  ...documentPrintedWords.map((word) => ({ joined: word, label: word })),
];

/**
 * Where one of `labels` starts a column of `line` when read loosely (issue 27, 150-dpi scans
 * whose small labels OCR misreads): the first one to four words from a column's start, letters
 * only, joined,
 * within {@link looseLabelSlips} of the label's letters (at least {@link looseLabelMinLetters}),
 * and nearer to it than to any label of another field or any word documents print; the tokens it
 * spans, or null.
 */
function looseLabelAt(
  line: Line,
  labels: string[],
): Array<{ first: number; last: number; share: number }> {
  const own = new Set(labels);
  const targets = labels
    .map((label) => labelWords(label).join(''))
    .filter((joined) => joined.length >= looseLabelMinLetters);
  if (targets.length === 0) return [];
  const found: Array<{ first: number; last: number; share: number }> = [];
  for (const segment of line.segments) {
    const firstToken = line.tokens.findIndex((token) => token.start >= segment.start);
    if (firstToken < 0 || (line.tokens[firstToken] as Token).end > segment.end) continue;
    let best: { last: number; slips: number; share: number } | undefined;
    let joined = '';
    // A misread label may spill into the next column ('Cod:', 'de eri Eimación').
    for (let last = firstToken; last < Math.min(line.tokens.length, firstToken + 4); last++) {
      const token = line.tokens[last] as Token;
      if (!/^[A-Z]+$/.test(token.text)) break;
      // A label glued to its value ('t rgamient09/01/2020': a word of four letters or more run
      // into digits) goes on past the next word: no label ends before it.
      if (/^[A-Z]{4,}\d/.test(line.tokens[last + 1]?.text ?? '')) break;
      joined += token.text;
      for (const target of targets) {
        const slips = editDistance(joined, target);
        const share = slips / target.length;
        if (share > looseLabelSlips || (best && share >= best.share)) continue;
        const rival = looseRivals.some(
          (other) => !own.has(other.label) && editDistance(joined, other.joined) <= slips,
        );
        if (!rival) best = { last, slips, share };
      }
    }
    if (best) found.push({ first: firstToken, last: best.last, share: best.share });
  }
  return found;
}

/**
 * The values a label read loosely leads to ({@link looseLabelAt}, {@link valuesAfterLabel}), the
 * nearest readings of a label first, with their confidence × {@link anywhereFactor}: never
 * trusted, the desk checks them.
 */
function* looselyLabelledCandidates(lines: Line[], rule: FieldRule, hasWords: boolean) {
  const found = lines
    .flatMap((line, index) => looseLabelAt(line, rule.labels).map((at) => ({ index, at })))
    .sort((a, b) => a.at.share - b.at.share);
  for (const { index, at } of found) {
    for (const value of valuesAfterLabel(lines, index, at, rule, hasWords))
      yield { ...value, confidence: value.confidence * anywhereFactor };
  }
}

/**
 * Reads one field: the first value its labels lead to that passes the field's rule
 * (`judgeValue`); when none does, the first one read, with its problem; when no label leads to a
 * value and the field is searched anywhere, the first such value anywhere at
 * {@link anywhereFactor} of its confidence.
 */
function findField(
  lines: Line[],
  key: string,
  rule: FieldRule,
  hasWords: boolean,
  options: JudgeOptions & { isOcr: boolean },
): ExtractedField | null {
  let firstFailing: ExtractedField | null = null;
  const isOcrName = options.isOcr && nameKeys.has(documentKeyOf(key));
  const passes: Array<typeof labelledCandidates> = [labelledCandidates];
  // Labels read loosely only on OCR text, and only when no label read closely led to a value.
  if (options.isOcr) passes.push(looselyLabelledCandidates);
  for (const candidates of passes) {
    for (const read of candidates(lines, rule, hasWords)) {
      const candidate = isOcrName ? { ...read, value: withoutOcrAccents(read.value) } : read;
      const problem = candidate.problem ?? judgeValue(key, candidate.value, options);
      if (!problem) return candidate;
      firstFailing ??= { ...candidate, problem };
    }
    if (firstFailing) return firstFailing;
  }
  if (!rule.isSearchedAnywhere) return null;
  if (rule.pickAnywhere) {
    // Every plausible value of every column, the earliest or the latest of them.
    const plausible = lines
      .flatMap((line) =>
        line.segments.map((segment) =>
          readValue(line, segment.start, segment.end, rule.find, hasWords),
        ),
      )
      .filter((candidate): candidate is Candidate => candidate !== null)
      .filter((candidate) => !candidate.problem && !judgeValue(key, candidate.value, options))
      .sort((a, b) => a.value.localeCompare(b.value));
    const picked = rule.pickAnywhere === 'earliest' ? plausible[0] : plausible.at(-1);
    return picked ? { value: picked.value, confidence: picked.confidence * anywhereFactor } : null;
  }
  for (const line of lines) {
    const anywhere = readValue(line, 0, line.text.length, rule.find, hasWords);
    if (!anywhere) continue;
    const problem = anywhere.problem ?? judgeValue(key, anywhere.value, options);
    return {
      value: anywhere.value,
      confidence: anywhere.confidence * anywhereFactor,
      ...(problem ? { problem } : {}),
    };
  }
  return null;
}

/** The dates read only to check the order of the requested ones (issue 27 item 1). */
const orderDates = ['fecha_nacimiento', 'fecha_emision', 'fecha_vencimiento'];

/**
 * Extracts each key word's value from a document's text (issue 16 item 4; spec 03 §3
 * "Document type" key words; issue 27 items 1, 2 and 4): for each key, its labels (the type's
 * synonyms, then the domain's table) are looked for line by line (most specific first, accent-
 * and case-insensitive, OCR slips allowed in long words); the value is read after the label in
 * its column, in the next column, or in the column below it (`labelledCandidates`), stopping at
 * the next label word; the first value that passes the field's rule (`judgeValue`: no label words
 * in names, plausible lengths and dates, CUIT check digit) is taken. On OCR text, when no label
 * leads to a value, labels are read loosely ({@link looseLabelAt}: a misread label of a 150-dpi
 * scan) and their values kept at confidence × {@link anywhereFactor}. Values are normalised: dates
 * `YYYY-MM-DD`, DNI numbers digits only, names upper-case (read by OCR, without accents on vowels:
 * {@link withoutOcrAccents}), plates without spaces, licence classes with dots, codes as printed.
 * Numbers, plates, CUITs and licence classes are also looked for anywhere when their label is not
 * found, and so are birth and expiry dates (the earliest and the latest plausible date), with
 * confidence × {@link anywhereFactor}: never trusted. Dates are then checked against each
 * other (expiry after issue, birth before both; the issue and birth dates are read for it even
 * when they are not key words).
 *
 * @param document the text (and OCR words, for confidences and columns) from `readDocumentText`,
 *   or plain text (columns separated by tabs).
 * @param keyWords the type's key words; unknown keys read free text after a label made of the key.
 * @param options.today today in Argentina, `YYYY-MM-DD` (the date rules' reference).
 * @returns one entry per key word, `{ value: null, confidence: 0 }` when not found; `problem` on a
 *   value that fails its rule.
 */
export function extractFields(
  document: DocumentText | string,
  keyWords: KeyWords,
  options: JudgeOptions,
): Record<string, ExtractedField> {
  const input = typeof document === 'string' ? { text: document } : document;
  const hasWords = input.words !== undefined && input.words.length > 0;
  const lines = toLines(input);
  const judging = { ...options, isOcr: input.source === 'ocr' };
  const fields: Record<string, ExtractedField> = {};
  const dates: Record<string, string | null> = {};
  for (const { key, value } of parseKeyWords(keyWords)) {
    const field = findField(lines, key, ruleForKey(key, value), hasWords, judging) ?? {
      value: null,
      confidence: 0,
    };
    fields[key] = field;
    const canonical = documentKeyOf(key);
    if (orderDates.includes(canonical) && !field.problem) dates[canonical] = field.value;
  }
  const requested = Object.keys(dates);
  if (requested.length === 0) return fields;
  for (const canonical of orderDates) {
    if (canonical in dates) continue;
    const extra = findField(lines, canonical, ruleForKey(canonical), hasWords, judging);
    if (extra && !extra.problem) dates[canonical] = extra.value;
  }
  const broken = judgeDateOrder(dates);
  for (const [key, field] of Object.entries(fields)) {
    if (!field.problem && broken.has(documentKeyOf(key))) field.problem = 'dateOrder';
  }
  return fields;
}
