import { allLabels, ruleForKey } from './field-rules.js';
import type { OcrWord } from './ocr-engine.js';

/**
 * A document type's key words (spec 03 §3 "Document type"): a JSON object (or its JSON text)
 * whose keys are the fields to extract. A value that is a non-empty string is taken as the
 * label printed on the document before that field (tried before the built-in labels).
 */
export type KeyWords = Record<string, unknown> | string | null;

/** One extracted field: the normalised value (`null` when not found) and its confidence, 0–1. */
export type ExtractedField = { value: string | null; confidence: number };

/** A document's text as `readDocumentText` returns it; `words` (OCR only) give per-word confidences. */
export type DocumentText = { text: string; words?: OcrWord[] };

/**
 * Factor applied to the confidence of a value found without its label (anywhere in the text):
 * 0.6 keeps it below `extractionConfidenceThreshold`, so such a value always goes to manual review.
 */
export const anywhereFactor = 0.6;

/** The keys of `keyWords` with their label hints; a JSON text is parsed; anything else gives none. */
export function parseKeyWords(keyWords: KeyWords): Array<{ key: string; hint?: string }> {
  let object: unknown = keyWords;
  if (typeof keyWords === 'string') {
    try {
      object = JSON.parse(keyWords);
    } catch {
      return [];
    }
  }
  if (object === null || typeof object !== 'object' || Array.isArray(object)) return [];
  return Object.entries(object as Record<string, unknown>).map(([key, hint]) =>
    typeof hint === 'string' && hint.trim() !== '' ? { key, hint } : { key },
  );
}

/** `line` upper-cased without accents, keeping its length, so indices map back to `line`. */
function foldKeepingLength(line: string): string {
  return line
    .split('')
    .map((char) => (char.normalize('NFD')[0] ?? char).toUpperCase()[0] ?? char)
    .join('');
}

type Token = { text: string; end: number };

function tokens(folded: string): Token[] {
  return [...folded.matchAll(/[A-Z0-9]+/g)].map((match) => ({
    text: match[0],
    end: (match.index ?? 0) + match[0].length,
  }));
}

/**
 * Whether two tokens are the same word, allowing OCR slips: one in words of five letters or
 * more, two in words of nine or more.
 */
function isSameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const shorter = Math.min(a.length, b.length);
  const allowed = shorter >= 9 ? 2 : shorter >= 5 ? 1 : 0;
  if (allowed === 0 || Math.abs(a.length - b.length) > allowed) return false;
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
  return (previous[b.length] ?? allowed + 1) <= allowed;
}

/** Where `label` ends in the line of tokens `line` (character index), or -1 when it is not there. */
function findLabel(line: Token[], label: string[]): number {
  for (let start = 0; start + label.length <= line.length; start++) {
    if (label.every((word, offset) => isSameWord(line[start + offset]?.text ?? '', word))) {
      return line[start + label.length - 1]?.end ?? -1;
    }
  }
  return -1;
}

const labelWords = (label: string) => label.split(/[^A-Z0-9]+/).filter((word) => word !== '');
const knownLabels = allLabels.map(labelWords);

/** Whether a line starts with a known label (so it is not a value). */
function isLabelLine(line: Token[]): boolean {
  return knownLabels.some(
    (label) =>
      label.length <= line.length &&
      label.every((word, index) => isSameWord(line[index]?.text ?? '', word)),
  );
}

/** A document's lines, folded, tokenised, with each line's words' character spans and confidences. */
type Line = {
  text: string;
  folded: string;
  tokens: Token[];
  words: Array<{ start: number; end: number; confidence: number }>;
};

function toLines({ text, words }: DocumentText): Line[] {
  return text.split('\n').map((lineText, lineIndex) => {
    const folded = foldKeepingLength(lineText);
    const spans: Line['words'] = [];
    let cursor = 0;
    for (const word of words?.filter((candidate) => candidate.line === lineIndex) ?? []) {
      const start = lineText.indexOf(word.text, cursor);
      if (start < 0) continue;
      spans.push({ start, end: start + word.text.length, confidence: word.confidence });
      cursor = start + word.text.length;
    }
    return { text: lineText, folded, tokens: tokens(folded), words: spans };
  });
}

