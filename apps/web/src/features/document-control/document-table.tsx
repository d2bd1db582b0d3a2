import {
  argentineDateOf,
  type Document,
  type DocumentExpiry,
  type DocumentState,
  documentExpiryOf,
  documentStateLabels,
  formatDate,
  formatUnixDate,
} from '@liqui/domain';
import { type DataColumn, DataTable, Link, Tag } from '@liqui/ui';
import { useState } from 'react';
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

/**
 * A document's expiry warning (issue 16 item 5, rule `documentExpiryOf` of @liqui/domain):
 * 'Vencido' in red or 'Vence pronto' in amber, with the date (DD/MM/YYYY) for screen readers and
 * sighted users alike.
 */
export function ExpiryTag(props: { readonly expiry: DocumentExpiry }) {
  return (
    <Tag tone={props.expiry.kind === 'expired' ? 'critical' : 'caution'} size="small">
      {`${props.expiry.label} · ${formatDate(props.expiry.date)}`}
    </Tag>
  );
}

/** The document editor's path of a document (see `document-editor-page.tsx`). */
export function documentEditorPath(document: Pick<Document, 'candidateId' | 'documentId'>): string {
  return `/candidates/${encodeURIComponent(document.candidateId)}/documents/${document.documentId}`;
}

function columnsFor(today: string): DataColumn<Document>[] {
  return [
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
    {
      id: 'vencimiento',
      title: 'Vencimiento',
      render: (document) => {
        const expiry = documentExpiryOf(document, today);
        return expiry ? <ExpiryTag expiry={expiry} /> : null;
      },
    },
    {
      id: 'acciones',
      title: 'Acciones',
      render: (document) => (
        <Link
          href={documentEditorPath(document)}
          aria-label={`Abrir documento ${document.typeDocumentName ?? 'sin tipo'} del ${formatUnixDate(Math.floor(document.documentId / 1000))}`}
        >
          Abrir
        </Link>
      ),
    },
  ];
}

/**
 * A table of documents (Spec 03 §2 "Documents", "Edit": the candidate's document list): date of
 * upload (DD/MM/YYYY), the candidate's document number, type, state, the expiry warning
 * ('Vencido' / 'Vence pronto', issue 16 item 5) and 'Abrir', which opens the document editor.
 */
export function DocumentTable(props: {
  readonly rows: readonly Document[];
  readonly label: string;
}) {
  const [today] = useState(() => argentineDateOf(new Date()));
  return (
    <DataTable<Document>
      aria-label={props.label}
      rows={props.rows}
      rowKey={(document) => String(document.documentId)}
      columns={columnsFor(today)}
      pageSizeOptions={documentPageSizes}
      defaultPageSize={20}
      density="compact"
      emptyState="No hay documentos."
    />
  );
}
