import { type ApiClient, ApiError } from '@liqui/api-client';
import {
  type BatchRowResult,
  type BatchStagingSummary,
  messages,
  validateCuit,
} from '@liqui/domain';
import { useState } from 'react';
import { useApi } from '../../session/api-context';
import type { CsvImportRunState } from '../csv-import/use-csv-import-run';
import { type BatchCsvRow, rowsToProcess } from './batch-csv';
import { type BatchFormState, batchKeyOf, notACompanyMessage } from './batch-form-state';
import { fetchStagedRows } from './batch-preview-rows';
import { createBatchBody, uploadRowsInParts } from './stage-batch';

/** The rows the server staged under the batch and its figures (what the preview shows). */
export type Staged = {
  readonly results: readonly BatchRowResult[];
  readonly summary: BatchStagingSummary;
};

/**
 * Queues the staged batch with the preview's figures (`POST /root/batch/{id}/process`).
 *
 * @returns `null` once queued; else the message to show (a 409's own, naming the server's
 *   figures, or 'Error procesando lote') and whether it was that 409.
 */
async function processStagedBatch(
  api: ApiClient,
  batchId: string,
  figures: BatchStagingSummary,
): Promise<{ readonly message: string; readonly isConflict: boolean } | null> {
  try {
    await api.call('processBatch', {
      params: { batchId },
      body: { facturas: figures.facturas, importeTotalCents: figures.importeTotalCents },
    });
    return null;
  } catch (error) {
    const isConflict = error instanceof ApiError && error.status === 409;
    return {
      message: isConflict ? error.message : messages['batch.processError'],
      isConflict,
    };
  }
}

/** What {@link useBatchStaging} needs from the form. */
export type BatchStagingOptions = {
  /** Argentina's `YYYY-MM-DD` (the batch's creation date). */
  readonly today: string;
  readonly receiverUserIdOf: (cuit: string) => string | null;
  readonly receiverEmailOf: (cuit: string) => string | null;
  readonly onCreated: (batchId: string) => void;
  /** The file's rows, as the table shows them. */
  readonly rows: readonly BatchCsvRow[];
  /** Changes the rows of `filas` (the server's reading after staging). */
  readonly setStatus: (
    filas: ReadonlySet<number>,
    change: (row: BatchCsvRow) => BatchCsvRow,
  ) => void;
  /** The run's progress bar and pending state ({@link useCsvImportRun}). */
  readonly run: Pick<CsvImportRunState, 'setProgress' | 'setRunning'>;
};

/**
 * The preview of a staged batch (issue 24 item 2): the server's reading (`open`, after staging),
 * 'Confirmar y emitir' (`confirm`: `POST /root/batch/{id}/process` with the preview's figures;
 * queued → `onCreated(id)`; a 409 shows the server's message and reads the preview again;
 * another failure says 'Error procesando lote') and 'Volver' (`leave`).
 */
function useStagedPreview({
  setStatus,
  onCreated,
}: Pick<BatchStagingOptions, 'setStatus' | 'onCreated'>) {
  const api = useApi();
  const [staged, setStaged] = useState<Staged | null>(null);
  const [isPreviewing, setPreviewing] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const [confirmError, setConfirmError] = useState<string>();

  /** Shows the server's reading: the rows it refused 'Incorrecta' with its reasons (seen after 'Volver'). */
  const show = (answer: Staged) => {
    const byFila = new Map(answer.results.map((result) => [result.fila, result]));
    setStatus(new Set(byFila.keys()), (row) => {
      const result = byFila.get(row.fila);
      return result?.outcome === 'refused'
        ? { ...row, status: 'Incorrecta', mensajes: result.mensajes }
        : { ...row, status: 'Sin procesar', mensajes: undefined };
    });
    setStaged(answer);
  };

  /** Reads the staged rows and figures again (after a 409); on failure the preview stays. */
  const refresh = async (batchId: string) => {
    try {
      const fresh = await fetchStagedRows(api, batchId);
      show({ results: fresh.rows, summary: fresh.summary });
    } catch {
      // The message already says what happened; the preview stays as it was.
    }
  };

  const confirm = async (batchId: string, figures: BatchStagingSummary) => {
    setConfirming(true);
    setConfirmError(undefined);
    const failure = await processStagedBatch(api, batchId, figures);
    if (failure === null) {
      setConfirming(false);
      onCreated(batchId);
      return;
    }
    setConfirmError(failure.message);
    // A 409 names the server's figures (a row changed since the preview): read them again.
    if (failure.isConflict) await refresh(batchId);
    setConfirming(false);
  };

  return {
    staged,
    isPreviewing,
    isConfirming,
    confirmError,
    open: (answer: Staged) => {
      show(answer);
      setPreviewing(true);
    },
    confirm,
    leave: () => {
      setConfirmError(undefined);
      setPreviewing(false);
    },
    clearConfirmError: () => setConfirmError(undefined),
    forget: () => setStaged(null),
  };
}

