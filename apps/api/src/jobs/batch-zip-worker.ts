import { Readable } from 'node:stream';
import type { VoucherType } from '@liqui/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import type { Database } from '../db/client.js';
import { invoiceBatchZips, invoices, users } from '../db/schema.js';
import type { FileStore } from '../integrations/blob/index.js';
import type { Logger } from '../logger.js';
import { batchZipKey } from '../modules/batches/files.js';
import { emittedFingerprint } from '../modules/batches/queries.js';
import { toPdfIssuer } from '../modules/invoices/invoice-pdf-source.js';
import { monCotizOf, toInvoice } from '../modules/invoices/invoice-row.js';
import { emptyIssuer, toIssuer } from '../modules/invoices/issuer.js';
import { invoicePdfFileName, renderInvoicePdf } from '../modules/invoices/pdf/invoice-pdf.js';
import { batchZipQueue, type JobQueue } from './queue.js';
import { startQueueWorker } from './queue-worker.js';

/** The data of a `batch-zip` job. */
export type BatchZipJobData = { batchId: string };

/** How many PDFs go between two progress writes (`invoice_batch_zips.done`). */
const progressEvery = 10;

/** How many invoice ids are read per query while the entries are listed. */
const listPage = 1_000;

/**
 * Builds the ZIP of batch `batchId`'s PDFs into the file store as `invoicesBatchZip/{batchId}.zip`
 * (issue 15 item 5; Spec 03 §4 "ZIP flow"):
 *
 * 1. Lists the batch's EMITTED invoices (id, issuer, voucher numbers: small rows, by pages) in
 *    (user id, invoice id) order and writes the state `running`, 0 of that count, with the
 *    invoices' {@link emittedFingerprint}.
 * 2. Adds one entry per invoice to a yazl ZIP whose output is streamed into the file store
 *    (`FileStore.putStream`). Each entry is LAZY: yazl asks for it only when the previous one is
 *    written and the output has room, and only then is the invoice read and its PDF rendered
 *    with the single-invoice renderer (`pdf/invoice-pdf.ts`, the issuer's current record as
 *    `GET /pdf/{invoiceId}` prints it). So one PDF at a time is in memory, whatever the batch's
 *    size. Entry names are `{issuer CUIT}-{factura-c-PPPPP-NNNNNNNN}.pdf` (decision: the file
 *    name of the single PDF is unique per issuer only). PDFs are stored, not deflated again
 *    (decision: they are compressed already; deflating them costs time for a few percent).
 * 3. Every {@link progressEvery} PDFs writes `done`; at the end `ready` with `done` = `total`.
 *
 * An error (a PDF that cannot be rendered, the file store) writes `failed` and is thrown (the
 * job is retried, see `batchZipQueue`); the previous ZIP, if any, stays as it was until a build
 * succeeds (the store replaces a file only when its stream ends).
 *
 * @returns how many PDFs the ZIP holds.
 */
