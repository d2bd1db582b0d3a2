import {
  argentineDateOf,
  type Batch,
  batchStatusLabels,
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
  Stack,
  Tag,
  TextField,
  Tiles,
} from '@liqui/ui';
import type { Dispatch, SetStateAction } from 'react';
import { QueryBoundary } from '../query-boundary';
import { RunProgress } from '../run-progress';
import { BatchProgress } from './batch-progress';
import { DownloadInvoicesDialog } from './download-invoices-dialog';
import type { ZipRun } from './use-batch-zip';

/** The batch list's filters (Spec 03 §2: name, period, date), matched case-insensitively. */
export type Filters = { name: string; mes: string; fecha: string };

/** Whether `batch` matches the typed filters (each empty filter matches every batch). */
function matches(batch: Batch, filters: Filters): boolean {
  const has = (value: string | null | undefined, typed: string) =>
    typed.trim() === '' || (value ?? '').toLowerCase().includes(typed.trim().toLowerCase());
  const fecha =
    filters.fecha === '' ||
    argentineDateOf(new Date(Number(batch.batch_id) * 1000)) === filters.fecha;
  return has(batch.name, filters.name) && has(batch.mes, filters.mes) && fecha;
}

/** What a batch's row can start: its view, its CSV export, its ZIP. */
type BatchActions = {
  readonly onView: (batchId: string) => void;
  readonly onCsv: (batch: Batch) => void;
  /** The batch whose CSV is being prepared ('Preparando CSV'), if any. */
  readonly exporting: string | null;
  readonly zip: { readonly run: ZipRun; readonly start: (batchId: string) => Promise<void> };
};

/** The columns of 'Lotes de facturación': date, name, period, total, progress and the actions. */
function batchColumns({ onView, onCsv, exporting, zip }: BatchActions): DataColumn<Batch>[] {
  return [
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
              onPress={() => onView(batch.batch_id)}
            >
              Ver
            </Button>
            <Button
              size="small"
              variant="secondary"
              aria-label={`CSV del lote ${which}`}
              isPending={exporting === batch.batch_id}
              pendingLabel="Preparando CSV"
              onPress={() => onCsv(batch)}
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
}

/** The ZIP run's progress bar ('Generando ZIP del lote N'), its failure, or 'ZIP del lote N descargado'. */
function ZipRunNotice({ run }: { readonly run: ZipRun }) {
  switch (run.kind) {
    case 'running':
      return (
        <RunProgress
          progress={{ done: run.done, total: run.total }}
          label={`Generando ZIP del lote ${run.batchId}`}
        />
      );
    case 'failed':
      return (
        <Alert tone="critical" live="assertive">
          {run.message}
        </Alert>
      );
    case 'downloaded':
      return (
        <Alert tone="positive" live="polite">
          {`ZIP del lote ${run.batchId} descargado`}
        </Alert>
      );
    default:
      return null;
  }
}

/** The filters card: Nombre, Mes, Fecha. */
function BatchFilters({
  filters,
  onChange,
}: {
  readonly filters: Filters;
  readonly onChange: Dispatch<SetStateAction<Filters>>;
}) {
  return (
    <Card title="Filtros">
      <Tiles space="medium" minColumnWidth="small">
        <TextField
          label="Nombre"
          value={filters.name}
          onChange={(name) => onChange((current) => ({ ...current, name }))}
        />
        <TextField
          label="Mes"
          value={filters.mes}
          onChange={(mes) => onChange((current) => ({ ...current, mes }))}
        />
        <DateField
          label="Fecha"
          value={filters.fecha}
          onChange={(fecha) => onChange((current) => ({ ...current, fecha }))}
        />
      </Tiles>
    </Card>
  );
}

/** Props of {@link BatchListStep}. */
export type BatchListStepProps = BatchActions & {
  /** The company's CUIT and today (the invoices download of a period). */
  readonly cuit: string;
  readonly today: string;
  /** The batches read so far (paged by cursor) and the read's state. */
  readonly list: {
    readonly data: readonly Batch[] | undefined;
    readonly error: unknown;
    readonly hasMore: boolean;
    readonly isLoadingMore: boolean;
    readonly loadMore: () => void;
  };
  readonly filters: Filters;
  readonly onFiltersChange: Dispatch<SetStateAction<Filters>>;
  /** 'Nuevo lote'. */
  readonly onNew: () => void;
};

/**
 * The batchList step (Spec 03 §2 "Invoice batches"): 'Nuevo lote', the invoices download, the
 * ZIP run's notice, the filters and 'Lotes de facturación' ('Cargando lotes', 'Error leyendo
 * lote', 'No hay lotes.') with 'Cargar más lotes' while the server has more.
 */
export function BatchListStep(props: BatchListStepProps) {
  const { cuit, today, list, filters, onFiltersChange, onNew, zip } = props;
  return (
    <Stack space="large">
      <Inline space="small">
        <Button onPress={onNew}>Nuevo lote</Button>
        <DownloadInvoicesDialog cuit={cuit} today={today} />
      </Inline>
      <ZipRunNotice run={zip.run} />
      <BatchFilters filters={filters} onChange={onFiltersChange} />
      <Card title="Lotes de facturación">
        <QueryBoundary
          queries={[list]}
          loadingLabel="Cargando lotes"
          errorMessage={messages['batch.readError']}
        >
          {([batches]) => (
            <DataTable<Batch>
              aria-label="Lotes de facturación"
              rows={batches.filter((batch) => matches(batch, filters))}
              rowKey={(batch) => batch.batch_id}
              columns={batchColumns(props)}
              pageSizeOptions={[5, 10, 50]}
              cardsBelow="lg"
              density="compact"
              emptyState="No hay lotes."
            />
          )}
        </QueryBoundary>
        {list.hasMore ? (
          <Inline space="small">
            <Button variant="secondary" isPending={list.isLoadingMore} onPress={list.loadMore}>
              Cargar más lotes
            </Button>
          </Inline>
        ) : null}
      </Card>
    </Stack>
  );
}
