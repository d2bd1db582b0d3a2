import { type BatchRowContext, messages } from '@liqui/domain';
import { isCsvFile } from '../../forms/read-csv-file';
import type { BatchCsvOutcome, BatchCsvWorkerRequest } from './batch-csv';

/**
 * Reads and checks an invoice batch CSV in a Web Worker (`batch-csv.worker.ts`, a module worker
 * Vite bundles on its own): papaparse and `validateBatchInvoiceRow` run off the main thread, so
 * 10,000 rows never freeze the screen (issue 15 item 3). One worker per file, ended when it
 * answers. Messages: 'Error en archivo CSV' (not a CSV by name or type, or unparseable),
 * 'Error cargando archivo CSV' (the file or the worker failed).
 *
 * @param file - the chosen file.
 * @param context - the batch form's receiver, period and dates.
 */
export function readBatchCsvInWorker(
  file: File,
  context: BatchRowContext,
): Promise<BatchCsvOutcome> {
  if (!isCsvFile(file)) {
    return Promise.resolve({ ok: false, message: messages['csv.parseError'] });
  }
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./batch-csv.worker.ts', import.meta.url), {
      type: 'module',
    });
    worker.onmessage = (event: MessageEvent<BatchCsvOutcome>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = () => {
      worker.terminate();
      resolve({ ok: false, message: messages['csv.loadError'] });
    };
    worker.postMessage({ file, context } satisfies BatchCsvWorkerRequest);
  });
}
