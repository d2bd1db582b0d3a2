import {
  argentineDateOf,
  type Batch,
  type BatchList,
  batchStatusLabels,
  type Company,
  formatDecimal,
  formatUnixDate,
  messages,
} from '@liqui/domain';
import {
  Alert,
  Button,
  Card,
  type DataColumn,
  DataTable,
  DateField,
  Inline,
  Spinner,
  Stack,
  Tag,
  TextField,
  Tiles,
  useToast,
} from '@liqui/ui';
import { useEffect, useRef, useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import { useApi } from '../../../session/api-context';
import { useSession } from '../../../session/session-context';
import { downloadCsv } from '../../admin/csv-download';
import { RunProgress } from '../../admin/run-progress';
import {
  batchCsvFileName,
  fetchAllBatchInvoices,
  invoiceExportColumns,
  invoiceExportRecordsOf,
  invoiceExportRowOf,
} from './batch-export';
import { BatchProgress } from './batch-progress';
import { BatchView } from './batch-view';
import { DownloadInvoicesDialog } from './download-invoices-dialog';
import { NewBatchForm } from './new-batch-form';
import { useBatchZip } from './use-batch-zip';

/** The steps of the batch tool (Spec 03 §2 "Invoice batches"; the modal is a dialog). */
type Step =
  | { readonly name: 'batchList' }
  | { readonly name: 'newBatch' }
  | { readonly name: 'batchView'; readonly batchId: string }
  | { readonly name: 'csvDownloaded'; readonly fileName: string };

const stepTitles: Record<Step['name'], string> = {
  batchList: 'Lotes',
  newBatch: 'Nuevo lote',
  batchView: 'Lote',
  csvDownloaded: 'CSV descargado',
};

/** The batches a tool lists: the signed-in company's own, or (admin) one company's by user id. */
export type BatchScope =
  | { readonly kind: 'own' }
  | { readonly kind: 'company'; readonly userId: string };

/** Batches per page of the batch list reads (`BatchListQuery`, 1–500). */
const batchPageSize = 100;

/**
 * The batch list read (`GET /root/batch` or `GET /root/batch/admin/{userId}`, Spec 03 §7), paged
 * by cursor (`BatchListQuery`: `limit`, `last` = the previous page's last `batch_id`, newest
 * first): the first page at once, each next one when `loadMore()` asks; a page shorter than the
 * limit is the last. `data` is every batch loaded so far, `hasMore` whether a next page may exist.
 */
function useBatchList(scope: BatchScope) {
  const api = useApi();
  const { session } = useSession();
  const scopeKey = scope.kind === 'own' ? 'own' : scope.userId;
  const pages = useSWRInfinite<BatchList>(
    (index, previous: BatchList | null) => {
      if (!session.auth) return null;
      if (index > 0 && (previous === null || previous.length < batchPageSize)) return null;
      const last = index === 0 ? null : (previous?.at(-1)?.batch_id ?? null);
      return ['batchList', scopeKey, last] as const;
    },
    ([, , last]: readonly [string, string, string | null]) => {
      const query = { limit: batchPageSize, ...(last ? { last } : {}) };
      return scope.kind === 'own'
        ? api.call('listBatches', { query })
        : api.call('listCompanyBatches', { params: { userId: scope.userId }, query });
    },
    { revalidateOnFocus: false },
  );
  const lastPage = pages.data?.at(-1);
  return {
    data: pages.data?.flat(),
    error: pages.error as unknown,
    mutate: pages.mutate,
    hasMore: lastPage !== undefined && lastPage.length === batchPageSize,
    isLoadingMore: pages.isValidating && pages.size > (pages.data?.length ?? 0),
    loadMore: () => void pages.setSize(pages.size + 1),
  };
}

/** The batch list's filters (Spec 03 §2: name, period, date), matched case-insensitively. */
type Filters = { name: string; mes: string; fecha: string };

function matches(batch: Batch, filters: Filters): boolean {
  const has = (value: string | null | undefined, typed: string) =>
    typed.trim() === '' || (value ?? '').toLowerCase().includes(typed.trim().toLowerCase());
  const fecha =
    filters.fecha === '' ||
    argentineDateOf(new Date(Number(batch.batch_id) * 1000)) === filters.fecha;
  return has(batch.name, filters.name) && has(batch.mes, filters.mes) && fecha;
}

/** Props of {@link BatchTool}. */
export type BatchToolProps = {
  /** The company whose batches are shown; its CUIT prefills the receiver. */
  readonly company: Company;
  /** Which list to read ({@link BatchScope}). */
  readonly scope: BatchScope;
  /** Whether the receiver CUIT may be changed (the admin). */
  readonly isCuitEditable: boolean;
  /** The receiver's user id for a CUIT (Spec 03 §4), `null` when no company has it. */
  readonly receiverUserIdOf: (cuit: string) => string | null;
  /** The receiver's e-mail for a CUIT, if known. */
  readonly receiverEmailOf: (cuit: string) => string | null;
};

/**
 * The invoice batch tool shared by /load-invoices-batch (company) and /facturador (admin), Spec
 * 03 §2 "Invoice batches" (the same tool; "any difference is not shown"), §4, §7, §8, §9;
 * issue 15 items 3 and 5. Steps:
 *
 * - batchList: filters (Nombre, Mes, Fecha), the table (Fecha from `batch_id` seconds as
 *   DD/MM/YYYY, Nombre, Mes, Total, Avance: a progress bar of processed/total with approved and
 *   rejected; actions Ver, CSV, ZIP per row), page sizes 5/10/50 hidden with one page, 'Nuevo
 *   lote' and 'Descargar facturas' (the download modal). A ZIP run shows its progress bar above
 *   the table (`useBatchZip`). A batch not confirmed yet shows 'Sin confirmar' instead of its
 *   progress (issue 24 item 2); 'Ver' opens its preview.
 * - newBatch: {@link NewBatchForm}; batchView: {@link BatchView}.
 * - CSV: every invoice of the batch (pages of 200), export rows of Spec 03 §3 written for an
 *   es-AR Excel (`invoiceExportRecordsOf`: `;`, BOM, `dd/mm/aaaa`, `1234,56`, 'Emitida'; cells
 *   neutralised), downloaded as `lote-<nombre>-<aaaa-mm-dd>.csv` (`batchCsvFileName`); then
 *   csvDownloaded with 'Volver a tabla de Lotes'.
 *   A failed read says 'No se pudo leer el Lote'.
 *
 * On every step change the focus goes to the step's heading (an h2), so a keyboard or screen
 * reader user lands at the new content.
 */
export function BatchTool({
  company,
  scope,
  isCuitEditable,
  receiverUserIdOf,
  receiverEmailOf,
}: BatchToolProps) {
  const api = useApi();
  const toast = useToast();
  const [today] = useState(() => argentineDateOf(new Date()));
  const [step, setStep] = useState<Step>({ name: 'batchList' });
  const [filters, setFilters] = useState<Filters>({ name: '', mes: '', fecha: '' });
  const [exporting, setExporting] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const isFirstStep = useRef(true);
  const list = useBatchList(scope);
  const zip = useBatchZip();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change.
  useEffect(() => {
    if (isFirstStep.current) {
      isFirstStep.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const exportCsv = async (batch: Batch) => {
    setExporting(batch.batch_id);
    try {
      const invoices = await fetchAllBatchInvoices(api, batch.batch_id);
      const fileName = batchCsvFileName(batch);
      downloadCsv(
        fileName,
        invoiceExportRecordsOf(
          invoices.map((invoice) => invoiceExportRowOf(invoice, batch.name ?? null)),
        ),
        invoiceExportColumns,
      );
      setStep({ name: 'csvDownloaded', fileName });
    } catch {
      toast.show({ tone: 'critical', message: messages['batch.readError'] });
    } finally {
      setExporting(null);
    }
  };

  const toList = () => {
    setStep({ name: 'batchList' });
    void list.mutate();
  };

  const columns: DataColumn<Batch>[] = [
    {
      id: 'fecha',
      title: 'Fecha',
      isRowHeader: true,
      render: (batch) => formatUnixDate(Number(batch.batch_id)),
    },
    { id: 'nombre', title: 'Nombre', render: (batch) => batch.name || '—' },
    { id: 'mes', title: 'Mes', render: (batch) => batch.mes },
    { id: 'total', title: 'Total', align: 'end', render: (batch) => formatDecimal(batch.total) },
    {
      id: 'avance',
      title: 'Avance',
      render: (batch) =>
        batch.estado === 'CARGANDO' ? (
          <Tag size="small" tone="caution">
            {batchStatusLabels.CARGANDO}
          </Tag>
        ) : (
          <BatchProgress batch={batch} label={`Avance del lote ${batch.name || batch.mes}`} />
        ),
    },
    {
      id: 'acciones',
      title: 'Acciones',
      render: (batch) => {
        const which = batch.name || batch.mes;
        return (
          <Inline space="xsmall">
            <Button
              size="small"
              variant="secondary"
              aria-label={`Ver el lote ${which}`}
              onPress={() => setStep({ name: 'batchView', batchId: batch.batch_id })}
            >
              Ver
            </Button>
            <Button
              size="small"
              variant="secondary"
              aria-label={`CSV del lote ${which}`}
              isPending={exporting === batch.batch_id}
              pendingLabel="Preparando CSV"
              onPress={() => void exportCsv(batch)}
            >
              CSV
            </Button>
            <Button
              size="small"
              variant="secondary"
              aria-label={`ZIP del lote ${which}`}
              isDisabled={zip.run.kind === 'running'}
              onPress={() => void zip.start(batch.batch_id)}
            >
              ZIP
            </Button>
          </Inline>
        );
      },
    },
  ];

  const rows = (list.data ?? []).filter((batch) => matches(batch, filters));

  return (
    <Stack space="large">
      <h2 ref={heading} tabIndex={-1} style={{ margin: 0, outline: 'none' }}>
        {stepTitles[step.name]}
      </h2>
      {step.name === 'batchList' ? (
        <Stack space="large">
          <Inline space="small">
            <Button onPress={() => setStep({ name: 'newBatch' })}>Nuevo lote</Button>
            <DownloadInvoicesDialog cuit={company.cuit} today={today} />
          </Inline>
          {zip.run.kind === 'running' ? (
            <RunProgress
              progress={{ done: zip.run.done, total: zip.run.total }}
              label={`Generando ZIP del lote ${zip.run.batchId}`}
            />
          ) : null}
          {zip.run.kind === 'failed' ? (
            <Alert tone="critical" live="assertive">
              {zip.run.message}
            </Alert>
          ) : null}
          {zip.run.kind === 'downloaded' ? (
            <Alert tone="positive" live="polite">
              {`ZIP del lote ${zip.run.batchId} descargado`}
            </Alert>
          ) : null}
          <Card title="Filtros">
            <Tiles space="medium" minColumnWidth="small">
              <TextField
                label="Nombre"
                value={filters.name}
                onChange={(name) => setFilters((current) => ({ ...current, name }))}
              />
              <TextField
                label="Mes"
                value={filters.mes}
                onChange={(mes) => setFilters((current) => ({ ...current, mes }))}
              />
              <DateField
                label="Fecha"
                value={filters.fecha}
                onChange={(fecha) => setFilters((current) => ({ ...current, fecha }))}
              />
            </Tiles>
          </Card>
          <Card title="Lotes de facturación">
            {list.data === undefined ? (
              list.error ? (
                <Alert tone="critical">{messages['batch.readError']}</Alert>
              ) : (
                <Spinner label="Cargando lotes" isLabelVisible />
              )
            ) : (
              <DataTable<Batch>
                aria-label="Lotes de facturación"
                rows={rows}
                rowKey={(batch) => batch.batch_id}
                columns={columns}
                pageSizeOptions={[5, 10, 50]}
                cardsBelow="lg"
                density="compact"
                emptyState="No hay lotes."
              />
            )}
            {list.hasMore ? (
              <Inline space="small">
                <Button variant="secondary" isPending={list.isLoadingMore} onPress={list.loadMore}>
                  Cargar más lotes
                </Button>
              </Inline>
            ) : null}
          </Card>
        </Stack>
      ) : null}
      {step.name === 'newBatch' ? (
        <NewBatchForm
          today={today}
          company={company}
          isCuitEditable={isCuitEditable}
          receiverUserIdOf={receiverUserIdOf}
          receiverEmailOf={receiverEmailOf}
          onBack={toList}
          onCreated={(batchId) => {
            void list.mutate();
            setStep({ name: 'batchView', batchId });
          }}
        />
      ) : null}
      {step.name === 'batchView' ? (
        <BatchView
          batchId={step.batchId}
          onBack={toList}
          onCsv={(batch) => void exportCsv(batch)}
          isExporting={exporting === step.batchId}
        />
      ) : null}
      {step.name === 'csvDownloaded' ? (
        <Card>
          <Stack space="medium">
            <Alert tone="positive">{`Se descargó ${step.fileName}.`}</Alert>
            <Inline space="small">
              <Button onPress={toList}>Volver a tabla de Lotes</Button>
            </Inline>
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}
