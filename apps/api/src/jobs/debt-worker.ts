import {
  claveFiscalStatusMachine,
  statusAfter,
  statusesLeftBy,
  toDecimalString,
} from '@liqui/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import {
  type DebtReadOutcome,
  type DebtSource,
  debtReadOutcomes,
} from '../integrations/afip/debt-source.js';
import type { Logger } from '../logger.js';
import { debtRefreshQueue, type JobQueue } from './queue.js';
import { startQueueWorker } from './queue-worker.js';

/**
 * The `estado_clave_fiscal` a debt reading writes for `event` of the domain's
 * `claveFiscalStatusMachine` (issue 25 item 3): the event's target when the stored status is one
 * the table leaves with it, else the stored status unchanged (one statement, no read first).
 */
function keyStep(event: 'keyRefused' | 'keyAccepted') {
  return sql`case when ${inArray(
    users.estadoClaveFiscal,
    statusesLeftBy(claveFiscalStatusMachine, event),
  )} then ${statusAfter(claveFiscalStatusMachine, event)} else ${users.estadoClaveFiscal} end`;
}

/** The data of a `debt-refresh` job. */
export type DebtJobData = { userId: string };

/** One finished run of a debt job (see {@link DebtWorkerOptions.onRun}). */
export type DebtRun =
  | { userId: string; outcome: DebtReadOutcome | 'no-record' }
  | { userId: string; error: unknown };

/** Options of {@link startDebtWorker}. */
export type DebtWorkerOptions = {
  /** The app's job queue (`services.jobs`). */
  queue: JobQueue;
  database: Database;
  /** Where the debt is read (`services.debtSource`: the simulator in the sandbox). */
  source: DebtSource;
  logger: Logger;
  /** The clock of `deuda_afip_leida_at`. @default () => new Date() */
  now?: () => Date;
  /**
   * Opens the stored clave fiscal (`services.claveFiscalBox.open`): the source gets it in clear,
   * `null` when it does not open. @default the stored text as it is (tests with legacy rows)
   */
  openClaveFiscal?: (userId: string, stored: string) => string | null;
  /** Seconds between polls for new jobs (≥ 0.5). @default 2 */
  pollingIntervalSeconds?: number;
  /** Called after every run with its outcome or error (tests wait on it). Must not throw. */
  onRun?: (run: DebtRun) => void;
};

/** A running debt worker. */
export type DebtWorker = {
  /** Stops fetching debt jobs; a running one finishes. The queue stays up. */
  stop(): Promise<void>;
};

/**
 * Reads one user's debt from `source` and stores it (issue 12 item 9; Spec 02 §2 tax-debt label):
 *
 * - a reading `debt` → `deuda_afip` = the amount, `deuda_afip_resultado` `OK`;
 * - `invalid-credentials` → `deuda_afip` null (a stale figure would mislead; the web shows
 *   'Revisá tu Clave fiscal'), `CLAVE_INVALIDA`;
 * - `unavailable` (production: no source) → `deuda_afip` left as it is (null unless staff wrote
 *   one from the back office, so the label falls back to 'Revisá tu Clave fiscal'),
 *   `NO_DISPONIBLE`. A user without a CUIT is not asked about: `NO_DISPONIBLE` too;
 *
 * and `deuda_afip_leida_at` = now in every case. A user without a record: nothing (`no-record`).
 *
 * The reading also says whether ARCA takes the clave fiscal Liqui holds, so it keeps
 * `estado_clave_fiscal` true (Spec 02 §4 fiscal-key status; the home's ERROR_CLAVE_INVALIDA
 * alert, 02 §2): `invalid-credentials` turns ACTIVO into ERROR_CLAVE_INVALIDA (event `keyRefused`
 * of the domain's `claveFiscalStatusMachine`), and a successful reading turns
 * ERROR_CLAVE_INVALIDA back into ACTIVO (`keyAccepted`: the user loaded a good key in /micuenta;
 * the next refresh, queued after each login, clears the alert). Decision: the other states are
 * left alone: CREANDO (Liqui is creating the key), PENDIENTE_REVISION (staff review it), INACTIVO
 * or none (onboarding) are decided by people, not by one refused login.
 * The source gets the clave fiscal in clear (opened with `openClaveFiscal`), never the sealed text.
 *
 * @throws what the source throws (unreachable): the job is retried.
 */
export async function refreshDebt(
  deps: Pick<DebtWorkerOptions, 'database' | 'source' | 'now' | 'openClaveFiscal'>,
  userId: string,
): Promise<DebtReadOutcome | 'no-record'> {
  const { db } = deps.database;
  const [user] = await db
    .select({ cuit: users.cuit, claveFiscal: users.claveFiscal })
    .from(users)
    .where(eq(users.userId, userId))
    .limit(1);
  if (!user) return 'no-record';
  const open = deps.openClaveFiscal ?? ((_userId: string, stored: string) => stored);
  const claveFiscal = user.claveFiscal === null ? null : open(userId, user.claveFiscal);
  const reading = user.cuit
    ? await deps.source.readDebt({ cuit: user.cuit, claveFiscal })
    : ({ kind: 'unavailable' } as const);
  const outcome = debtReadOutcomes[reading.kind];
  const leidaAt = (deps.now ?? (() => new Date()))().toISOString();
  await db
    .update(users)
    .set({
      ...(reading.kind === 'debt' ? { deudaAfip: toDecimalString(reading.amountCents) } : {}),
      ...(reading.kind === 'invalid-credentials'
        ? {
            deudaAfip: null,
            estadoClaveFiscal: keyStep('keyRefused'),
          }
        : {}),
      ...(reading.kind === 'debt'
        ? {
            estadoClaveFiscal: keyStep('keyAccepted'),
          }
        : {}),
      deudaAfipLeidaAt: leidaAt,
      deudaAfipResultado: outcome,
    })
    .where(eq(users.userId, userId));
  return outcome;
}

/**
 * Starts the `debt-refresh` worker of this process (from `main.ts` after the server listens: in
 * the sandbox the source is this very server's ARCA simulator; and from tests): runs
 * {@link refreshDebt} for each job. A run that throws (source unreachable) is logged as a warning
 * and retried by pg-boss (`debtRefreshQueue`'s policy).
 *
 * @throws when the queue cannot start (database unreachable).
 */
export async function startDebtWorker(options: DebtWorkerOptions): Promise<DebtWorker> {
  const { queue, database, source, logger } = options;
  return startQueueWorker<DebtJobData, { outcome: DebtReadOutcome | 'no-record' }>({
    queue,
    name: debtRefreshQueue,
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
    logger,
    failureMessage: 'The debt refresh could not read the debt source',
    run: async ({ userId }) => ({
      outcome: await refreshDebt(
        {
          database,
          source,
          ...(options.now ? { now: options.now } : {}),
          ...(options.openClaveFiscal ? { openClaveFiscal: options.openClaveFiscal } : {}),
        },
        userId,
      ),
    }),
    onRun: ({ userId }, run) =>
      options.onRun?.('error' in run ? { userId, error: run.error } : { userId, ...run.result }),
  });
}
