/**
 * The Web Worker that reads and checks an invoice batch CSV off the main thread (issue 15 item 3:
 * the screen stays responsive on 10,000 rows). It receives a {@link BatchCsvWorkerRequest} (the
 * chosen file and the form's context), runs `readBatchCsvBytes` and posts the outcome back; a file
 * that cannot be read answers 'Error cargando archivo CSV'.
 */
import { messages } from '@liqui/domain';
import {
  type BatchCsvWorkerAnswer,
  type BatchCsvWorkerRequest,
  readBatchCsvBytes,
} from './batch-csv';

self.onmessage = async (event: MessageEvent<BatchCsvWorkerRequest>) => {
  const { file, context } = event.data;
  let answer: BatchCsvWorkerAnswer;
  try {
    const bytes = typeof file === 'string' ? file : new Uint8Array(await file.arrayBuffer());
    answer = readBatchCsvBytes(bytes, context);
  } catch {
    answer = { ok: false, message: messages['csv.loadError'] };
  }
  self.postMessage(answer);
};
