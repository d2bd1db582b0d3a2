/**
 * Document-control rules shared by the server and the screens: the candidate form, the document
 * type form, the document editor's save and the document upload (Spec 03 §4, §5, §9), and who may
 * do what inside the area (Spec 03 §6 leaves it open; the decisions are here).
 */

import { argentineDateOf, formatDate } from './argentine-date';
import { documentFieldLabel } from './document-field-labels';
import type {
  Candidate,
  CandidateInput,
  DocumentTypeInput,
  ExtractedValue,
} from './entities/document-control';
import { type Failure, fail, type Result, succeed } from './result';
import type { SessionFlags } from './session-flags';
import {
  type CandidateState,
  candidateStates,
  type DocumentState,
  documentStates,
  type VehicleType,
  vehicleTypes,
} from './statuses';

/**
 * Who may manage the catalogue of document types (`POST /cd/cdtypedocument/`): adminDC only.
 * Decision (Spec 03 §6 "which of those roles may do what inside the area is not shown"): the
 * catalogue is shared by every company, so neither an analyst (analistaDC, who reviews candidates
 * and documents) nor a company's document admin (adminLiteDC) changes it.
 */
export const documentTypeManagerGroups = ['adminDC'] as const;

/**
 * Whether the session may create or edit document types (see {@link documentTypeManagerGroups});
 * the /document-types screen hides its form otherwise.
 */
export function canManageDocumentTypes(flags: Pick<SessionFlags, 'adminDC'>): boolean {
  return flags.adminDC;
}

/** A candidate as validated by {@link validateCandidate}: trimmed, empty text as `null`. */
export type ValidCandidate = Omit<Candidate, 'candidate_id' | 'created'> & {
  readonly candidate_id: string | null;
};

/** Trimmed text, or `null` when empty or missing (Spec 03 §5: "Empty text is stored as null"). */
export function emptyToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The candidate form's rules (Spec 03 §5 "Candidate form"), in the form's order; every failing
 * field is reported: `candidate_number_doc` 'Nro. Documento es requerido', `state_candidate`
 * 'Selecciona el Estado' (also for a value that is not a candidate state), `vehicle_type`
 * 'Vehículo es requerido', `company_id` 'Empresa es requerido', `candidate_phone` 'Teléfono es
 * requerido', `email` 'Email inválido' when given and not an address. `name` and `last_name` are
 * optional. Empty text becomes `null`; text is trimmed.
 *
 * @returns the normalized candidate (without `created`, which the server sets).
 */
export function validateCandidate(input: CandidateInput): Result<ValidCandidate> {
  const numberDoc = emptyToNull(input.candidate_number_doc);
  const state = emptyToNull(input.state_candidate);
  const vehicle = emptyToNull(input.vehicle_type);
  const company = emptyToNull(input.company_id);
  const phone = emptyToNull(input.candidate_phone);
  const email = emptyToNull(input.email);
  const failures: Failure[] = [];
  if (numberDoc === null)
    failures.push(fail('candidate_number_doc', 'candidate.numberDocRequired'));
  if (!candidateStates.includes(state as CandidateState)) {
    failures.push(fail('state_candidate', 'state.required'));
  }
  if (!vehicleTypes.includes(vehicle as VehicleType)) {
    failures.push(fail('vehicle_type', 'candidate.vehicleTypeRequired'));
  }
  if (company === null) failures.push(fail('company_id', 'candidate.companyRequired'));
  if (phone === null) failures.push(fail('candidate_phone', 'candidate.phoneRequired'));
  if (email !== null && !emailPattern.test(email)) {
    failures.push(fail('email', 'candidate.emailInvalid'));
  }
  if (failures.length > 0) {
    return { ok: false, errors: failures.flatMap((failure) => failure.errors) };
  }
  return succeed({
    candidate_id: emptyToNull(input.candidate_id),
    candidate_number_doc: numberDoc as string,
    last_name: emptyToNull(input.last_name),
    name: emptyToNull(input.name),
    state_candidate: state as CandidateState,
    email,
    vehicle_type: vehicle as VehicleType,
    company_id: company as string,
    candidate_phone: phone as string,
  });
}

/** A document type as validated by {@link validateDocumentType}. */
export type ValidDocumentType = {
  readonly type_document_id: string | null;
  readonly name: string;
  readonly key_words: string;
  readonly botRequired: boolean;
  readonly arnId: string | null;
};

/**
 * The document type form's rules (Spec 03 §5 "Document type form"): `name` 'Nombre es
 * requerido', `botRequired` 'Bot Required es requerido' (both reported). `key_words` must hold
 * at least one key: the contract's struct refuses it otherwise (the form never sends it: with no
 * key words "nothing happens and no message appears"). `arnId` empty → `null`.
 */
export function validateDocumentType(input: DocumentTypeInput): Result<ValidDocumentType> {
  const name = emptyToNull(input.name);
  const failures: Failure[] = [];
  if (name === null) failures.push(fail('name', 'documentType.nameRequired'));
  if (typeof input.botRequired !== 'boolean') {
    failures.push(fail('botRequired', 'documentType.botRequiredRequired'));
  }
  if (failures.length > 0) {
    return { ok: false, errors: failures.flatMap((failure) => failure.errors) };
  }
  return succeed({
    type_document_id: emptyToNull(input.type_document_id),
    name: name as string,
    key_words: input.key_words,
    botRequired: input.botRequired as boolean,
    arnId: emptyToNull(input.arnId),
  });
}

