/**
 * Calls of the document-control area: document types, candidates, documents, companies, the
 * document file and the dashboard figures. Source: Spec 03 §7 ("Document control").
 *
 * Roles (Spec 03 §6 leaves "which of those roles may do what inside the area" open; decisions,
 * enforced by the server):
 * - adminDC: everything, every company;
 * - analistaDC: reviews candidates and documents of every company (lists, creates, saves,
 *   uploads) but does not manage document types (403 on `POST /cd/cdtypedocument/`);
 * - adminLiteDC: the same as an analyst, limited to the candidates and documents of its own
 *   company (the link is `dc_staff_companies`); another company's candidate or document answers
 *   404 as if it did not exist; it does not manage document types either;
 * - anyone else (a taxpayer, admin, adminLite): 403 on every call.
 */
import {
  Candidate,
  CandidateInput,
  CandidateList,
  CandidateListQuery,
  CandidateNameUpdate,
  Document,
  DocumentControlCompany,
  DocumentControlStats,
  DocumentHistory,
  DocumentList,
  DocumentListQuery,
  DocumentPage,
  DocumentType,
  DocumentTypeInput,
  DocumentUploadQuery,
  documentControlGroups,
  documentTypeManagerGroups,
} from '@liqui/domain';
import { array, define } from 'superstruct';
import { defineEndpoint } from './define-endpoint';

/** `GET /cd/cdtypedocument/`: the document types (a JSON array). Source: Spec 03 §7. */
export const listDocumentTypes = defineEndpoint({
  name: 'listDocumentTypes',
  method: 'GET',
  path: '/cd/cdtypedocument/',
  response: array(DocumentType),
  sources: ['Spec 03 §7'],
  roles: documentControlGroups,
  summary: 'Lista los tipos de documento.',
});

/**
 * `POST /cd/cdtypedocument/`: creates (without `type_document_id`) or updates a document type.
 * adminDC only (see the module's TSDoc). 400 'Nombre es requerido' / 'Bot Required es requerido';
 * 404 for an unknown `type_document_id`; 409 past `DOCUMENT_TYPES_MAX` types.
 * Decision (response not shown): the stored type. Source: Spec 03 §5, §7.
 */
export const saveDocumentType = defineEndpoint({
  name: 'saveDocumentType',
  method: 'POST',
  path: '/cd/cdtypedocument/',
  body: DocumentTypeInput,
  response: DocumentType,
  sources: ['Spec 03 §7'],
  roles: documentTypeManagerGroups,
  summary: 'Crea o actualiza un tipo de documento.',
});

/**
 * `GET /cd/cdcandidate/`: one page of `{ candidates, last }` (filters, order and cursor in
 * {@link CandidateListQuery}); an adminLiteDC sees its company's only. Source: Spec 03 §2, §7.
 */
export const listCandidates = defineEndpoint({
  name: 'listCandidates',
  method: 'GET',
  path: '/cd/cdcandidate/',
  query: CandidateListQuery,
  response: CandidateList,
  sources: ['Spec 03 §7'],
  roles: documentControlGroups,
  summary: 'Lista los candidatos.',
});

/** `GET /cd/cdcandidate/{candidate_id}`: one candidate. Source: Spec 03 §7. */
export const getCandidate = defineEndpoint({
  name: 'getCandidate',
  method: 'GET',
  path: '/cd/cdcandidate/{candidate_id}',
  response: Candidate,
  sources: ['Spec 03 §7'],
  roles: documentControlGroups,
  summary: 'Lee un candidato.',
});

/**
 * `POST /cd/cdcandidate/`: creates (without `candidate_id`) or saves a whole candidate, after the
 * candidate form's rules (`validateCandidate`, 400 with the spec's messages; empty text stored as
 * null). A save that changes `vehicle_type` or `company_id` is a 400 (Spec 03 §4); an unknown
 * company is a 400 at `company_id` ('Empresa es requerido'); an adminLiteDC creates only for its
 * own company (another → 403) and saves only its own candidates (another → 404). Decision
 * (response not shown): the stored candidate. Source: Spec 03 §4, §5, §7.
 */
export const saveCandidate = defineEndpoint({
  name: 'saveCandidate',
  method: 'POST',
  path: '/cd/cdcandidate/',
  body: CandidateInput,
  response: Candidate,
  sources: ['Spec 03 §7'],
  roles: documentControlGroups,
  summary: 'Crea o guarda un candidato.',
});

