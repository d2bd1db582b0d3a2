import {
  type BatchStagingSummary,
  type CsvEncoding,
  formatArs,
  formatCuit,
  formatDate,
  formatMessage,
  messages,
} from '@liqui/domain';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  type DataColumn,
  DataTable,
  Inline,
  Stack,
  Text,
} from '@liqui/ui';
import { useEffect, useRef } from 'react';
import { breakAnywhere, notes, noWrap } from '../text.css';
import {
  confirmationText,
  type PreviewInvoice,
  type PreviewRefusal,
  type PreviewRows,
  previewFiguresText,
} from './batch-preview-rows';

/** Props of {@link BatchPreview}. */
export type BatchPreviewProps = {
  /** The rows to list ({@link PreviewRows}: the server's staging and the file's refused rows). */
  readonly rows: PreviewRows;
  /** The server's figures of the staged batch: what the confirmation sends back. */
  readonly summary: BatchStagingSummary;
  /** The encoding the file was read in ('Archivo leído como Windows-1252'); none after a reload. */
  readonly encoding?: CsvEncoding | undefined;
  /** Called when the user confirms in the dialog, with the figures shown. */
  readonly onConfirm: (summary: BatchStagingSummary) => void;
  /** Whether the confirmation is being sent. */
  readonly isConfirming: boolean;
  /** The confirmation's failure (the server's 409 names both figures), if any. */
  readonly error?: string | undefined;
  /** 'Volver': back to the form (new batch) or to the list (a batch read again). */
  readonly onBack: () => void;
  /**
   * Whether the preview's heading takes the focus when it appears (after 'Iniciar lote', so a
   * keyboard or screen reader user lands on it).
   * @default false
   */
  readonly isFocusedOnMount?: boolean;
};

const invoiceColumns: readonly DataColumn<PreviewInvoice>[] = [
  { id: 'fila', title: 'Fila', align: 'end', render: (row) => row.fila },
  {
    id: 'emisor',
    title: 'Emisor',
    isRowHeader: true,
    render: ({ factura }) => (
      <Stack space="xsmall">
        <span className={breakAnywhere}>{factura.nombreEmisor || '—'}</span>
        <span className={noWrap}>{formatCuit(factura.cuitEmisor)}</span>
      </Stack>
    ),
  },
  {
    id: 'cliente',
    title: 'Cliente',
    render: ({ factura }) => (
      <Stack space="xsmall">
        <span className={breakAnywhere}>{factura.razonSocialCliente || '—'}</span>
        <span className={noWrap}>{formatCuit(factura.nroDocumento)}</span>
      </Stack>
    ),
  },
  {
    id: 'conceptos',
    title: 'Concepto',
    render: ({ factura }) => (
      <ul className={notes}>
        {factura.conceptos.map((concepto, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row's concepts are fixed, in order.
          <li key={index} className={breakAnywhere}>
            {factura.conceptos.length === 1
              ? concepto.concepto
              : `${concepto.concepto}: ${formatArs(concepto.importeCents)}`}
          </li>
        ))}
      </ul>
    ),
  },
  {
    id: 'importe',
    title: 'Importe',
    align: 'end',
    render: ({ factura }) => <span className={noWrap}>{formatArs(factura.importeTotalCents)}</span>,
  },
  {
    id: 'fecha',
    title: 'Fecha',
    render: ({ factura }) => <span className={noWrap}>{formatDate(factura.fecha)}</span>,
  },
  {
    id: 'vencimiento',
    title: 'Vencimiento',
    render: ({ factura }) => (
      <span className={noWrap}>
        {factura.vencimientoPago ? formatDate(factura.vencimientoPago) : '—'}
      </span>
    ),
  },
];

const refusedColumns: readonly DataColumn<PreviewRefusal>[] = [
  { id: 'fila', title: 'Fila', align: 'end', isRowHeader: true, render: (row) => row.fila },
  {
    id: 'motivo',
    title: 'Motivo',
    render: (row) => (
      <ul className={notes}>
        {row.mensajes.map((message) => (
          <li key={message} className={breakAnywhere}>
            {message}
          </li>
        ))}
      </ul>
    ),
  },
  {
    id: 'origen',
    title: 'Revisada por',
    render: (row) => (row.source === 'server' ? 'Liqui' : 'El archivo (no se envió)'),
  },
];

