/**
 * Document control: courier candidates, the documents they uploaded, the catalogue of document
 * types and the companies candidates apply to.
 * Source: Spec 03 §2 ("Document control"), §3, §4 and §7.
 */
import {
  array,
  boolean,
  coerce,
  enums,
  type Infer,
  integer,
  max,
  min,
  nullable,
  number,
  object,
  optional,
  record,
  refine,
  string,
  type,
} from 'superstruct';
import { candidateStates, documentStates, vehicleTypes } from '../statuses';
import {
  Count,
  Email,
  fromQueryNumber,
  Id,
  IsoDate,
  NonEmptyString,
  nullish,
  UnixTime,
} from './scalars';

/**
 * A candidate (delivery or courier applicant).
 *
 * - `candidate_id`: the id. `created`: creation time, Unix seconds (listed newest first).
 * - `candidate_number_doc`: identity document number (required).
 * - `name`, `last_name`, `email`: optional, `null` when empty (the form stores empty text as null).
 * - `state_candidate`: one of {@link candidateStates} (default CREATED; any state may follow any
 *   other). `vehicle_type`: one of {@link vehicleTypes} (default MOTORCYCLE).
 * - `company_id` (vehicle and company change only at creation), `candidate_phone` (required).
 *
 * Source: Spec 03 §3 ("Candidate") and §5 ("Candidate form").
 */
export const Candidate = object({
  candidate_id: Id,
  candidate_number_doc: NonEmptyString,
  last_name: nullable(string()),
  name: nullable(string()),
  state_candidate: enums(candidateStates),
  email: nullable(Email),
  vehicle_type: enums(vehicleTypes),
  company_id: Id,
  candidate_phone: NonEmptyString,
  created: UnixTime,
});
/** A candidate (see the {@link Candidate} struct). */
export type Candidate = Infer<typeof Candidate>;

/**
 * The body of `POST /cd/cdcandidate/`: the whole candidate. Without `candidate_id` it creates one
 * (the server sets `candidate_id` and `created`); with it, it saves that candidate, and a
 * `vehicle_type` or `company_id` different from the stored one is refused with 400 (Spec 03 §4:
 * they change only at creation). Decision: the answer is the stored candidate.
 *
 * The struct only checks the shape (text or `null`); the rules with the spec's messages
 * ('Nro. Documento es requerido', 'Selecciona el Estado', 'Vehículo es requerido', 'Empresa es
 * requerido', 'Teléfono es requerido', 'Email inválido') are `validateCandidate`'s, run by the
 * server and the form alike, so a blank field answers the spec's words. Source: Spec 03 §5, §7.
 */
export const CandidateInput = object({
  candidate_id: nullish(Id),
  candidate_number_doc: nullish(string()),
  last_name: nullish(string()),
  name: nullish(string()),
  state_candidate: nullish(string()),
  email: nullish(string()),
  vehicle_type: nullish(string()),
  company_id: nullish(string()),
  candidate_phone: nullish(string()),
  created: nullish(UnixTime),
});
/** A candidate to create or save (see the {@link CandidateInput} struct). */
export type CandidateInput = Infer<typeof CandidateInput>;

/**
 * The body of `PUT /cd/cdcandidate/{candidate_id}` sent by the document editor: `candidate_id`,
 * `name` and `last_name` (from the extracted labels 'nombre' and 'apellido'). Decision: the
 * answer is the updated candidate. Source: Spec 03 §3 ("Document") and §7.
 */
export const CandidateNameUpdate = object({
  candidate_id: Id,
  name: nullable(string()),
  last_name: nullable(string()),
});
/** A candidate name correction (see the {@link CandidateNameUpdate} struct). */
export type CandidateNameUpdate = Infer<typeof CandidateNameUpdate>;

/** The largest page of the candidate and document lists (Liqui decision; the screens ask 20/35/50). */
export const DOCUMENT_CONTROL_PAGE_MAX = 100;

/** A multi-value query filter: `state=A,B` (or `state=A&state=B`) → `['A', 'B']`. */
function listOf<T extends string>(values: readonly T[]) {
  return coerce(array(enums(values)), string(), (text) =>
    text.split(',').filter((part) => part !== ''),
  );
}