/**
 * `PUT /cd/cdcandidate/{candidate_id}`: corrects a candidate's `name` and `last_name` from the
 * document editor. Decision (response not shown): the updated candidate. Source: Spec 03 §7.
 */
export const updateCandidateName = defineEndpoint({
  name: 'updateCandidateName',
  method: 'PUT',
  path: '/cd/cdcandidate/{candidate_id}',
  body: CandidateNameUpdate,
  response: Candidate,
  sources: ['Spec 03 §7'],
  roles: documentControlGroups,
  summary: 'Corrige nombre y apellido de un candidato.',
});

/**
 * `POST /cd/cddocument/`: saves a whole document (state, type, extracted fields) by its
 * `documentId`, after the editor's rules (`validateDocumentSave`: 'Selecciona el Tipo de
 * Documento', 'Selecciona el Estado', '{campo} es requerido'). The file, the candidate, the bot's
 * values and confidences are kept as stored; `typeDocumentName` is the chosen type's name.
 * 404 for an unknown document (or another company's, for an adminLiteDC). Decision (response not
 * shown): the stored document. Source: Spec 03 §4, §5, §7.
 */
export const saveDocument = defineEndpoint({
  name: 'saveDocument',
  method: 'POST',
  path: '/cd/cddocument/',
  body: Document,
  response: Document,
  sources: ['Spec 03 §7'],
  roles: documentControlGroups,
  summary: 'Guarda un documento.',
});

/**
 * `GET /cd/cddocument/`: one page of `{ documents, last }`, newest first (Liqui decision: paged,
 * see {@link DocumentListQuery}); an adminLiteDC sees its company's only. Source: Spec 03 §7.
 */
export const listDocuments = defineEndpoint({
  name: 'listDocuments',
  method: 'GET',
  path: '/cd/cddocument/',
  query: DocumentListQuery,
  response: DocumentPage,
  sources: ['Spec 03 §7'],
  roles: documentControlGroups,
  summary: 'Lista los documentos.',
});

/**
 * `GET /cd/cddocument/{candidateId}`: a candidate's documents (a JSON array, newest first, at most
 * `CANDIDATE_DOCUMENTS_MAX`); 404 for an unknown candidate (or another company's, for an
 * adminLiteDC). Source: Spec 03 §7.
 */
export const listCandidateDocuments = defineEndpoint({
  name: 'listCandidateDocuments',
  method: 'GET',
  path: '/cd/cddocument/{candidateId}',
  response: DocumentList,
  sources: ['Spec 03 §7'],
  roles: documentControlGroups,
  summary: 'Lista los documentos de un candidato.',
});

/**
 * `GET /cd/cdcompany/`: the companies candidates apply to, by name; an adminLiteDC gets its own
 * only. Source: Spec 03 §7.
 */
export const listDocumentControlCompanies = defineEndpoint({
  name: 'listDocumentControlCompanies',
  method: 'GET',
  path: '/cd/cdcompany/',
  response: array(DocumentControlCompany),
  sources: ['Spec 03 §7'],
  roles: documentControlGroups,
  summary: 'Lista las empresas de control documental.',
});

/**
 * The bytes of an upload or a read of a document file: not JSON (see
 * {@link uploadCandidateDocument}, {@link getDocumentFile}).
 */
export const DocumentBytes = define<Uint8Array>(
  'DocumentBytes',
  (value) => value instanceof Uint8Array || value instanceof ArrayBuffer,
);

/**
 * `PUT /cd/cddocument/{candidateId}/file` (Liqui; Spec 03 §2 "Upload document", §7 "Uploads go to
 * cddocument/{generated id}.{ext}"): uploads one document for a candidate. The body is the file's
 * raw bytes (not JSON, not multipart; any `Content-Type`); query `typeDocumentId` optional. The
 * type is read from the content (magic bytes), never the name: JPG, PNG or PDF, else 400 'Solo
 * puedes subir documentos en formato JPG/PNG/PDF'; an empty file or 10 MB (`documentMaxBytes`) or
 * more → 400 / 413 'El documento debe pesar menos de 10MB'. The file is stored under
 * `cddocument/{documentId}.{ext}` and the document created RECEIVED (201, the stored document).
 * 404 unknown candidate (or another company's for an adminLiteDC) or type; 409 when the candidate
 * holds `CANDIDATE_DOCUMENTS_MAX` documents. The file is opened and checked before it is stored
 * (issue 26 item 2): a damaged file 400 'El archivo está dañado o no se puede leer' (or 'El archivo
 * tardó demasiado en procesarse'); an image over 40 megapixels, a PDF over 20 pages or whose
 * streams inflate past 64 MiB → 413 with its message; the server busy with other files → 429
 * `too_many_requests` with `Retry-After`.
 */
