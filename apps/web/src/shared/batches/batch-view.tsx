import { ApiError } from '@liqui/api-client';
import {
  BATCH_INVOICES_PAGE_SIZE,
  type Batch,
  type BatchInvoicePage,
  type BatchRowResult,
  type BatchStagingSummary,
  batchStatusLabels,
  formatArsAmount,
  formatCuit,
  formatDate,
  formatDecimal,
  formatUnixDate,
  type Invoice,
  invoiceStatusLabels,
  messages,
} from '@liqui/domain';
import {
  Alert,
  Button,
  Card,
  type DataColumn,
  DataTable,
  DescriptionList,
  Inline,
  Spinner,
  Stack,
  Tag,
  type Tone,
} from '@liqui/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../session/api-context';
import { useApiQuery } from '../../session/api-query';
import { noWrap } from '../text.css';
import { BatchPreview } from './batch-preview';
import { fetchStagedRows, previewRowsOf } from './batch-preview-rows';
import { BatchProgress } from './batch-progress';

/** How often the batch view reads the batch while it is being emitted (issue 15 item 4). */
export const BATCH_POLL_MS = 2_000;

const estadoTones: Partial<Record<Invoice['estado'], Tone>> = {
  EMITTED: 'positive',
  REJECTED: 'critical',
  CANCELED: 'critical',
  PENDING_AFIP: 'accent',
  QUEUED: 'accent',
};

/** A voucher number as ARCA prints it: `00001-00000042` ('—' while it has none). */
function voucherNumber(invoice: Invoice): string {
  if (invoice.nroDeComprobante === null || invoice.nroDeComprobante === undefined) return '—';
  const pv = String(invoice.puntoVenta ?? 0).padStart(5, '0');
  return `${pv}-${String(invoice.nroDeComprobante).padStart(8, '0')}`;
}

const columns: readonly DataColumn<Invoice>[] = [
  {
    id: 'emisor',
    title: 'Emisor',
    isRowHeader: true,
    render: (invoice) => (
      <span className={noWrap}>{invoice.userCuit ? formatCuit(invoice.userCuit) : '—'}</span>
    ),
  },
  { id: 'numero', title: 'Número', render: (invoice) => voucherNumber(invoice) },
  { id: 'fecha', title: 'Fecha', render: (invoice) => formatDate(invoice.fecha) },
  {
    id: 'total',
    title: 'Total',
    align: 'end',
    render: (invoice) => <span className={noWrap}>{formatArsAmount(invoice.importeTotal)}</span>,
  },
  {
    id: 'estado',
    title: 'Estado',
    render: (invoice) => (
      <Tag size="small" tone={estadoTones[invoice.estado] ?? 'neutral'}>
        {invoiceStatusLabels[invoice.estado]}
      </Tag>
    ),
  },
  { id: 'cae', title: 'CAE', render: (invoice) => invoice.cae ?? '—' },
];

/** A page cursor of `GET /root/batch/{id}/invoices` (`null`: the first page). */
type Cursor = { lastUserId: string; lastInvoiceId: string } | null;

/**
 * The invoices of a batch, paged by cursor (Spec 03 §7: `limit` 200, `lastUserId` /
 * `lastInvoiceId`, until `lastUserId` is null): the first page at once, each next with
 * 'Cargar más facturas'. `refreshKey` changing reads the loaded pages again (their states move
 * while the batch is emitted).
 */
