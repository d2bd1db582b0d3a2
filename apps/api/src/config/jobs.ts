import { optional } from 'superstruct';
import { positiveInteger, type VariablesOf } from './values.js';

/**
 * The timed passes of a process (`jobs/payment-expiry-worker.ts`): `PLAN_EXPIRY_INTERVAL_SECONDS`,
 * how often the plan-expiry pass (ACTIVO → POR_VENCER → VENCIDO and their e-mails, issue 13 item
 * 4, issue 25 item 3) runs together with the sweep of unprocessed Mercado Pago notifications and
 * the subscription charges. Default hourly (`paymentExpiryIntervalMs`): a day's change lands
 * within the hour. The e2e servers set a few seconds, so a journey sees the notices without
 * waiting an hour or restarting the server.
 */
export const jobsVariables = {
  PLAN_EXPIRY_INTERVAL_SECONDS: optional(positiveInteger),
};

/** The variables of this concern as read from the environment. */
export type JobsVariables = VariablesOf<typeof jobsVariables>;

/** `PLAN_EXPIRY_INTERVAL_SECONDS` in ms, or `undefined` for the worker's default (hourly). */
export function planExpiryIntervalOf(vars: JobsVariables): number | undefined {
  return vars.PLAN_EXPIRY_INTERVAL_SECONDS
    ? Number(vars.PLAN_EXPIRY_INTERVAL_SECONDS) * 1000
    : undefined;
}
