import {
  argentineDateOf,
  type BatchRowContext,
  type BatchRowsResult,
  type BatchRowsUpload,
  batchInvoiceCells,
  neutralizeCsvCell,
  validateBatchInvoiceRow,
} from '@liqui/domain';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import type { Db } from '../../db/client.js';
import { invoiceBatches, invoiceBatchRows } from '../../db/schema.js';
import type { FileStore } from '../../integrations/blob/index.js';
import type { Principal } from '../../principal.js';
import { batchCsvKey } from './files.js';
import {
  collaboratorsByCuit,
  insertChunk,
  maximoConsFinal,
  seriesFloors,
  stagedRowsByFila,
  stagingSummary,
  visibleBatch,
} from './queries.js';
import { type BatchRow, rowResultOf, type StagedRow } from './rows.js';
import { assertTransition } from './rules.js';
import { stageRow } from './stage-row.js';

/** What {@link uploadRows} needs. */
export type UploadRowsDeps = {
  db: Db;
  /** Keeps `invoicesBatch/{batchId}.csv`. */
  files: Pick<FileStore, 'get' | 'put'>;
  /** The clock ("today" in Argentina, the stages' `created_at`). */
  now: () => Date;
};

/** Keeps the part's rows in `invoicesBatch/{batch_id}.csv`: new with the first part, else appended. */
async function keepFile(
  files: UploadRowsDeps['files'],
  batchId: string,
  body: BatchRowsUpload,
): Promise<void> {
  const key = batchCsvKey(batchId);
  const columns = ['fila', ...batchInvoiceCells];
  const records = body.rows.map((row) => {
    const record: Record<string, string> = { fila: String(row.fila) };
    for (const cell of batchInvoiceCells) record[cell] = neutralizeCsvCell(row[cell] ?? '');
    return record;
  });
  const previous = body.isFirstPart ? undefined : await files.get(key);
  const text = previous
    ? `${new TextDecoder().decode(previous.body).trimEnd()}\r\n${Papa.unparse(records, { columns, header: false })}`
    : Papa.unparse(records, { columns });
  await files.put(key, new TextEncoder().encode(`${text}\r\n`), 'text/csv');
}

/** The batch-level data every row is checked with (`validateBatchInvoiceRow`). */
async function rowContextOf(db: Db, batch: BatchRow, today: string): Promise<BatchRowContext> {
  return {
    today,
    maximoConsFinal: await maximoConsFinal(db),
    nroDocumento: batch.companyCuit,
    tipoResponsable: batch.tipoResponsable,
    razonSocialCliente: batch.razonSocialCliente,
    domicilioComercialCliente: batch.domicilioComercialCliente,
    localidadCliente: batch.localidadCliente,
    provinciaCliente: batch.provinciaCliente,
    emailCliente: batch.emailCliente,
    fecha_inicio: batch.fechaInicio,
    fecha_fin: batch.fechaFin,
    fecha_factura: batch.fechaFactura,
  };
}

/**
 * `POST /root/batch/{batchId}/rows` (contract `uploadBatchRows`; Spec 03 §7; issue 24 items 2
 * and 7): one part (≤ 500 rows) of a batch's CSV, STAGED: nothing is invoiced or queued here
 * (see `process-batch.ts`). Only while the batch is `CARGANDO` (`nextBatchStatus(…,
 * 'uploadRows')`). The rows are kept in the file store (`invoicesBatch/{batch_id}.csv`, formula
 * cells neutralised; started again by a first part), then each row, in the order sent:
 *
 * - its `fila` is staged already (an earlier part, or earlier in this one): answered as it was
 *   staged, nothing changes (decision: the first reading of a `fila` stands; a user who fixed
 *   the file sends it again with `isFirstPart`);
 * - else `validateBatchInvoiceRow` with the batch's receiver and period, today in Argentina and
 *   the final-consumer limit of the tax tables: es-AR amounts (`15.000` is ARS 15,000),
 *   `dd/mm/aaaa` dates; its messages refuse it;
 * - else the issuer (`cuit_emisor`) must be a user with an open relationship with the batch's
 *   company (`invoiceBatchRow.notCollaborator`) and able to invoice as a single invoice requires
 *   (`invoiceBatchRow.issuerNotReady`: CUIT, point of sale, not gated);
 * - else its voucher series (issuer CUIT, point of sale: the row's or else the issuer's, voucher
 *   type) must have no voucher dated after it (`seriesFloors`; issue 24 item 7:
 *   `invoiceBatchRow.beforeSeries`, 'Fila N: la fecha 18/11/2026 es anterior a la del último
 *   comprobante del emisor (20/11/2026)');
 * - else `accepted`: the invoice it will become (in the issuer's name, to the company) is staged
 *   with a new invoice id (`stage-row.ts`).
 *
 * Decision (rows of one series within a batch, item 7): they are accepted whatever their dates'
 * order. The emission worker emits a series' pending invoices by date (`fecha`, then creation,
 * then id: the emission's step 4), and a batch's invoices are all queued in the one transaction
 * of its confirmation, so their dates never go backwards as their numbers go up.
 * Decision (ARCA's own last voucher): a voucher issued outside Liqui after the latest one Liqui
 * knows is not seen here (no ARCA call at staging); the emission recovers such a 10016 (step 5).
 *
 * A first part (`isFirstPart`) replaces every row staged so far, in the same transaction that
 * stages the part; the transaction locks the batch row, so a confirmation running at once
 * either comes first (this part answers 409) or after. A concurrent upload of the same rows
 * loses the (batch_id, fila) race quietly and answers the winner's staging.
 *
 * @returns one `BatchRowResult` per row sent, in the order sent, and the batch's
 *   `BatchStagingSummary` after the part (accepted rows, their total in integer cents, refused).
 * @throws ServiceError `not_found` 'No se pudo leer el Lote' (unknown or another company's);
 *   `conflict` 'El lote ya fue confirmado: no admite más filas'.
 */