function useBatchInvoices(batchId: string, refreshKey: string) {
  const api = useApi();
  const [invoices, setInvoices] = useState<Invoice[]>([]);
  const [next, setNext] = useState<Cursor | 'end'>(null);
  const [pages, setPages] = useState(1);
  const [error, setError] = useState(false);
  const [isLoading, setLoading] = useState(true);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const load = useCallback(
    async (count: number) => {
      setLoading(true);
      try {
        const all: Invoice[] = [];
        let cursor: Cursor = null;
        let read = 0;
        let end = false;
        while (read < count) {
          const page: BatchInvoicePage = await api.call('listBatchInvoices', {
            params: { batchId },
            query: { limit: BATCH_INVOICES_PAGE_SIZE, ...(cursor ?? {}) },
          });
          all.push(...page.invoices);
          read += 1;
          if (page.lastUserId === null || page.lastInvoiceId === null) {
            end = true;
            break;
          }
          cursor = { lastUserId: page.lastUserId, lastInvoiceId: page.lastInvoiceId };
        }
        if (!alive.current) return;
        setInvoices(all);
        setNext(end ? 'end' : cursor);
        setPages(read);
        setError(false);
      } catch {
        if (alive.current) setError(true);
      } finally {
        if (alive.current) setLoading(false);
      }
    },
    [api, batchId],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `refreshKey` reloads what is shown.
  useEffect(() => {
    void load(pages);
  }, [load, refreshKey]);

  return {
    invoices,
    error,
    isLoading,
    hasMore: next !== 'end',
    loadMore: () => void load(pages + 1),
  };
}

/**
 * A batch still `CARGANDO` (its rows staged, never confirmed: the user left the preview, or
 * reloaded): its preview read again from the server (`GET /root/batch/{batchId}/rows`, every
 * page), with 'Confirmar y emitir' as on the new batch form (issue 24 item 2). `onConfirmed`
 * runs once the server queued it; a 409 shows its message and reads the rows again.
 */
function StagedBatch({
  batchId,
  onConfirmed,
  onBack,
}: {
  readonly batchId: string;
  readonly onConfirmed: () => void;
  readonly onBack: () => void;
}) {
  const api = useApi();
  const [staged, setStaged] = useState<{
    rows: BatchRowResult[];
    summary: BatchStagingSummary;
  } | null>(null);
  const [hasReadError, setReadError] = useState(false);
  const [error, setError] = useState<string>();
  const [isConfirming, setConfirming] = useState(false);

  const load = useCallback(async () => {
    try {
      setStaged(await fetchStagedRows(api, batchId));
      setReadError(false);
    } catch {
      setReadError(true);
    }
  }, [api, batchId]);

  useEffect(() => {
    void load();
  }, [load]);

  const confirm = async (figures: BatchStagingSummary) => {
    setConfirming(true);
    setError(undefined);
    try {
      await api.call('processBatch', {
        params: { batchId },
        body: { facturas: figures.facturas, importeTotalCents: figures.importeTotalCents },
      });
      onConfirmed();
    } catch (failure) {
      const isConflict = failure instanceof ApiError && failure.status === 409;
      setError(isConflict ? failure.message : messages['batch.processError']);
      if (isConflict) await load();
    } finally {
      setConfirming(false);
    }
  };

  if (staged === null) {
    return hasReadError ? (
      <Alert tone="critical">{messages['batch.readError']}</Alert>
    ) : (
      <Spinner label="Cargando filas del lote" isLabelVisible />
    );
  }
  return (
    <BatchPreview
      rows={previewRowsOf(staged.rows)}
      summary={staged.summary}
      onConfirm={(figures) => void confirm(figures)}
      isConfirming={isConfirming}
      error={error}
      onBack={onBack}
    />
  );
}

/** Props of {@link BatchView}. */
export type BatchViewProps = {
  readonly batchId: string;
  /** 'Volver': back to the batch list. */
  readonly onBack: () => void;
  /** The batch's CSV export (the list's 'CSV'). */
  readonly onCsv: (batch: Batch) => void;
  /** Whether an export is being built. */
  readonly isExporting: boolean;
};

/**
 * The batchView step (Spec 03 §2 "Invoice batches"; issue 15 items 3 and 4): the batch's data
 * (Fecha, Nombre, Mes, receptor, período de servicio, total) and a live progress bar (processed
 * of total, approved and rejected), read again every 2 s (`GET /root/batch/{batchId}`) while
 * processed < total; the batch's invoices (issuer, number, date, total, state, CAE), 20 a page
 * on screen, read from the API 200 at a time; 'Descargar CSV' and 'Volver'. A failed read says
 * 'No se pudo leer el Lote'. A batch not confirmed yet (`estado` CARGANDO, issue 24 item 2)
 * shows its status and, instead of the invoices, its preview with 'Confirmar y emitir'
 * ({@link StagedBatch}).
 */
export function BatchView({ batchId, onBack, onCsv, isExporting }: BatchViewProps) {
  const batch = useApiQuery('getBatch', [{ params: { batchId } }], {
    refreshInterval: (data) =>
      data === undefined || data.processed < data.total ? BATCH_POLL_MS : 0,
  });
  const data = batch.data;
  const refreshKey = data === undefined ? '' : `${data.processed}/${data.total}/${data.estado}`;
  const list = useBatchInvoices(batchId, refreshKey);
  const isStaged = data?.estado === 'CARGANDO';

  return (
    <Stack space="large">
      <Card title={data?.name ? data.name : `Lote del ${formatUnixDate(Number(batchId))}`}>
        {data === undefined ? (
          batch.error ? (
            <Alert tone="critical">{messages['batch.readError']}</Alert>
          ) : (
            <Spinner label="Cargando lote" isLabelVisible />
          )
        ) : (
          <Stack space="medium">
            <DescriptionList
              items={[
                { term: 'Fecha', value: formatUnixDate(Number(data.batch_id)) },
                { term: 'Nombre', value: data.name || '—' },
                { term: 'Mes', value: data.mes },
                {
                  term: 'Receptor',
                  value: `${data.razonSocialCliente} (${formatCuit(data.nroDocumento)})`,
                },
                {
                  term: 'Servicio',
                  value: `${formatDate(data.fecha_inicio)} al ${formatDate(data.fecha_fin)}`,
                },
                { term: 'Total', value: formatDecimal(data.total) },
                ...(data.estado ? [{ term: 'Estado', value: batchStatusLabels[data.estado] }] : []),
              ]}
            />
            {isStaged ? null : <BatchProgress batch={data} label="Avance del lote" />}
          </Stack>
        )}
      </Card>
      {isStaged ? (
        <StagedBatch batchId={batchId} onConfirmed={() => void batch.mutate()} onBack={onBack} />
      ) : (
        <Card title="Facturas del lote">
          <Stack space="medium">
            {list.error ? <Alert tone="critical">{messages['batch.readError']}</Alert> : null}
            <DataTable<Invoice>
              aria-label="Facturas del lote"
              rows={list.invoices}
              rowKey={(invoice) => invoice.invoiceId}
              columns={columns}
              pageSizeOptions={[20, 50, 100]}
              density="compact"
              cardsBelow="md"
              emptyState={list.isLoading ? 'Cargando facturas…' : 'El lote no tiene facturas.'}
            />
            <Inline space="small">
              {list.hasMore ? (
                <Button variant="secondary" onPress={list.loadMore} isPending={list.isLoading}>
                  Cargar más facturas
                </Button>
              ) : null}
              <Button
                variant="secondary"
                isDisabled={data === undefined}
                isPending={isExporting}
                pendingLabel="Preparando CSV"
                onPress={() => data && onCsv(data)}
              >
                Descargar CSV
              </Button>
              <Button onPress={onBack}>Volver</Button>
            </Inline>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
