import { enums, optional } from 'superstruct';
import type { AfipVariables } from './afip.js';
import type { FilesConfig } from './files.js';
import type { MercadoPagoVariables } from './mercado-pago.js';
import type { ServerVariables } from './server.js';
import type { VariablesOf } from './values.js';

/**
 * The process's tier (issue 26 item 2): `LIQUI_ROLE`, one of {@link roles}, default `all`.
 *
 * - `api`: the HTTP tier. Serves everything a browser or a client calls (`/api`, `/identity`,
 *   `/config.json`, the web app, the mounted stand-ins and `/dev/outbox` in the demo) and queues
 *   jobs (pg-boss `send`, in the caller's transaction), but runs no job loop, no periodic pass
 *   and no pg-boss supervisor: a hostile upload's extraction, a batch ZIP or a slow ARCA never
 *   share its event loop. Creates the demo accounts (`LIQUI_DEMO`) and prints them.
 * - `worker`: the job tier. Runs every job loop (invoice emission, debt refresh, document
 *   extraction, batch ZIPs), the emission sweep, the plan-expiry pass with the sweep of
 *   unprocessed Mercado Pago notifications and the subscription charges, and pg-boss's
 *   supervisor (`jobs/start-workers.ts`). Serves no product HTTP: it listens on `PORT` with
 *   `GET /api/health` and `/api/health/ready` only (`createWorkerApp` of `app.ts`), so an
 *   orchestrator probes it like an API process; every other path answers 404. Creates no demo
 *   accounts.
 * - `all` (default): both in one process, the one-command demo (`npm start`).
 *
 * Every role migrates the database at start (idempotent, under the migration lock of
 * `db/prepare.ts`), so whichever process starts first on an empty database creates it.
 *
 * Checks at start ({@link roleProblems}): `api` and `worker` share their work through the
 * database, so they need PostgreSQL (`DATABASE_URL`): the embedded PGlite belongs to one
 * process. A `worker` serves no stand-in, so in the sandbox it must be told where the ARCA
 * simulator (`AFIP_SANDBOX_URL`) and the Mercado Pago sandbox (`MERCADOPAGO_SANDBOX_URL`) are
 * served, e.g. an `api` process's `/sandbox/afip` and `/sandbox/mercadopago`.
 */
export const roles = ['api', 'worker', 'all'] as const;

/** A {@link roles} value: what this process runs. */
export type Role = (typeof roles)[number];

/** The role's variable, as a string (see `environment.ts`). */
export const roleVariables = {
  LIQUI_ROLE: optional(enums(roles)),
};

/** The variables of this concern as read from the environment. */
export type RoleVariables = VariablesOf<typeof roleVariables>;

/** `LIQUI_ROLE`, or `all`. */
export function roleOf(vars: RoleVariables): Role {
  return vars.LIQUI_ROLE ?? 'all';
}

/** Whether a process of `role` serves the product's HTTP (`api`, `all`). */
export function servesProduct(role: Role): boolean {
  return role !== 'worker';
}

/** Whether a process of `role` runs the job loops and periodic passes (`worker`, `all`). */
export function runsJobs(role: Role): boolean {
  return role !== 'api';
}

type RoleCheckVariables = RoleVariables &
  Pick<ServerVariables, 'DATABASE_URL'> &
  Pick<AfipVariables, 'AFIP_ENV' | 'AFIP_SANDBOX_URL'> &
  Pick<MercadoPagoVariables, 'MERCADOPAGO_PUBLIC_KEY' | 'MERCADOPAGO_SANDBOX_URL'>;

/**
 * What a split role needs, one line each, e.g. `LIQUI_ROLE=worker needs a database shared with
 * the other processes: set DATABASE_URL (…)`; none for `all` or when `LIQUI_ROLE` itself is
 * reported invalid. The sandbox rules are the builders' (`afip.ts`: the simulator while
 * `AFIP_ENV` is unset or `sandbox`; `mercado-pago.ts`: the sandbox without
 * `MERCADOPAGO_PUBLIC_KEY`).
 */
export function roleProblems(vars: RoleCheckVariables, invalid: ReadonlySet<string>): string[] {
  if (invalid.has('LIQUI_ROLE')) return [];
  const role = roleOf(vars);
  if (role === 'all') return [];
  const problems: string[] = [];
  if (!vars.DATABASE_URL) {
    problems.push(
      `LIQUI_ROLE=${role} needs a database shared with the other processes: set DATABASE_URL (the embedded PGlite database belongs to one process; LIQUI_ROLE=all runs everything in one)`,
    );
  }
  if (role === 'worker') {
    if ((!vars.AFIP_ENV || vars.AFIP_ENV === 'sandbox') && !vars.AFIP_SANDBOX_URL) {
      problems.push(
        'LIQUI_ROLE=worker serves no ARCA simulator: set AFIP_SANDBOX_URL to where one is served (e.g. http://<api process>/sandbox/afip), or AFIP_ENV=homologacion|produccion',
      );
    }
    if (!vars.MERCADOPAGO_PUBLIC_KEY && !vars.MERCADOPAGO_SANDBOX_URL) {
      problems.push(
        'LIQUI_ROLE=worker serves no Mercado Pago sandbox: set MERCADOPAGO_SANDBOX_URL to where one is served (e.g. http://<api process>/sandbox/mercadopago), or MERCADOPAGO_PUBLIC_KEY and the real service',
      );
    }
  }
  return problems;
}

/**
 * The warning `main.ts` logs at the start of a split process whose files stay on this machine
 * (no `S3_BUCKET`): the batch ZIPs a worker builds and the documents it reads are in
 * `<LIQUI_DATA_DIR>/files`, so the API processes and the workers must share that folder (one
 * machine, one `LIQUI_DATA_DIR`), or use S3. `undefined` for `all` or with S3.
 */
export function roleWarning(config: { role: Role; files: FilesConfig }): string | undefined {
  if (config.role === 'all' || config.files.kind !== 'local') return undefined;
  return `LIQUI_ROLE=${config.role} keeps uploaded files and batch ZIPs in ${config.files.dir}: every api and worker process must share this folder (the same LIQUI_DATA_DIR on one machine), or set S3_BUCKET`;
}