/**
 * The query of `GET /cd/cdcandidate/` (Liqui decision: the list can grow, so it is paged by
 * cursor and filtered by the server, Spec 03 §2 "Candidates"):
 * - `limit`: page size 1–{@link DOCUMENT_CONTROL_PAGE_MAX} (default 20, the screen's default);
 * - `last`: the `last` of the previous page (a `candidate_id`; an unknown one is a 400);
 * - `candidate_number_doc`, `email`, `name`, `last_name`: case-insensitive substring filters;
 * - `state`: candidate states, comma separated (any of them);
 * - `order`: by creation time, `desc` (newest first, the default) or `asc`.
 */
export const CandidateListQuery = object({
  limit: optional(fromQueryNumber(max(min(integer(), 1), DOCUMENT_CONTROL_PAGE_MAX))),
  last: optional(Id),
  candidate_number_doc: optional(string()),
  email: optional(string()),
  name: optional(string()),
  last_name: optional(string()),
  state: optional(listOf(candidateStates)),
  order: optional(enums(['asc', 'desc'])),
});
/** The candidate list query (see the {@link CandidateListQuery} struct). */
export type CandidateListQuery = Infer<typeof CandidateListQuery>;

/**
 * The answer of `GET /cd/cdcandidate/`: an object with a `candidates` array (one page) and `last`,
 * the cursor of the next page, `null` on the last page (Liqui decision, as `GET /root/users`).
 * Source: Spec 03 §3 ("The list response carries a candidates array") and §7.
 */
export const CandidateList = object({ candidates: array(Candidate), last: nullable(string()) });
/** The candidate list (see the {@link CandidateList} struct). */
export type CandidateList = Infer<typeof CandidateList>;

/** A value of an extracted document field: text, number, yes/no or `null` when not read. */
export type ExtractedValue = string | number | boolean | null;

const documentKnownFields = {
  documentId: UnixTime,
  candidateId: Id,
  candidateNumberDoc: nullish(string()),
  typeDocumentId: nullish(Id),
  typeDocumentName: nullish(string()),
  stateDocument: enums(documentStates),
  expirationDate: nullish(IsoDate),
  folio: nullish(string()),
  verificationCode: nullish(string()),
  resultado: nullish(string()),
  observacion: nullish(string()),
  last_name: nullish(string()),
  name: nullish(string()),
  documentName: NonEmptyString,
  fieldConfidence: nullish(record(string(), max(min(number(), 0), 1))),
};

