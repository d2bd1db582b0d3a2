/**
 * The two calls that stage an invoice batch on the server (Spec 03 §4 "Batch creation flow";
 * issue 24 item 2): the batch's creation from the form (`POST /root/batch/admin/create`) and its
 * rows in parts (`POST /root/batch/{id}/rows`). Nothing is emitted until the preview is confirmed.
 */
import type { ApiClient, BodyOf } from '@liqui/api-client';
import {
  BATCH_ROWS_PART_SIZE,
  type BatchRowResult,
  type BatchStagingSummary,
  batchPeriodLabel,
  type TipoResponsable,
} from '@liqui/domain';
import { type BatchCsvRow, batchRowUploadOf } from './batch-csv';
import type { BatchFormState } from './batch-form-state';

/** Who the batch is for, as the form found it: the receiver's CUIT, user id and e-mail. */
export type BatchReceiver = {
  /** The receiver's 11-digit CUIT. */
  readonly cuit: string;
  /** The receiver company's user id (the batch belongs to it). */
  readonly userId: string;
  /** The receiver's e-mail (`emailCliente`), if known. */
  readonly email: string | null;
};

/**
 * The body of `POST /root/batch/admin/create` for the form's values: the receiver, its IVA
 * condition, the period label ('Enero 2026'), the service dates, today as the creation date, the
 * optional name and invoice date (`null` when empty), `groupuser` 'admin'.
 *
 * @param today - Argentina's `YYYY-MM-DD`.
 */
export function createBatchBody(
  values: BatchFormState,
  receiver: BatchReceiver,
  today: string,
): BodyOf<'createBatch'> {
  return {
    nroDocumento: receiver.cuit,
    user_id: receiver.userId,
    tipoResponsable: values.tipoResponsable as TipoResponsable,
    razonSocialCliente: values.razonSocialCliente,
    domicilioComercialCliente: values.domicilioComercialCliente || null,
    localidadCliente: values.localidadCliente || null,
    provinciaCliente: values.provinciaCliente || null,
    emailCliente: receiver.email,
    fecha_inicio: values.fecha_inicio,
    fecha_fin: values.fecha_fin,
    fecha_creacion: today,
    mes: batchPeriodLabel(Number(values.mes), Number(values.anio)),
    name: values.name.trim() === '' ? null : values.name.trim(),
    groupuser: 'admin',
    fecha_factura: values.fecha_factura === '' ? null : values.fecha_factura,
  };
}

/**
 * Sends the marked rows to the batch in parts of `BATCH_ROWS_PART_SIZE` (500), one after
 * another, the first part replacing whatever was staged before; `onProgress(done)` after each
 * part answered.
 *
 * @returns every row's result and the server's figures after the last part.
 * @throws the API client's error of the first part that fails (the parts before it stay staged).
 */
export async function uploadRowsInParts(
  api: ApiClient,
  batchId: string,
  marked: readonly BatchCsvRow[],
  onProgress: (done: number) => void,
): Promise<{ results: BatchRowResult[]; summary: BatchStagingSummary }> {
  const results: BatchRowResult[] = [];
  let summary: BatchStagingSummary = { facturas: 0, importeTotalCents: 0, rechazadas: 0 };
  let done = 0;
  for (let index = 0; index < marked.length; index += BATCH_ROWS_PART_SIZE) {
    const part = marked.slice(index, index + BATCH_ROWS_PART_SIZE);
    const answer = await api.call('uploadBatchRows', {
      params: { batchId },
      body: { isFirstPart: index === 0, rows: part.map(batchRowUploadOf) },
    });
    results.push(...answer.results);
    summary = answer.summary;
    done += part.length;
    onProgress(done);
  }
  return { results, summary };
}