export async function uploadRows(
  deps: UploadRowsDeps,
  input: { principal: Principal; batchId: string; body: BatchRowsUpload },
): Promise<BatchRowsResult> {
  const { db, now } = deps;
  const { body } = input;
  const batch = await visibleBatch(db, input.principal, input.batchId);
  assertTransition(batch.estado, 'uploadRows');
  await keepFile(deps.files, batch.batchId, body);
  const context = await rowContextOf(db, batch, argentineDateOf(now()));
  const filas = [...new Set(body.rows.map((row) => row.fila))];
  const stored = body.isFirstPart
    ? new Map<number, StagedRow>()
    : await stagedRowsByFila(db, batch.batchId, filas);
  const checked = body.rows.map((row) => ({
    row,
    result: stored.has(row.fila) ? null : validateBatchInvoiceRow(row, row.fila, context),
  }));
  const issuers = await collaboratorsByCuit(
    db,
    batch.companyCuit,
    checked.flatMap(({ result }) => (result?.ok ? [result.value.cuitEmisor] : [])),
  );
  const floors = await seriesFloors(
    db,
    [...issuers.values()].flatMap((issuer) => (issuer.cuit ? [issuer.cuit] : [])),
  );

  const at = now();
  const staged = new Map<number, StagedRow>(stored);
  const newRows: StagedRow[] = [];
  for (const { row, result } of checked) {
    if (staged.has(row.fila) || !result) continue;
    const stage = stageRow({ batchId: batch.batchId, row, result, issuers, floors, at });
    staged.set(row.fila, stage);
    newRows.push(stage);
  }

  const summary = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ estado: invoiceBatches.estado })
      .from(invoiceBatches)
      .where(eq(invoiceBatches.batchId, batch.batchId))
      .for('update');
    assertTransition(locked?.estado ?? batch.estado, 'uploadRows');
    if (body.isFirstPart) {
      await tx.delete(invoiceBatchRows).where(eq(invoiceBatchRows.batchId, batch.batchId));
    }
    for (let start = 0; start < newRows.length; start += insertChunk) {
      const inserted = await tx
        .insert(invoiceBatchRows)
        .values(newRows.slice(start, start + insertChunk))
        .onConflictDoNothing({ target: [invoiceBatchRows.batchId, invoiceBatchRows.fila] })
        .returning({ fila: invoiceBatchRows.fila });
      const won = new Set(inserted.map(({ fila }) => fila));
      const lost = newRows
        .slice(start, start + insertChunk)
        .filter((row) => !won.has(row.fila))
        .map((row) => row.fila);
      // Another upload of the same rows staged them first: answer its staging.
      if (lost.length > 0) {
        for (const [fila, row] of await stagedRowsByFila(tx, batch.batchId, lost)) {
          staged.set(fila, row);
        }
      }
    }
    return stagingSummary(tx, batch.batchId);
  });
  const results = body.rows.map((row) => {
    const stage = staged.get(row.fila);
    if (!stage) throw new Error(`Row ${row.fila} of batch ${batch.batchId} was not staged`);
    return rowResultOf(stage, false);
  });
  return { results, summary };
}
