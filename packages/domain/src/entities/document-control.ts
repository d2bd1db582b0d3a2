/**
 * Document control: courier candidates, the documents they uploaded, the catalogue of document
 * types and the companies candidates apply to.
 * Source: Spec 03 §2 ("Document control"), §3, §4 and §7.
 */
import {
  array,
  assign,
  boolean,
  enums,
  type Infer,
  nullable,
  object,
  omit,
  optional,
  refine,
  string,
  type,
} from 'superstruct';
import { candidateStates, documentStates, vehicleTypes } from '../statuses';
import { Email, Id, IsoDate, NonEmptyString, nullish, UnixTime } from './scalars';

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
 * (the server sets `candidate_id` and `created`); with it, it saves that candidate (the server
 * keeps the stored `vehicle_type` and `company_id`). Decision: the answer is the stored candidate.
 * Source: Spec 03 §7.
 */
export const CandidateInput = assign(
  omit(Candidate, ['candidate_id', 'created']),
  object({ candidate_id: optional(Id), created: optional(UnixTime) }),
);
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

/**
 * The answer of `GET /cd/cdcandidate/`: an object with a `candidates` array.
 * Source: Spec 03 §3 ("The list response carries a candidates array") and §7.
 */
export const CandidateList = object({ candidates: array(Candidate) });
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
 * - `documentName`: the storage path; dropping its first segment gives the file-store key.
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
 * The answer of `GET /cd/cddocument/` and `GET /cd/cddocument/{candidateId}`: a JSON array of
 * documents. Source: Spec 03 §7.
 */
export const DocumentList = array(Document);
/** A list of documents (see the {@link DocumentList} struct). */
export type DocumentList = Document[];

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
 * or `null` creates, present updates). Decision: the answer is the stored document type.
 * Source: Spec 03 §5 ("Document type form") and §7.
 */
export const DocumentTypeInput = object({
  type_document_id: nullish(Id),
  name: NonEmptyString,
  key_words: refine(
    KeyWords,
    'NonEmptyKeyWords',
    (value) =>
      (isJsonObjectText(value) && Object.keys(JSON.parse(value) as object).length > 0) ||
      'Expected at least one key word',
  ),
  botRequired: boolean(),
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
