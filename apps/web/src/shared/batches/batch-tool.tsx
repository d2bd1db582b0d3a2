import { argentineDateOf, type Batch, type BatchList, type Company, messages } from '@liqui/domain';
import { Alert, Button, Card, Inline, Stack, useToast } from '@liqui/ui';
import { useEffect, useRef, useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import { useApi } from '../../session/api-context';
import { useSession } from '../../session/session-context';
import { downloadCsv } from '../csv-download';
import {
  batchCsvFileName,
  fetchAllBatchInvoices,
  invoiceExportColumns,
  invoiceExportRecordsOf,
  invoiceExportRowOf,
} from './batch-export';
import { BatchListStep, type Filters } from './batch-list';
import { BatchView } from './batch-view';
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

/**
 * The focus on each change of `value` but the first (on arrival the router's focus stands): the
 * returned ref's element (a step's heading, `tabIndex={-1}`) takes it, so a keyboard or screen
 * reader user hears the new step.
 */
function useFocusOnChange<Element extends HTMLElement>(value: unknown) {
  const target = useRef<Element>(null);
  const isFirst = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of `value`.
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    target.current?.focus();
  }, [value]);
  return target;
}

/**
 * A batch's CSV export (Spec 03 §2): every invoice of the batch (`fetchAllBatchInvoices`) written
 * as `lote-<nombre>-<aaaa-mm-dd>.csv` for an es-AR Excel, then `onDownloaded(fileName)`; a failed
 * read says 'Error leyendo lote'. `exporting` is the batch being prepared.
 */
function useBatchCsvExport(onDownloaded: (fileName: string) => void) {
  const api = useApi();
  const toast = useToast();
  const [exporting, setExporting] = useState<string | null>(null);
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
      onDownloaded(fileName);
    } catch {
      toast.show({ tone: 'critical', message: messages['batch.readError'] });
    } finally {
      setExporting(null);
    }
  };
  return { exporting, exportCsv };
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
  const [today] = useState(() => argentineDateOf(new Date()));
  const [step, setStep] = useState<Step>({ name: 'batchList' });
  const [filters, setFilters] = useState<Filters>({ name: '', mes: '', fecha: '' });
  const heading = useFocusOnChange<HTMLHeadingElement>(step);
  const list = useBatchList(scope);
  const zip = useBatchZip();
  const { exporting, exportCsv } = useBatchCsvExport((fileName) =>
    setStep({ name: 'csvDownloaded', fileName }),
  );

  const toList = () => {
    setStep({ name: 'batchList' });
    void list.mutate();
  };

  return (
    <Stack space="large">
      <h2 ref={heading} tabIndex={-1} style={{ margin: 0, outline: 'none' }}>
        {stepTitles[step.name]}
      </h2>
      {step.name === 'batchList' ? (
        <BatchListStep
          cuit={company.cuit}
          today={today}
          list={list}
          filters={filters}
          onFiltersChange={setFilters}
          onNew={() => setStep({ name: 'newBatch' })}
          onView={(batchId) => setStep({ name: 'batchView', batchId })}
          onCsv={(batch) => void exportCsv(batch)}
          exporting={exporting}
          zip={zip}
        />
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
