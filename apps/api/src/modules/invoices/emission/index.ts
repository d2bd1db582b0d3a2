/**
 * The emission engine's entry for its callers (`jobs/emission-worker.ts`, the sandbox's tests):
 * what a run needs and answers. The algorithm is in `README.md` of this folder; each step's file
 * says its part.
 */
export { emitInvoice } from './emit-invoice.js';
export { maxNumberingRounds, regXReqTtlMs } from './numbering.js';
export {
  type EmissionOutcome,
  EmissionRetryError,
  type EmissionWrite,
  isPending,
  outcomeOfRow,
} from './outcome.js';
export type { EmissionDeps } from './run.js';
export { buildVoucherRequest, isSameVoucher } from './voucher-request.js';
