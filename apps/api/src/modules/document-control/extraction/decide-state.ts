import type { ExtractedField } from './extract-fields.js';
import type { ValueProblem } from './judge-value.js';

/**
 * Lowest OCR confidence (0–1) at which the bot trusts a value that passes its field's rule
 * (`judgeValue`; issue 27 item 1). Decision (the spec is silent): 0.85, the lowest threshold with
 * no wrong value trusted on the tuning part of the corpus (`npm run bench -w @liqui/bench -- dc
 * tune`; 142 files, 654 values, 639 read right, with the second reading of low-resolution scans,
 * `cross-check-reading.ts`): values trusted right / wrong at 0.80: 582 / 1 (a 150-dpi scan's
 * licence number read 48209913 for 48209919 at 0.82 by both readings), at 0.85: 569 / 0, at 0.90:
 * 539 / 0. On the held-out part, which the rules were not tuned on (`-- dc`; 54 files, 250 values,
 * 14 of them 150-dpi scans): 243 right (97.2 %; scanned PDFs 60 / 65, 92.3 %; by field 89.5 %
 * (`categoria`, 17 / 19) to 100 %), 223 trusted, 0 wrong but trusted (none from 0.50 up); median
 * 1.43 s per page. Values found without their label, after a label read loosely, or that two
 * readings of a scan do not give alike get at most 0.6 (`anywhereFactor`), so they always go to
 * manual review.
 */
export const extractionConfidenceThreshold = 0.85;

/**
 * Why a field keeps a document in manual review: no value, a value below the confidence
 * threshold, or a value that fails its field's rule (`implausible`, with the rule's `problem`;
 * issue 27 item 1).
 */
export type PendingField =
  | { field: string; reason: 'missing' | 'lowConfidence' }
  | { field: string; reason: 'implausible'; problem: ValueProblem };

/** The state after extraction (spec 03 §4 document states) and the fields that decided it. */
export type ExtractionDecision = { state: 'EXTRACTED' | 'MANUAL_REVIEW'; pending: PendingField[] };

/**
 * Whether the bot trusts a value (issue 27 item 1): it has one, it passes its field's rule (no
 * `problem`) and its OCR confidence is at least `threshold`.
 */
export function isTrusted(
  field: ExtractedField | undefined,
  threshold: number = extractionConfidenceThreshold,
): boolean {
  return (
    field !== undefined &&
    field.value !== null &&
    field.value !== '' &&
    field.problem === undefined &&
    field.confidence >= threshold
  );
}

/**
 * Decides the document's state after extraction (issue 16 item 4; issue 27 item 1): EXTRACTED
 * when every required field is trusted ({@link isTrusted}: a value that passes its field's rule,
 * with confidence ≥ `threshold`), else MANUAL_REVIEW with the fields at fault.
 *
 * @param input.fields the result of `extractFields`.
 * @param input.required the required keys; default every key of `fields` (spec 03 §5 "Document
 *   editor": every key word of the type is required).
 * @param input.threshold default {@link extractionConfidenceThreshold}.
 */
export function decideState(input: {
  fields: Record<string, ExtractedField>;
  required?: string[];
  threshold?: number;
}): ExtractionDecision {
  const threshold = input.threshold ?? extractionConfidenceThreshold;
  const pending: PendingField[] = [];
  for (const field of input.required ?? Object.keys(input.fields)) {
    const extracted = input.fields[field];
    if (!extracted || extracted.value === null || extracted.value === '')
      pending.push({ field, reason: 'missing' });
    else if (extracted.problem)
      pending.push({ field, reason: 'implausible', problem: extracted.problem });
    else if (extracted.confidence < threshold) pending.push({ field, reason: 'lowConfidence' });
  }
  return { state: pending.length === 0 ? 'EXTRACTED' : 'MANUAL_REVIEW', pending };
}
