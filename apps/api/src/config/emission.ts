import { optional } from 'superstruct';
import { type AfipVariables, afipTimeoutOf } from './afip.js';
import { positiveInteger, type VariablesOf } from './values.js';

/**
 * The invoice emission job (`modules/invoices/emission/`, `jobs/`): `EMISSION_RETRY_DELAY_SECONDS`,
 * `EMISSION_RETRY_MAX_SECONDS` and `EMISSION_LEASE_MS`, and the rule that ties the lease to
 * `AFIP_TIMEOUT_MS`.
 */

/** How long an emission lease lasts from its last renewal when `EMISSION_LEASE_MS` is unset, ms. */
export const defaultEmissionLeaseMs = 120_000;

/**
 * Time an emission keeps after ARCA's answer, before its lease expires, to record the answer
 * (one database write), ms.
 */
export const emissionLeaseMarginMs = 5_000;

/**
 * Retries of the invoice emission job while ARCA cannot be reached (`jobs/queue.ts`): the first
 * delay (`EMISSION_RETRY_DELAY_SECONDS`, default 30) doubling up to the longest
 * (`EMISSION_RETRY_MAX_SECONDS`, default 900, never below the first), in seconds.
 */
export type EmissionRetryConfig = { delaySeconds: number; maxDelaySeconds: number };

/** The emission variables, as strings (see `environment.ts`). */
export const emissionVariables = {
  EMISSION_RETRY_DELAY_SECONDS: optional(positiveInteger),
  EMISSION_RETRY_MAX_SECONDS: optional(positiveInteger),
  EMISSION_LEASE_MS: optional(positiveInteger),
  EMISSION_CONCURRENCY: optional(positiveInteger),
};

/** The variables of this concern as read from the environment. */
export type EmissionVariables = VariablesOf<typeof emissionVariables>;

/**
 * Series one process emits at once when `EMISSION_CONCURRENCY` is unset: 64 on PostgreSQL
 * (a run spends its time waiting for ARCA, 1–2 calls per series, so 10,000 invoices of 10,000
 * issuers at 300 ms per call need ~50+ series in flight to end within 2 minutes; issue 15 item 4;
 * the PostgreSQL pool follows it, `DATABASE_POOL_MAX` in `server.ts`), 8 on
 * PGlite (one session: every statement of every run queues on it). The worker fetches these as 8 loops of
 * 8 jobs on PostgreSQL and 2 of 4 on PGlite (`emissionFetchShape`), so idle polling is 8 or 2
 * queries a second at most.
 */
export const defaultEmissionConcurrency = { postgres: 64, pglite: 8 } as const;

/**
 * `EMISSION_CONCURRENCY` as a number, or the default for the database kind
 * ({@link defaultEmissionConcurrency}).
 */
export function emissionConcurrencyOf(
  vars: Pick<EmissionVariables, 'EMISSION_CONCURRENCY'>,
  databaseKind: 'postgres' | 'pglite',
): number {
  return vars.EMISSION_CONCURRENCY
    ? Number(vars.EMISSION_CONCURRENCY)
    : defaultEmissionConcurrency[databaseKind];
}

/** `EMISSION_LEASE_MS` as a number, or its default. */
export function emissionLeaseOf(vars: Pick<EmissionVariables, 'EMISSION_LEASE_MS'>): number {
  return vars.EMISSION_LEASE_MS ? Number(vars.EMISSION_LEASE_MS) : defaultEmissionLeaseMs;
}

/**
 * The longest `AFIP_TIMEOUT_MS` an emission lease of `leaseMs` allows. The lease is renewed right
 * before each ARCA call, and one call of the WSFEv1 client may be a WSAA login (when no ticket is
 * valid) followed by the request itself, each limited by `AFIP_TIMEOUT_MS`; both must end
 * {@link emissionLeaseMarginMs} before the lease expires, so the answer is recorded while the lease
 * is still this run's: `2 × AFIP_TIMEOUT_MS + margin ≤ EMISSION_LEASE_MS`.
 */
export function longestAfipTimeoutFor(leaseMs: number): number {
  return Math.floor((leaseMs - emissionLeaseMarginMs) / 2);
}

/**
 * The problem of an `AFIP_TIMEOUT_MS` that could outlive the emission lease (see
 * {@link longestAfipTimeoutFor}), as one line naming both variables and both ways out; none when
 * either variable is already reported invalid.
 */
export function emissionProblems(
  vars: EmissionVariables & Pick<AfipVariables, 'AFIP_TIMEOUT_MS'>,
  invalid: ReadonlySet<string>,
): string[] {
  if (invalid.has('AFIP_TIMEOUT_MS') || invalid.has('EMISSION_LEASE_MS')) return [];
  const timeoutMs = afipTimeoutOf(vars);
  const leaseMs = emissionLeaseOf(vars);
  const longest = longestAfipTimeoutFor(leaseMs);
  if (timeoutMs <= longest) return [];
  const shown = (name: 'AFIP_TIMEOUT_MS' | 'EMISSION_LEASE_MS', value: number) =>
    `${name}=${value}${vars[name] === undefined ? ' (default)' : ''}`;
  return [
    `${shown('AFIP_TIMEOUT_MS', timeoutMs)} could outlive the emission lease ${shown('EMISSION_LEASE_MS', leaseMs)}: one ARCA call (a WSAA login plus the request, each up to AFIP_TIMEOUT_MS) must end ${emissionLeaseMarginMs} ms before the lease expires; set AFIP_TIMEOUT_MS to at most ${Math.max(longest, 0)} or EMISSION_LEASE_MS to at least ${2 * timeoutMs + emissionLeaseMarginMs}`,
  ];
}

/** The retry delays; the longest is never below the first. */
export function buildEmissionRetry(vars: EmissionVariables): EmissionRetryConfig {
  const delaySeconds = vars.EMISSION_RETRY_DELAY_SECONDS
    ? Number(vars.EMISSION_RETRY_DELAY_SECONDS)
    : 30;
  const maxDelaySeconds = vars.EMISSION_RETRY_MAX_SECONDS
    ? Number(vars.EMISSION_RETRY_MAX_SECONDS)
    : 900;
  return { delaySeconds, maxDelaySeconds: Math.max(delaySeconds, maxDelaySeconds) };
}