/**
 * Staging and confirming an invoice batch (Spec 03 §4 "Batch creation flow"; issue 24 item 2).
 *
 * - `start(values)`: 'Marque al menos una fila para procesar' without a marked row; the receiver
 *   must be a company ('El CUIT no corresponde a una empresa registrada'); creates the batch
 *   unless the one created before has the same values ('Error creando lote en DB'), sends the
 *   marked rows in parts with the progress bar ('Error al subir lote'), marks the rows the
 *   server refused 'Incorrecta' with its reasons, and opens the preview.
 * - `confirm(figures)`, `leavePreview()`: see {@link useStagedPreview}.
 */
export function useBatchStaging(options: BatchStagingOptions) {
  const { today, receiverUserIdOf, receiverEmailOf, rows, run } = options;
  const api = useApi();
  const preview = useStagedPreview(options);
  const [uploadError, setUploadError] = useState<string>();
  const [batch, setBatch] = useState<{ id: string; key: string } | null>(null);

  /** The batch to stage under: the one created before with the same values, else a new one. */
  const batchIdFor = async (values: BatchFormState, cuit: string, userId: string) => {
    const key = batchKeyOf(values);
    if (batch !== null && batch.key === key) return batch.id;
    const receiver = { cuit, userId, email: receiverEmailOf(cuit) };
    const created = await api.call('createBatch', {
      body: createBatchBody(values, receiver, today),
    });
    setBatch({ id: created.batch_id, key });
    return created.batch_id;
  };

  /** Stops the run with `message` (the rows sent so far stay staged). */
  const fail = (message: string) => {
    setUploadError(message);
    run.setRunning(false);
  };

  const start = async (values: BatchFormState) => {
    const marked = rowsToProcess(rows);
    if (marked.length === 0) return setUploadError(messages['invoiceBatch.noRows']);
    const cuit = (validateCuit(values.nroDocumento) as { value: string }).value; // the submit button is enabled only with a valid CUIT
    const userId = receiverUserIdOf(cuit);
    if (userId === null) return setUploadError(notACompanyMessage);
    run.setRunning(true);
    setUploadError(undefined);
    preview.clearConfirmError();
    let id: string;
    try {
      id = await batchIdFor(values, cuit, userId);
    } catch {
      return fail(messages['batch.createError']);
    }
    run.setProgress({ done: 0, total: marked.length });
    try {
      const progress = (done: number) => run.setProgress({ done, total: marked.length });
      preview.open(await uploadRowsInParts(api, id, marked, progress));
    } catch {
      return fail(messages['batch.uploadError']);
    }
    run.setRunning(false);
  };

  return {
    uploadError,
    staged: preview.staged,
    isPreviewing: preview.isPreviewing,
    isConfirming: preview.isConfirming,
    confirmError: preview.confirmError,
    start,
    confirm: (figures: BatchStagingSummary) =>
      batch === null ? Promise.resolve() : preview.confirm(batch.id, figures),
    leavePreview: preview.leave,
    /** A new file: no staged rows, no upload message. */
    forgetStaged: () => {
      setUploadError(undefined);
      preview.forget();
    },
  };
}
