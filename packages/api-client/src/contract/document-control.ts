/**
 * Calls of the document-control area: document types, candidates, documents and companies.
 * Every one is for the roles adminDC, adminLiteDC and analistaDC (which role may do what inside
 * the area is not shown, so any of them may call all). Source: Spec 03 §7 ("Document control").
 */
import {
  Candidate,
  CandidateInput,
  CandidateList,
  CandidateNameUpdate,
  Document,
  DocumentControlCompany,
  DocumentList,
  DocumentType,
  DocumentTypeInput,
  documentControlGroups,
} from '@liqui/domain';
import { array } from 'superstruct';
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
 * Decision (response not shown): the stored type. Source: Spec 03 §7.
 */
export const saveDocumentType = defineEndpoint({
  name: 'saveDocumentType',
  method: 'POST',
  path: '/cd/cdtypedocument/',
  body: DocumentTypeInput,
  response: DocumentType,
  sources: ['Spec 03 §7'],
  roles: documentControlGroups,
  summary: 'Crea o actualiza un tipo de documento.',
});

/** `GET /cd/cdcandidate/`: `{ candidates }`. Source: Spec 03 §7. */
export const listCandidates = defineEndpoint({
  name: 'listCandidates',
  method: 'GET',
  path: '/cd/cdcandidate/',
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
 * `POST /cd/cdcandidate/`: creates (without `candidate_id`) or saves a whole candidate. Decision
 * (response not shown): the stored candidate. Source: Spec 03 §7.
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
 * `POST /cd/cddocument/`: saves a whole document (state, type, extracted fields). Decision
 * (response not shown): the stored document. Source: Spec 03 §7.
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

/** `GET /cd/cddocument/`: every document (a JSON array). Source: Spec 03 §7. */
export const listDocuments = defineEndpoint({
  name: 'listDocuments',
  method: 'GET',
  path: '/cd/cddocument/',
  response: DocumentList,
  sources: ['Spec 03 §7'],
  roles: documentControlGroups,
  summary: 'Lista los documentos.',
});

/** `GET /cd/cddocument/{candidateId}`: a candidate's documents (a JSON array). Source: Spec 03 §7. */
export const listCandidateDocuments = defineEndpoint({
  name: 'listCandidateDocuments',
  method: 'GET',
  path: '/cd/cddocument/{candidateId}',
  response: DocumentList,
  sources: ['Spec 03 §7'],
  roles: documentControlGroups,
  summary: 'Lista los documentos de un candidato.',
});

/** `GET /cd/cdcompany/`: the companies candidates apply to. Source: Spec 03 §7. */
export const listDocumentControlCompanies = defineEndpoint({
  name: 'listDocumentControlCompanies',
  method: 'GET',
  path: '/cd/cdcompany/',
  response: array(DocumentControlCompany),
  sources: ['Spec 03 §7'],
  roles: documentControlGroups,
  summary: 'Lista las empresas de control documental.',
});

/** The document-control calls, in the order the spec lists them. */
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
];