/** The keys of a document type's `key_words` (a JSON-encoded object), in their written order. */
export function keyWordsOf(keyWords: string): string[] {
  try {
    const parsed: unknown = JSON.parse(keyWords);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return [];
    return Object.keys(parsed);
  } catch {
    return [];
  }
}

/**
 * The document field a key word (form label) is stored in: 'apellido' → `last_name`, 'nombre' →
 * `name` (Spec 03 §3 "Document": those two map to the candidate's fields), any other key word →
 * the document field of the same name (decision: "the full mapping is not shown").
 */
export function documentFieldOfKeyWord(keyWord: string): string {
  if (keyWord === 'apellido') return 'last_name';
  if (keyWord === 'nombre') return 'name';
  return keyWord;
}

/**
 * The document editor's save rules (Spec 03 §5 "Document editor"), stopping at the first error:
 * `typeDocumentId` 'Selecciona el Tipo de Documento'; `stateDocument` 'Selecciona el Estado';
 * then each key word of the chosen type, in order, '{field label} es requerido' when its field
 * ({@link documentFieldOfKeyWord}) is empty, the label being the one the editor shows
 * (`documentFieldLabel`: 'Número de documento es requerido' for `numero_documento`; issue 25
 * item 11). 'observacion' is optional.
 *
 * @param input.document - the document as sent (its extracted fields readable by name).
 * @param input.keyWords - the chosen type's `key_words`, `undefined` when the type is unknown.
 */
export function validateDocumentSave(input: {
  readonly document: { readonly [field: string]: unknown };
  readonly keyWords: string | undefined;
}): Result<{ readonly stateDocument: DocumentState }> {
  const { document } = input;
  if (emptyToNull(document.typeDocumentId as string | null | undefined) === null) {
    return fail('typeDocumentId', 'document.typeRequired');
  }
  if (input.keyWords === undefined) return fail('typeDocumentId', 'document.typeRequired');
  const state = document.stateDocument as DocumentState;
  if (!documentStates.includes(state)) return fail('stateDocument', 'state.required');
  for (const keyWord of keyWordsOf(input.keyWords)) {
    if (keyWord === 'observacion') continue;
    const value = document[documentFieldOfKeyWord(keyWord)] as ExtractedValue | undefined;
    const isEmpty = value === null || value === undefined || String(value).trim() === '';
    if (isEmpty)
      return fail(documentFieldOfKeyWord(keyWord), 'document.fieldRequired', {
        field: documentFieldLabel(keyWord),
      });
  }
  return succeed({ stateDocument: state });
}

/**
 * The largest document upload, in bytes: 10 MiB. Decision (Spec 03 §9 gives no limit for
 * documents): twice the photo limit, room for a phone's photo or a multi-page scanned PDF.
 */
export const documentMaxBytes = 10 * 1024 * 1024;

/** The file types a document may be (JPG, PNG, PDF) with their stored extension (Spec 03 §5). */
export const documentMediaTypes = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
} as const;
/** A media type of {@link documentMediaTypes}. */
export type DocumentMediaType = keyof typeof documentMediaTypes;

/**
 * Checks a document upload (Spec 03 §5 "Document upload", §9).
 *
 * @param input.mediaType - on the server the type detected from the content (magic bytes), never
 *   the name; in the browser the file's declared type (a first check only).
 * @returns the media type, or at path `file`: `document.uploadFormat` ('Solo puedes subir
 *   documentos en formato JPG/PNG/PDF') first, then `document.uploadSize` at
 *   {@link documentMaxBytes} or more.
 */
export function validateDocumentUpload(input: {
  readonly byteLength: number;
  readonly mediaType: string | undefined;
}): Result<DocumentMediaType> {
  const mediaType = Object.keys(documentMediaTypes).find((type) => type === input.mediaType) as
    | DocumentMediaType
    | undefined;
  if (mediaType === undefined) return fail('file', 'document.uploadFormat');
  if (input.byteLength === 0 || input.byteLength >= documentMaxBytes) {
    return fail('file', 'document.uploadSize');
  }
  return succeed(mediaType);
}

/**
 * The most documents one candidate holds: 50. Decision: it bounds `GET /cd/cddocument/{candidateId}`
 * (an unpaged array, as the spec has it); an upload past it answers 409.
 */
export const CANDIDATE_DOCUMENTS_MAX = 50;

/**
 * The most document types the catalogue holds: 200. Decision: it bounds `GET /cd/cdtypedocument/`
 * (an unpaged array, as the spec has it); creating one more answers 409.
 */
export const DOCUMENT_TYPES_MAX = 200;

/**
 * A Unix time in seconds as the screens show it, DD/MM/YYYY on the Argentine calendar (Spec 03 §2
 * "creation date (day-month-year from a unix timestamp)"), whatever the browser's locale.
 */
export function formatUnixDate(seconds: number): string {
  return formatDate(argentineDateOf(new Date(seconds * 1000)));
}