export const uploadCandidateDocument = defineEndpoint({
  name: 'uploadCandidateDocument',
  method: 'PUT',
  path: '/cd/cddocument/{candidateId}/file',
  query: DocumentUploadQuery,
  response: Document,
  status: 201,
  sources: ['Liqui'],
  roles: documentControlGroups,
  summary: 'Sube un documento (JPG, PNG o PDF) de un candidato.',
});

/**
 * `GET /cd/cddocument/file/{documentId}` (Liqui; Spec 03 §7 "the document file is fetched by its
 * key"): the file's bytes with its `Content-Type` (`application/pdf` tells the editor it is a
 * PDF), `Cache-Control: private, no-store`. 404 for an unknown document (or another company's, for
 * an adminLiteDC).
 */
export const getDocumentFile = defineEndpoint({
  name: 'getDocumentFile',
  method: 'GET',
  path: '/cd/cddocument/file/{documentId}',
  response: DocumentBytes,
  sources: ['Liqui'],
  roles: documentControlGroups,
  summary: 'Lee el archivo de un documento.',
});

/**
 * `GET /cd/cddocument/file/{documentId}/page/{page}` (Liqui; issue 16 item 3: PDFs shown as page
 * images in the document editor): page `page` (1, 2, … as text) of the document's file rendered
 * to a PNG on the server with mupdf (decision: simpler and lighter than pdf.js in the browser,
 * and the same renderer the bot reads with), at most 1,200 px wide, `Content-Type: image/png`,
 * `Cache-Control: private, no-store`, and header `X-Page-Count` with the file's number of pages.
 * An image file is its own single page. 404 for an unknown document (or another company's, for
 * an adminLiteDC), a page out of range or a file mupdf cannot open.
 */
export const getDocumentPage = defineEndpoint({
  name: 'getDocumentPage',
  method: 'GET',
  path: '/cd/cddocument/file/{documentId}/page/{page}',
  response: DocumentBytes,
  sources: ['Liqui'],
  roles: documentControlGroups,
  summary: 'Muestra una página de un documento como imagen PNG.',
});

/**
 * `GET /cd/cddocument/history/{documentId}` (Liqui; issue 27 item 3): the document's history,
 * oldest first (see {@link DocumentHistory}): the upload, each step of the extraction bot with
 * the preprocessing it ran on each scanned page (turn, enlargement, speck removal) and the fields
 * it left for review, and each desk save that changed the state, with who made it. 404 for an
 * unknown document (or another company's, for an adminLiteDC).
 */
export const getDocumentHistory = defineEndpoint({
  name: 'getDocumentHistory',
  method: 'GET',
  path: '/cd/cddocument/history/{documentId}',
  response: DocumentHistory,
  sources: ['Liqui'],
  roles: documentControlGroups,
  summary: 'Muestra el historial de un documento.',
});

/**
 * `GET /cd/stats` (Liqui): the figures of the /document-control dashboard (see
 * {@link DocumentControlStats}), computed by SQL over the caller's scope (every company; an
 * adminLiteDC its own). Spec 03 §2 shows placeholder figures; these are real.
 */
export const getDocumentControlStats = defineEndpoint({
  name: 'getDocumentControlStats',
  method: 'GET',
  path: '/cd/stats',
  response: DocumentControlStats,
  sources: ['Liqui'],
  roles: documentControlGroups,
  summary: 'Cifras del tablero de control documental.',
});

/** The document-control calls, in the order the spec lists them, then Liqui's own. */
export const documentControlEndpoints: readonly [
  typeof listDocumentTypes,
  typeof saveDocumentType,
  typeof listCandidates,
  typeof getCandidate,
  typeof saveCandidate,
  typeof updateCandidateName,
  typeof saveDocument,
  typeof listDocuments,
  typeof listCandidateDocuments,
  typeof listDocumentControlCompanies,
  typeof uploadCandidateDocument,
  typeof getDocumentFile,
  typeof getDocumentPage,
  typeof getDocumentHistory,
  typeof getDocumentControlStats,
] = [
  listDocumentTypes,
  saveDocumentType,
  listCandidates,
  getCandidate,
  saveCandidate,
  updateCandidateName,
  saveDocument,
  listDocuments,
  listCandidateDocuments,
  listDocumentControlCompanies,
  uploadCandidateDocument,
  getDocumentFile,
  getDocumentPage,
  getDocumentHistory,
  getDocumentControlStats,
];
