import type { HeavyWork } from '../../../heavy-work/pool.js';
import {
  type ClassifiableType,
  type Classification,
  classifyDocument,
} from './classify-document.js';
import {
  anywhereFactor,
  type ExtractedField,
  extractFields,
  type KeyWords,
} from './extract-fields.js';
import type { JudgeOptions } from './judge-value.js';
import { type DocumentMime, type DocumentReading, readDocumentText } from './read-document-text.js';

/**
 * The second reading of a low-resolution scan (issue 27, "scanned PDFs included" and "no wrong
 * value ever marked trusted"). On a 150-dpi scan tesseract misreads a small letter with a word
 * confidence as high as on a clean page ('LUETA' for 'LUCIA' at 0.92, its letters at 0.98–0.99 on
 * the corpus's tuning scans): confidence alone cannot tell it. Such a page is read a second time
 * with its letters enlarged to another size ({@link secondReadingLetterPixels}, at the turn the
 * first reading found), whose slips fall elsewhere, and a value is trusted only when both readings
 * give it ({@link crossCheckFields}). On the tuning scans (30 files, 140 values), with the loose
 * labels of `extract-fields.ts`: one reading 133 right and 1 wrong but trusted; cross-checked
 * 136 right, 0 wrong but trusted.
 */

/**
 * A reading is read a second time when OCR read a speckled page (`enhanceScan`'s `denoise`)
 * enlarged at least this many times (`upscale`): a low-resolution scan (a card scanned at 150 dpi
 * is enlarged 2.7–3×, an A5 certificate 1.7–2.4×) or a noisy low-resolution image. Clean images,
 * even small ones, and photos are read once: on the tuning part 44 of 142 OCR files are read
 * twice (the 30 scans, 13 noisy images, 1 photo), which keeps the median time per page near one
 * reading's.
 */
export const secondReadingUpscale = 1.5;

/**
 * The letter height (px) of the second reading: 32 against the first reading's 24
 * (`targetLetterPixels`); tried on the tuning scans against 30 (fewer slips caught).
 */
export const secondReadingLetterPixels = 32;

/**
 * The most confidence a value gets when the two readings do not give it alike (one differs, or
 * only one reading has it): {@link anywhereFactor}, under the trust threshold, so the desk checks
 * it.
 */
export const uncheckedConfidence = anywhereFactor;

/**
 * Whether `reading` gets a second reading: OCR read one of its pages speckled and enlarged
 * ≥ {@link secondReadingUpscale}×.
 */
export function needsSecondReading(reading: DocumentReading): boolean {
  return (
    reading.source === 'ocr' &&
    reading.preprocessing.some((page) => page.denoise && page.upscale >= secondReadingUpscale)
  );
}

/** Whether a field holds a value that passes its rule. */
const isSound = (field: ExtractedField | undefined): field is ExtractedField & { value: string } =>
  field !== undefined && field.value !== null && field.value !== '' && field.problem === undefined;

/**
 * The fields of the first reading, checked against the second's (same keys): a value both
 * readings give alike (passing its rule) keeps the first reading's confidence; a value they give
 * differently keeps the first reading's, at most {@link uncheckedConfidence}; a value only the
 * first has (the second found none, or one that fails its rule) is kept at most
 * {@link uncheckedConfidence}; when the first has none or one that fails its rule and the second
 * has one that passes, the second's is taken at most {@link uncheckedConfidence}. So a value is
 * trusted only when both readings read it alike.
 *
 * @returns new fields; the inputs are not changed.
 */
export function crossCheckFields(
  first: Record<string, ExtractedField>,
  second: Record<string, ExtractedField>,
): Record<string, ExtractedField> {
  const capped = (field: ExtractedField): ExtractedField => ({
    ...field,
    confidence: Math.min(field.confidence, uncheckedConfidence),
  });
  const checked: Record<string, ExtractedField> = {};
  for (const [key, field] of Object.entries(first)) {
    const other = second[key];
    if (isSound(field)) {
      checked[key] = isSound(other) && other.value === field.value ? { ...field } : capped(field);
    } else {
      checked[key] = isSound(other) ? capped(other) : { ...field };
    }
  }
  return checked;
}

/**
 * A document's fields as the bot keeps them (the extraction worker and `extractDocument` alike):
 * {@link extractFields} on `reading`; when it {@link needsSecondReading}, the file read again
 * (`readDocumentText` with `reread`: letters at {@link secondReadingLetterPixels}, each page at
 * its first turn, in the heavy-work pool) and the fields {@link crossCheckFields}. When the second
 * reading fails (the pool refuses or is busy), no value is trusted: each is kept at most
 * {@link uncheckedConfidence}.
 *
 * @param input.reading the first reading of `bytes` (`readDocumentText`).
 * @param input.keyWords the chosen type's key words.
 * @param input.today today in Argentina, `YYYY-MM-DD` (the date rules).
 * @returns the fields and whether they were cross-checked (a second reading was attempted).
 */
export async function extractCheckedFields(input: {
  bytes: Uint8Array;
  mime: DocumentMime;
  reading: DocumentReading;
  keyWords: KeyWords;
  work: HeavyWork;
  today: JudgeOptions['today'];
}): Promise<{ fields: Record<string, ExtractedField>; isCrossChecked: boolean }> {
  const fields = extractFields(input.reading, input.keyWords, { today: input.today });
  if (!needsSecondReading(input.reading)) return { fields, isCrossChecked: false };
  let second: Record<string, ExtractedField> = {};
  try {
    const reading = await readDocumentText(input.bytes, input.mime, {
      work: input.work,
      reread: { letterPixels: secondReadingLetterPixels, pages: input.reading.preprocessing },
    });
    second = extractFields(reading, input.keyWords, { today: input.today });
  } catch {
    // No second reading: nothing is confirmed, every value goes to the desk.
  }
  return { fields: crossCheckFields(fields, second), isCrossChecked: true };
}

/**
 * Classifies a reading among `types` (`classifyDocument`); when that finds no type and the
 * reading {@link needsSecondReading} (a low-resolution scan whose header or labels OCR lost), the
 * file is read again as the cross-check reads it and that reading classified instead. The first
 * reading stays the one the fields are read from (`extractCheckedFields`).
 *
 * @returns the classification, and whether it came from the second reading.
 */
export async function classifyCheckedReading(input: {
  bytes: Uint8Array;
  mime: DocumentMime;
  reading: DocumentReading;
  types: ClassifiableType[];
  work: HeavyWork;
}): Promise<Classification & { isFromSecondReading: boolean }> {
  const first = classifyDocument(input.reading.text, input.types);
  if (first.typeId !== null || !needsSecondReading(input.reading))
    return { ...first, isFromSecondReading: false };
  try {
    const reading = await readDocumentText(input.bytes, input.mime, {
      work: input.work,
      reread: { letterPixels: secondReadingLetterPixels, pages: input.reading.preprocessing },
    });
    const second = classifyDocument(reading.text, input.types);
    if (second.typeId !== null) return { ...second, isFromSecondReading: true };
  } catch {
    // No second reading: the first's answer stands.
  }
  return { ...first, isFromSecondReading: false };
}
