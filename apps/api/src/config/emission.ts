import { optional } from 'superstruct';
import type { Environment } from './environment.js';
import { positiveInteger } from './values.js';

/**
 * The invoice emission job (`modules/invoices/emission.ts`, `jobs/`): `EMISSION_RETRY_DELAY_SECONDS`
 * and `EMISSION_RETRY_MAX_SECONDS`.
 */

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
};

/** The retry delays; the longest is never below the first. */
export function buildEmissionRetry(vars: Environment): EmissionRetryConfig {
  const delaySeconds = vars.EMISSION_RETRY_DELAY_SECONDS
    ? Number(vars.EMISSION_RETRY_DELAY_SECONDS)
    : 30;
  const maxDelaySeconds = vars.EMISSION_RETRY_MAX_SECONDS
    ? Number(vars.EMISSION_RETRY_MAX_SECONDS)
    : 900;
  return { delaySeconds, maxDelaySeconds: Math.max(delaySeconds, maxDelaySeconds) };
}