/**
 * The preview of an invoice batch before anything is queued (issue 24 item 2): what the server
 * read, never the browser's reading.
 *
 * - The file's encoding ('Archivo leído como Windows-1252') when the file was just read.
 * - The figures: 'N facturas por $ X · M filas rechazadas' (the server's count and total).
 * - 'Facturas a emitir': each accepted row as it will be invoiced (Emisor with its CUIT, Cliente,
 *   Concepto(s), Importe `$ 15.000,00`, Fecha and Vencimiento `dd/mm/aaaa`), paged 10/20/50/100.
 * - 'Filas rechazadas': each refused row with its reasons ('Fila N: …'), paged as well.
 * - 'Confirmar y emitir' opens a confirmation ('¿Emitir las facturas?', 'Se emitirán N facturas
 *   por $ X. No se puede deshacer.'; Cancelar has the focus, Enter never confirms by accident);
 *   'Emitir' calls `onConfirm` with the figures shown. Disabled when no row can be invoiced, with
 *   a caution instead. 'Volver' goes back without changing anything.
 * - With `isFocusedOnMount`, its heading ('Vista previa del lote') takes the focus when shown.
 */
export function BatchPreview({
  rows,
  summary,
  encoding,
  onConfirm,
  isConfirming,
  error,
  onBack,
  isFocusedOnMount = false,
}: BatchPreviewProps) {
  const container = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the preview appears.
  useEffect(() => {
    if (!isFocusedOnMount) return;
    const heading = container.current?.querySelector<HTMLElement>('h2, h3');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.style.outline = 'none';
    heading.focus();
  }, []);
  const figures = previewFiguresText(summary, rows.refused.length);
  const hasInvoices = summary.facturas > 0;
  return (
    <div ref={container}>
      <Stack space="large">
        <Card title="Vista previa del lote" description="Todavía no se emitió ninguna factura.">
          <Stack space="medium">
            {encoding ? (
              <Text tone="secondary">{formatMessage('csv.encoding', { encoding })}</Text>
            ) : null}
            <Text as="p" weight="strong">
              <span aria-live="polite">{figures}</span>
            </Text>
            {hasInvoices ? null : <Alert tone="caution">{messages['batch.noAcceptedRow']}</Alert>}
            {error ? (
              <Alert tone="critical" live="assertive">
                {error}
              </Alert>
            ) : null}
            <Inline space="small">
              <ConfirmDialog
                title="¿Emitir las facturas?"
                message={confirmationText(summary)}
                confirmLabel="Emitir"
                onConfirm={() => onConfirm(summary)}
                trigger={
                  <Button
                    isDisabled={!hasInvoices}
                    isPending={isConfirming}
                    pendingLabel="Confirmando lote"
                  >
                    Confirmar y emitir
                  </Button>
                }
              />
              <Button variant="secondary" onPress={onBack} isDisabled={isConfirming}>
                Volver
              </Button>
            </Inline>
          </Stack>
        </Card>
        <Card title="Facturas a emitir">
          <DataTable<PreviewInvoice>
            aria-label="Facturas a emitir"
            rows={rows.invoices}
            rowKey={(row) => String(row.fila)}
            columns={invoiceColumns}
            pageSizeOptions={[10, 20, 50, 100]}
            defaultPageSize={20}
            density="compact"
            cardsBelow="lg"
            emptyState="Ninguna fila se puede facturar."
          />
        </Card>
        {rows.refused.length > 0 ? (
          <Card title="Filas rechazadas">
            <DataTable<PreviewRefusal>
              aria-label="Filas rechazadas"
              rows={rows.refused}
              rowKey={(row) => String(row.fila)}
              columns={refusedColumns}
              pageSizeOptions={[10, 20, 50, 100]}
              defaultPageSize={20}
              density="compact"
              cardsBelow="md"
            />
          </Card>
        ) : null}
      </Stack>
    </div>
  );
}
