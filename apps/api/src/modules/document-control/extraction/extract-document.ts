import type { HeavyWork } from '../../../heavy-work/pool.js';
import {
  type ClassifiableType,
  type Classification,
  classifyDocument,
} from './classify-document.js';
import { classifyCheckedReading, extractCheckedFields } from './cross-check-reading.js';
import { decideState, type PendingField } from './decide-state.js';
import type { ExtractedField } from './extract-fields.js';
import { type DocumentMime, type DocumentReading, readDocumentText } from './read-document-text.js';

/** What the bot found in one document and the state it leaves it in (spec 03 §4 document states). */
export type DocumentExtraction = {
  reading: DocumentReading;
  classification: Classification;
  /** The chosen type's key words with their values and confidences; empty when unclassified. */
  fields: Record<string, ExtractedField>;
  state: 'CLASSIFICATION_ERROR' | 'EXTRACTED' | 'MANUAL_REVIEW';
  /** The fields that sent it to MANUAL_REVIEW. */
  pending: PendingField[];
  /**
   * Whether the file was read twice and its values cross-checked (a low-resolution scan:
   * `needsSecondReading`, `crossCheckFields`); false when unclassified.
   */
  isCrossChecked: boolean;
};

/**
 * The whole bot run on one uploaded document (issue 16 item 4), for the pg-boss job:
 * {@link readDocumentText} → {@link classifyDocument} among `types` (`classifyCheckedReading`: a
 * low-resolution scan that matches no type is read again and classified by that reading) →
 * `extractCheckedFields` with the chosen type's key words (`extractFields`; for a low-resolution
 * scan, a second reading and the values cross-checked, `cross-check-reading.ts`: a value is
 * trusted only when both readings give it) → {@link decideState}. States: CLASSIFICATION_ERROR
 * when no type is chosen; otherwise EXTRACTED or MANUAL_REVIEW (the job records CLASSIFIED in between if it
 * keeps the history RECEIVED → CLASSIFIED → EXTRACTED / MANUAL_REVIEW). No I/O besides the
 * reading, which runs in the heavy-work pool.
 *
 * @param input.types the document types to classify against (the botRequired ones).
 * @param input.work the heavy-work pool that reads the file (see `readDocumentText`).
 * @param input.today today in Argentina (`YYYY-MM-DD`), for the date rules of `extractFields`.
 * @throws the refusals of `readDocumentText`.
 */
export async function extractDocument(input: {
  bytes: Uint8Array;
  mime: DocumentMime;
  types: ClassifiableType[];
  work: HeavyWork;
  /** Today in Argentina, `YYYY-MM-DD`: the reference of the date rules (`judgeValue`). */
  today: string;
}): Promise<DocumentExtraction> {
  const reading = await readDocumentText(input.bytes, input.mime, { work: input.work });
  const { isFromSecondReading: _, ...classification } = await classifyCheckedReading({
    bytes: input.bytes,
    mime: input.mime,
    reading,
    types: input.types,
    work: input.work,
  });
  const type = input.types.find(
    (candidate) => candidate.type_document_id === classification.typeId,
  );
  if (!type)
    return {
      reading,
      classification,
      fields: {},
      state: 'CLASSIFICATION_ERROR',
      pending: [],
      isCrossChecked: false,
    };
  const { fields, isCrossChecked } = await extractCheckedFields({
    bytes: input.bytes,
    mime: input.mime,
    reading,
    keyWords: type.key_words,
    work: input.work,
    today: input.today,
  });
  const decision = decideState({ fields });
  return {
    reading,
    classification,
    fields,
    state: decision.state,
    pending: decision.pending,
    isCrossChecked,
  };
}
