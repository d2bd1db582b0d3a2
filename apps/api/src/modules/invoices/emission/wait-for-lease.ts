import type { InvoiceStatus } from '@liqui/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { afipEmissionLeases, invoices } from '../../../db/schema.js';
import type { InvoiceRow } from '../invoice-row.js';
import {
  acquireEmissionLease,
  type EmissionLease,
  systemLeaseClock,
  type VoucherSeries,
} from './lease.js';
import {
  type EmissionOutcome,
  EmissionRetryError,
  isPendingStatus,
  outcomeOfRow,
} from './outcome.js';
import { type EmissionDeps, loadInvoice } from './run.js';

/** Pause between two looks at a busy lease while the job's invoice is still pending, ms. */
const leasePollMs = 1_000;

/** The voucher series of an invoice: issuer CUIT, point of sale, voucher type. */
function seriesOf(row: InvoiceRow): VoucherSeries {
  return { cuit: row.userCuit, ptoVta: row.puntoVenta, cbteTipo: row.tipoDeComprobante };
}

/**
 * Step 2 (`README.md` of this folder): takes the lease of `row`'s series, waiting up to
 * `leaseWaitMs` while another run holds it. While waiting it watches the invoice (one read a
 * second, {@link leasePollMs}): when the holder of the series settles it (EMITTED, REJECTED), the
 * wait ends with that outcome and the job ends as a no-op.
 *
 * @returns the lease, or the invoice's outcome when another run settled it.
 * @throws {@link EmissionRetryError} `lease` when the lease is still busy after the wait and the
 *   invoice still pending.
 */
export async function waitForLease(
  deps: EmissionDeps,
  row: InvoiceRow,
): Promise<EmissionLease | EmissionOutcome> {
  const { db } = deps.database;
  const clock = deps.leaseClock ?? systemLeaseClock;
  const deadline = clock.now() + (deps.leaseWaitMs ?? 15_000);
  for (;;) {
    // Takes are writes on the lease row, which the holder's guarded writes lock FOR SHARE: while
    // the lease is busy, the waiting job only reads (the lease and its invoice, one statement).
    const look = await lookAtSeries(db, row);
    if (!isPendingStatus(look.estado)) {
      return outcomeOfRow(row.invoiceId, await loadInvoice(db, row.invoiceId));
    }
    const lease = look.isBusy
      ? null
      : await acquireEmissionLease(db, seriesOf(row), {
          ...(deps.leaseMs !== undefined ? { durationMs: deps.leaseMs } : {}),
          clock,
          waitMs: 0,
        });
    if (lease) return lease;
    if (clock.now() >= deadline) {
      throw new EmissionRetryError('Another worker is emitting vouchers of this series', 'lease');
    }
    await clock.sleep(leasePollMs);
  }
}

/** The invoice's status and whether its series' lease is held by someone now, in one read. */
async function lookAtSeries(
  db: Db,
  row: InvoiceRow,
): Promise<{ estado: InvoiceStatus | null; isBusy: boolean }> {
  const series = seriesOf(row);
  const [found] = await db
    .select({
      estado: sql<InvoiceStatus | null>`(select ${invoices.estado}::text from ${invoices} where ${invoices.invoiceId} = ${row.invoiceId})`,
      isBusy: sql<boolean>`exists (select 1 from ${afipEmissionLeases} where ${and(
        eq(afipEmissionLeases.cuit, series.cuit),
        eq(afipEmissionLeases.ptoVta, series.ptoVta),
        eq(afipEmissionLeases.cbteTipo, series.cbteTipo),
      )} and ${afipEmissionLeases.expiresAt} > clock_timestamp())`,
    })
    .from(sql`(select 1) as one`);
  return { estado: found?.estado ?? null, isBusy: found?.isBusy === true };
}