function isExtractedValue(value: unknown): boolean {
  return (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

/**
 * A document a candidate uploaded.
 *
 * - `documentId`: the id, Unix time in milliseconds of the upload.
 * - `candidateId` (and `candidateNumberDoc`): the candidate.
 * - `typeDocumentId`, `typeDocumentName`: its document type, `null` until classified.
 * - `stateDocument`: its state, one of {@link documentStates} (any state may follow any other).
 * - `expirationDate` (`YYYY-MM-DD`), `folio`, `verificationCode`, `resultado`, `observacion`
 *   (optional), `last_name`, `name`.
 * - `documentName`: the storage path `public/cddocument/{id}.{ext}`; dropping its first segment
 *   gives the file-store key (read the bytes with `GET /cd/cddocument/file/{documentId}`).
 * - `fieldConfidence` (Liqui): the OCR bot's confidence per extracted field, 0–1, `null` before
 *   the bot ran; read-only (a save ignores it).
 * - **Extracted fields**: one more key per key word of its document type (e.g. `dominio`), whose
 *   value is text, a number, a boolean or `null`. The struct is a `type` struct, so those keys
 *   pass; their values are checked to be one of those scalars.
 *
 * Body of `POST /cd/cddocument/` (decision: the answer is the stored document) and element of the
 * lists of `GET /cd/cddocument/` and `GET /cd/cddocument/{candidateId}`.
 * Source: Spec 03 §3 ("Document") and §7.
 */
export const Document = refine(type(documentKnownFields), 'ExtractedFields', (document) => {
  const invalid = Object.entries(document).filter(
    ([key, value]) => !(key in documentKnownFields) && !isExtractedValue(value),
  );
  return (
    invalid.length === 0 ||
    `Extracted fields must be text, numbers, booleans or null: ${invalid.map(([key]) => key).join(', ')}`
  );
});
/**
 * A candidate's document (see the {@link Document} struct): the known fields plus its extracted
 * fields, readable by key word (`document['dominio']`).
 */
export type Document = Infer<typeof Document> & { readonly [extractedField: string]: unknown };

/**
 * The answer of `GET /cd/cddocument/{candidateId}`: a JSON array of the candidate's documents
 * (bounded: a candidate holds at most `CANDIDATE_DOCUMENTS_MAX` documents). Source: Spec 03 §7.
 */
export const DocumentList = array(Document);
/** A list of documents (see the {@link DocumentList} struct). */
export type DocumentList = Document[];

/**
 * What the extraction bot did to one scanned page before OCR (issue 27 items 2 and 3): `page`
 * (from 1), `rotation` the clockwise turn (degrees) it was read at, `upscale` the factor it was
 * enlarged by (1: not), `denoise` whether specks were removed.
 */
export const PagePreprocessing = object({
  page: min(integer(), 1),
  rotation: enums([0, 90, 180, 270] as const),
  upscale: min(number(), 0),
  denoise: boolean(),
});
/** One page's preprocessing (see the {@link PagePreprocessing} struct). */
export type PagePreprocessing = Infer<typeof PagePreprocessing>;

/** Why a field kept a document in manual review (the bot's `decideState`). */
export const pendingFieldReasons = ['missing', 'lowConfidence', 'implausible'] as const;

/**
 * One event of a document's history (Liqui; issue 27 item 3), oldest first:
 * - `id`, `at` (ISO 8601 instant);
 * - `event`: `uploaded` (the upload, RECEIVED), the bot's `classified`, `classificationFailed`,
 *   `extracted`, `extractionDoubtful` (events of `documentStatusMachine`), or the desk's
 *   `backOffice:<STATE>` (a save that changed the state);
 * - `stateDocument`: the state it left the document in;
 * - `actor`: the staff member's e-mail, `null` for the bot;
 * - `typeDocumentName`: the type the bot classified it as (its events), else `null`;
 * - `preprocessing`: what was done to each scanned page before OCR (the bot's first event of a
 *   run; empty for a PDF read from its text layer and for other events);
 * - `pending`: the fields that sent it to MANUAL_REVIEW (`extractionDoubtful`), by key word.
 */
export const DocumentEvent = object({
  id: min(integer(), 1),
  at: string(),
  event: NonEmptyString,
  stateDocument: enums(documentStates),
  actor: nullable(string()),
  typeDocumentName: nullable(string()),
  preprocessing: array(PagePreprocessing),
  pending: array(object({ field: string(), reason: enums(pendingFieldReasons) })),
});
/** A document's history event (see the {@link DocumentEvent} struct). */
export type DocumentEvent = Infer<typeof DocumentEvent>;

/** The answer of `GET /cd/cddocument/history/{documentId}`: the document's events, oldest first. */
export const DocumentHistory = array(DocumentEvent);
/** A document's history (see the {@link DocumentHistory} struct). */
export type DocumentHistory = DocumentEvent[];

/**
 * The query of `GET /cd/cddocument/` (Liqui decision: paged by cursor like the candidates):
 * `limit` 1–{@link DOCUMENT_CONTROL_PAGE_MAX} (default 20), `last` (a `documentId` from the
 * previous page), `state` (document states, comma separated). Newest first.
 */
export const DocumentListQuery = object({
  limit: optional(fromQueryNumber(max(min(integer(), 1), DOCUMENT_CONTROL_PAGE_MAX))),
  last: optional(fromQueryNumber(UnixTime)),
  state: optional(listOf(documentStates)),
});
/** The document list query (see the {@link DocumentListQuery} struct). */
export type DocumentListQuery = Infer<typeof DocumentListQuery>;

/**
 * The answer of `GET /cd/cddocument/`: one page of `documents`, newest first, and `last`, the
 * cursor of the next page (`null` on the last). Source: Spec 03 §7 (paging is ours).
 */
export const DocumentPage = object({ documents: array(Document), last: nullable(UnixTime) });
/** A page of documents (see the {@link DocumentPage} struct). */
export type DocumentPage = Infer<typeof DocumentPage>;

/**
 * The query of the document upload `PUT /cd/cddocument/{candidateId}/file`: the document type
 * chosen on the upload screen (optional: without it the document waits to be classified).
 */
export const DocumentUploadQuery = object({ typeDocumentId: optional(Id) });
/** The upload query (see the {@link DocumentUploadQuery} struct). */
export type DocumentUploadQuery = Infer<typeof DocumentUploadQuery>;

const candidateStateCounts = object(
  Object.fromEntries(candidateStates.map((state) => [state, Count])) as Record<
    (typeof candidateStates)[number],
    typeof Count
  >,
);
const documentStateCounts = object(
  Object.fromEntries(documentStates.map((state) => [state, Count])) as Record<
    (typeof documentStates)[number],
    typeof Count
  >,
);

/**
 * The figures of the document-control dashboard (`GET /cd/stats`, Liqui), for the caller's scope
 * (every company, or the adminLiteDC's own):
 * - `candidatesByState`, `documentsByState`: counts per state (every state present, 0 when none);
 * - `awaitingManualReview`: documents a person must look at: MANUAL_REVIEW or CLASSIFICATION_ERROR;
 * - `extraction`: `checkedFields` = fields the bot extracted on documents staff already decided
 *   (VALIDATED, NOT_VALIDATED, APPROVED, NOT_APPROVED), `unchangedFields` = those whose stored
 *   value still equals the bot's, `accuracy` = unchanged / checked (0–1), `null` with none checked.
 */
export const DocumentControlStats = object({
  candidatesByState: candidateStateCounts,
  documentsByState: documentStateCounts,
  awaitingManualReview: Count,
  extraction: object({
    checkedFields: Count,
    unchangedFields: Count,
    accuracy: nullable(max(min(number(), 0), 1)),
  }),
});
/** The dashboard figures (see the {@link DocumentControlStats} struct). */
export type DocumentControlStats = Infer<typeof DocumentControlStats>;

function isJsonObjectText(value: string): boolean {
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

/**
 * `key_words` of a document type: a JSON-encoded object whose keys are the fields to extract
 * (e.g. `'{"dominio":"","vencimiento":""}'`). Source: Spec 03 §3 ("Document type").
 */
export const KeyWords = refine(
  string(),
  'KeyWords',
  (value) => isJsonObjectText(value) || 'Expected key_words to be a JSON-encoded object',
);
/** A JSON-encoded object of field names (see the {@link KeyWords} struct). */
export type KeyWords = Infer<typeof KeyWords>;

/**
 * A document type of the catalogue: `type_document_id`, `name`, `key_words` (JSON-encoded object
 * of the fields to extract), `botRequired` (boolean on the wire; 'required' / 'not-required' in
 * the form) and `arnId` (optional processing identifier, `null` when not set).
 * Element of the array `GET /cd/cdtypedocument/` returns. Source: Spec 03 §3 and §7.
 */
export const DocumentType = object({
  type_document_id: Id,
  name: NonEmptyString,
  key_words: KeyWords,
  botRequired: boolean(),
  arnId: nullish(string()),
});
/** A document type (see the {@link DocumentType} struct). */
export type DocumentType = Infer<typeof DocumentType>;

/**
 * The body of `POST /cd/cdtypedocument/`: `name`, `arnId` (`null` when the form's arn option is
 * off), `key_words` (must hold at least one key), `botRequired`, and `type_document_id` (missing
 * or `null` creates, present updates). Decision: the answer is the stored document type. A blank
 * `name` or a missing `botRequired` pass the struct and are refused by `validateDocumentType` with
 * the spec's words ('Nombre es requerido', 'Bot Required es requerido').
 * Source: Spec 03 §5 ("Document type form") and §7.
 */
export const DocumentTypeInput = object({
  type_document_id: nullish(Id),
  name: nullish(string()),
  key_words: refine(
    KeyWords,
    'NonEmptyKeyWords',
    (value) =>
      (isJsonObjectText(value) && Object.keys(JSON.parse(value) as object).length > 0) ||
      'Expected at least one key word',
  ),
  botRequired: nullish(boolean()),
  arnId: nullish(string()),
});
/** A document type to create or update (see the {@link DocumentTypeInput} struct). */
export type DocumentTypeInput = Infer<typeof DocumentTypeInput>;

/**
 * A company of the document-control area (the one a candidate applies to): `company_id` and
 * `name`. `GET /cd/cdcompany/` returns an array of these. Source: Spec 03 §3 and §7.
 */
export const DocumentControlCompany = object({
  company_id: Id,
  name: NonEmptyString,
});
/** A document-control company (see the {@link DocumentControlCompany} struct). */
export type DocumentControlCompany = Infer<typeof DocumentControlCompany>;