export async function buildBatchZip(
  deps: { database: Database; files: FileStore; now?: () => Date },
  batchId: string,
): Promise<number> {
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());
  const { fingerprint } = await emittedFingerprint(deps.database.db, batchId);
  const entries: {
    invoiceId: string;
    userId: string;
    userCuit: string;
    tipoDeComprobante: VoucherType;
    puntoVenta: number;
    nroDeComprobante: number | null;
  }[] = [];
  let after: { userId: string; invoiceId: string } | undefined;
  for (;;) {
    const page = await db
      .select({
        invoiceId: invoices.invoiceId,
        userId: invoices.userId,
        userCuit: invoices.userCuit,
        tipoDeComprobante: invoices.tipoDeComprobante,
        puntoVenta: invoices.puntoVenta,
        nroDeComprobante: invoices.nroDeComprobante,
      })
      .from(invoices)
      .where(
        and(
          eq(invoices.batchId, batchId),
          eq(invoices.estado, 'EMITTED'),
          after
            ? sql`(${invoices.userId}, ${invoices.invoiceId}) > (${after.userId}, ${after.invoiceId})`
            : undefined,
        ),
      )
      .orderBy(asc(invoices.userId), asc(invoices.invoiceId))
      .limit(listPage);
    entries.push(...page);
    const last = page.at(-1);
    if (page.length < listPage || !last) break;
    after = { userId: last.userId, invoiceId: last.invoiceId };
  }
  const total = entries.length;
  const setState = (values: Partial<typeof invoiceBatchZips.$inferInsert>) =>
    db
      .update(invoiceBatchZips)
      .set({ ...values, updatedAt: now() })
      .where(eq(invoiceBatchZips.batchId, batchId));
  await db
    .insert(invoiceBatchZips)
    .values({ batchId, estado: 'running', done: 0, total, fingerprint, updatedAt: now() })
    .onConflictDoUpdate({
      target: invoiceBatchZips.batchId,
      set: { estado: 'running', done: 0, total, fingerprint, updatedAt: now() },
    });

  const issuers = new Map<string, typeof users.$inferSelect | null>();
  async function issuerOf(userId: string) {
    if (!issuers.has(userId)) {
      const [user] = await db
        .select()
        .from(users)
        .where(inArray(users.userId, [userId]))
        .limit(1);
      // One issuer at a time is kept (entries are in user order).
      issuers.clear();
      issuers.set(userId, user ?? null);
    }
    return issuers.get(userId) ?? null;
  }

  let done = 0;
  async function render(invoiceId: string): Promise<Uint8Array> {
    const [row] = await db.select().from(invoices).where(eq(invoices.invoiceId, invoiceId));
    if (!row) throw new Error(`Invoice ${invoiceId} of batch ${batchId} is gone`);
    const user = await issuerOf(row.userId);
    const issuer = user
      ? { ...toIssuer(user), cuit: row.userCuit }
      : { ...emptyIssuer(row.userId), cuit: row.userCuit, puntoVenta: row.puntoVenta };
    const cotizacion = monCotizOf(row.afipResult);
    const bytes = await renderInvoicePdf({
      invoice: toInvoice(row),
      issuer: toPdfIssuer(issuer),
      ...(cotizacion ? { cotizacion } : {}),
    });
    done += 1;
    if (done % progressEvery === 0) await setState({ done });
    return bytes;
  }

  const zip = new ZipFile();
  const names = new Set<string>();
  for (const entry of entries) {
    const base = `${entry.userCuit}-${invoicePdfFileName({
      tipoDeComprobante: entry.tipoDeComprobante,
      puntoVenta: entry.puntoVenta,
      nroDeComprobante: entry.nroDeComprobante,
    })}`;
    const name = names.has(base) ? `${base.replace(/\.pdf$/, '')}-${entry.invoiceId}.pdf` : base;
    names.add(name);
    zip.addReadStreamLazy(name, { compress: false }, (callback) => {
      render(entry.invoiceId).then(
        (bytes) => callback(null, Readable.from([Buffer.from(bytes)])),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), Readable.from([])),
      );
    });
  }
  zip.end();
  // yazl's output is a Node PassThrough (its types say only `ReadableStream`).
  const output = zip.outputStream as Readable;
  zip.on('error', (error: Error) => output.destroy(error));
  try {
    await deps.files.putStream(batchZipKey(batchId), output, 'application/zip');
  } catch (error) {
    await setState({ estado: 'failed', done });
    throw error;
  }
  await setState({ estado: 'ready', done: total, total });
  return total;
}

/** One finished run of a ZIP job (see {@link BatchZipWorkerOptions.onRun}). */
export type BatchZipRun = { batchId: string; pdfs: number } | { batchId: string; error: unknown };

/** Options of {@link startBatchZipWorker}. */
export type BatchZipWorkerOptions = {
  /** The app's job queue (`services.jobs`). */
  queue: JobQueue;
  database: Database;
  /** Where the ZIP goes (`services.files`). */
  files: FileStore;
  logger: Logger;
  /** Seconds between polls for new jobs (≥ 0.5). @default 2 */
  pollingIntervalSeconds?: number;
  /** Called after every run with its outcome or error (tests wait on it). Must not throw. */
  onRun?: (run: BatchZipRun) => void;
};

/** A running ZIP worker. */
export type BatchZipWorker = {
  /** Stops fetching jobs and lets a running one finish. */
  stop(): Promise<void>;
};

/**
 * Starts the `batch-zip` worker of this process (from `main.ts` after the server listens, and
 * from tests): runs {@link buildBatchZip} for each job, one at a time (a ZIP is CPU work: one per
 * process keeps the API responsive). Once-only as every queue of the app: `GET /pdf?batchId=`
 * queues the job in the transaction that sets the state `running`; pg-boss hands it to one
 * worker.
 *
 * @throws when the queue cannot start (database unreachable).
 */
export async function startBatchZipWorker(options: BatchZipWorkerOptions): Promise<BatchZipWorker> {
  const { queue, database, files, logger } = options;
  return startQueueWorker<BatchZipJobData, { pdfs: number }>({
    queue,
    name: batchZipQueue,
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
    logger,
    failureMessage: 'Could not build the batch ZIP',
    run: async ({ batchId }) => ({ pdfs: await buildBatchZip({ database, files }, batchId) }),
    onRun: ({ batchId }, run) =>
      options.onRun?.('error' in run ? { batchId, error: run.error } : { batchId, ...run.result }),
  });
}
