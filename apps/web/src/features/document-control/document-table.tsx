import {
  type Document,
  type DocumentState,
  documentStateLabels,
  formatUnixDate,
} from '@liqui/domain';
import { type DataColumn, DataTable, Tag } from '@liqui/ui';
import { nowrap } from './document-control.css';

/** The page sizes of the document tables (Spec 03 §9): 20/35/50, default 20. */
export const documentPageSizes = [20, 35, 50] as const;

/** The tone of a document state's tag: decided states green or red, waiting ones neutral. */
export function documentStateTone(
  state: DocumentState,
): 'neutral' | 'positive' | 'critical' | 'caution' {
  switch (state) {
    case 'VALIDATED':
    case 'APPROVED':
      return 'positive';
    case 'NOT_VALIDATED':
    case 'NOT_APPROVED':
    case 'CLASSIFICATION_ERROR':
      return 'critical';
    case 'MANUAL_REVIEW':
      return 'caution';
    case 'RECEIVED':
    case 'CLASSIFIED':
    case 'EXTRACTED':
      return 'neutral';
    default: {
      const unknown: never = state;
      return unknown;
    }
  }
}

const columns: DataColumn<Document>[] = [
  {
    id: 'fecha',
    title: 'Fecha',
    isRowHeader: true,
    render: (document) => (
      <span className={nowrap}>{formatUnixDate(Math.floor(document.documentId / 1000))}</span>
    ),
  },
  {
    id: 'candidato',
    title: 'Nro. Documento',
    render: (document) => <span className={nowrap}>{document.candidateNumberDoc ?? ''}</span>,
  },
  { id: 'tipo', title: 'Tipo', render: (document) => document.typeDocumentName ?? 'Sin tipo' },
  {
    id: 'estado',
    title: 'Estado',
    render: (document) => (
      <Tag tone={documentStateTone(document.stateDocument)}>
        {documentStateLabels[document.stateDocument]}
      </Tag>
    ),
  },
];

/**
 * A table of documents (Spec 03 §2 "Documents", "Edit": the candidate's document list): date of
 * upload (DD/MM/YYYY), the candidate's document number, type and state. The document editor
 * comes with issue 16's later items; a row opens nothing yet.
 */
export function DocumentTable(props: {
  readonly rows: readonly Document[];
  readonly label: string;
}) {
  return (
    <DataTable<Document>
      aria-label={props.label}
      rows={props.rows}
      rowKey={(document) => String(document.documentId)}
      columns={columns}
      pageSizeOptions={documentPageSizes}
      defaultPageSize={20}
      density="compact"
      emptyState="No hay documentos."
    />
  );
}