/**
 * Confidence of a value read from `line` at `[start, end)`: the lowest confidence of the OCR
 * words it overlaps; 1 when the line has no OCR words (a PDF text layer).
 */
function confidenceOf(line: Line, start: number, end: number, hasWords: boolean): number {
  if (!hasWords) return 1;
  const overlapping = line.words.filter((word) => word.start < end && word.end > start);
  if (overlapping.length === 0) return 0;
  return Math.min(...overlapping.map((word) => word.confidence));
}

/** Reads a value in `line` from character `from`: the value and its confidence, or null. */
function readValue(
  line: Line,
  from: number,
  find: (text: string) => { value: string; raw: string } | null,
  hasWords: boolean,
): ExtractedField | null {
  const segment = line.text.slice(from);
  // After a bilingual label's first half the rest is its translation (`Apellido / Surname`).
  if (from > 0 && /^\s*\//.test(segment)) return null;
  const found = find(segment);
  if (!found) return null;
  const foldedSegment = line.folded.slice(from);
  const at = foldedSegment.indexOf(foldKeepingLength(found.raw));
  const start = from + Math.max(0, at);
  const end = at < 0 ? line.text.length : start + found.raw.length;
  return { value: found.value, confidence: confidenceOf(line, start, end, hasWords) };
}

/**
 * Extracts each key word's value from a document's text (issue 16 item 4; spec 03 §3
 * "Document type" key words): for each key, its labels are looked for line by line (most
 * specific first, accent- and case-insensitive, OCR slips allowed in long words); the value is read after the label on the same line or, when nothing there reads as a
 * value, on the next line (unless that line is itself a label). Values are normalised: dates
 * `YYYY-MM-DD`, DNI numbers digits only, names upper-case, plates without spaces, codes as
 * printed. Numbers, plates and CUITs are also looked for anywhere when their label is not found,
 * with confidence × {@link anywhereFactor}.
 *
 * @param document the text (and OCR words, for confidences) from `readDocumentText`, or plain text.
 * @param keyWords the type's key words; unknown keys read free text after a label made of the key.
 * @returns one entry per key word, `{ value: null, confidence: 0 }` when not found. Confidence is
 *   the lowest OCR word confidence of the value (1 for a PDF text layer).
 */
export function extractFields(
  document: DocumentText | string,
  keyWords: KeyWords,
): Record<string, ExtractedField> {
  const input = typeof document === 'string' ? { text: document } : document;
  const hasWords = input.words !== undefined && input.words.length > 0;
  const lines = toLines(input);
  const fields: Record<string, ExtractedField> = {};
  for (const { key, hint } of parseKeyWords(keyWords)) {
    const rule = ruleForKey(key, hint);
    fields[key] = findField(lines, rule, hasWords) ?? { value: null, confidence: 0 };
  }
  return fields;
}

function findField(
  lines: Line[],
  rule: ReturnType<typeof ruleForKey>,
  hasWords: boolean,
): ExtractedField | null {
  for (const label of rule.labels.map(labelWords)) {
    for (const [index, line] of lines.entries()) {
      const end = findLabel(line.tokens, label);
      if (end < 0) continue;
      const sameLine = readValue(line, end, rule.find, hasWords);
      if (sameLine) return sameLine;
      const next = lines.slice(index + 1).find((candidate) => candidate.tokens.length > 0);
      if (next && !isLabelLine(next.tokens)) {
        const nextLine = readValue(next, 0, rule.find, hasWords);
        if (nextLine) return nextLine;
      }
    }
  }
  if (!rule.isSearchedAnywhere) return null;
  for (const line of lines) {
    const anywhere = readValue(line, 0, rule.find, hasWords);
    if (anywhere)
      return { value: anywhere.value, confidence: anywhere.confidence * anywhereFactor };
  }
  return null;
}
