import { NotAvailablePanel } from '../not-available-panel';
import type { PageMap } from '../page';

const DocumentControlDashboard = () => <NotAvailablePanel title="Control de documentos" />;
const UploadDocument = () => <NotAvailablePanel title="Subir documento" />;
const Candidates = () => <NotAvailablePanel title="Candidatos" />;
const Documents = () => <NotAvailablePanel title="Documentos" />;
const DocumentTypes = () => <NotAvailablePanel title="Tipos de documento" />;

/** The document-control desk (spec 01 §2.5, 03 §2 "Document control"). */
export const pages = {
  documentControlDashboard: DocumentControlDashboard,
  uploadDocument: UploadDocument,
  candidates: Candidates,
  documents: Documents,
  documentTypes: DocumentTypes,
} satisfies PageMap;
