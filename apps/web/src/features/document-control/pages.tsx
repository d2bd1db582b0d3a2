import type { PageMap } from '../page';
import { CandidatesPage } from './candidates-page';
import { DocumentControlDashboardPage } from './dashboard-page';
import { DocumentEditorPage } from './document-editor-page';
import { DocumentTypesPage } from './document-types-page';
import { DocumentsPage } from './documents-page';
import { UploadDocumentPage } from './upload-document-page';

/** The document-control desk (spec 01 §2.5, 03 §2 "Document control"; issue 16). */
export const pages = {
  documentControlDashboard: DocumentControlDashboardPage,
  uploadDocument: UploadDocumentPage,
  candidates: CandidatesPage,
  documents: DocumentsPage,
  documentEditor: DocumentEditorPage,
  documentTypes: DocumentTypesPage,
} satisfies PageMap;
