/**
 * What the wizard does after 'Generar Comprobante' (Spec 02 §4 "Wizard flow", §8 "Wizard
 * outcomes", §9): it polls the invoice every 2.5 s until its status says how the emission went,
 * giving up after more than 4 polls. Pure decision plus a cancellable loop whose clock and call
 * are passed in.
 */
import { type Invoice, type InvoiceStatus, type MessageCode, messages } from '@liqui/domain';

/** Time between two polls, in milliseconds (Spec 02 §4, §9: "every 2.5 seconds"). */
export const POLL_INTERVAL_MS = 2_500;

/** Polls after which the wizard stops waiting (Spec 02 §4, §9: "after more than 4 polls"). */
export const MAX_POLLS = 4;

/** How an emission ended for the user: the toast's tone and message; then /facturas-emitidas. */
export type PollOutcome = {
  readonly tone: 'positive' | 'caution' | 'critical';
  readonly message: string;
};

/** The decision after one poll: keep waiting, or the {@link PollOutcome}. */
export type PollDecision = { readonly kind: 'wait' } | ({ readonly kind: 'done' } & PollOutcome);

function done(tone: PollOutcome['tone'], code: MessageCode): PollDecision {
  return { kind: 'done', tone, message: messages[code] };
}

/**
 * Decides after poll number `pollCount` (1 for the first) from the invoice's status (Spec 02 §4,
 * §8; the PENDING_AFIP reading is a decision of issue 5):
 * - EMITTED → 'Factura emitida correctamente';
 * - REJECTED → 'Factura rechazada por AFIP';
 * - CANCELED → 'Factura cancelada';
 * - PENDING_AFIP with failed attempts (`intentosFallidos` > 0: ARCA could not be reached) →
 *   'La afip se encuentra fuera de servicio, procesaremos tu factura mas tarde.';
 * - QUEUED (the emission job waits to retry) → 'Factura en cola, revisa su estado más tarde';
 * - PENDING_AFIP without failed attempts (still sending), or DRAFT / PRESENTED (the request not
 *   seen yet) → wait, unless this was poll number {@link MAX_POLLS} + 1 or later: then
 *   'Factura en cola, revisa su estado más tarde'.
 *
 * @param invoice - the polled invoice's `estado` and `intentosFallidos`; `null` when the poll
 *   call failed (counted as a poll that said nothing new).
 * @param pollCount - how many polls have been made, this one included (≥ 1).
 */
export function decidePollOutcome(
  invoice: Pick<Invoice, 'estado' | 'intentosFallidos'> | null,
  pollCount: number,
): PollDecision {
  if (invoice !== null) {
    const estado: InvoiceStatus = invoice.estado;
    switch (estado) {
      case 'EMITTED':
        return done('positive', 'invoice.emitted');
      case 'REJECTED':
        return done('critical', 'invoice.rejected');
      case 'CANCELED':
        return done('caution', 'invoice.canceled');
      case 'QUEUED':
        return done('caution', 'invoice.queued');
      case 'PENDING_AFIP':
        if ((invoice.intentosFallidos ?? 0) > 0) return done('caution', 'invoice.afipOutOfService');
        break;
      case 'DRAFT':
      case 'PRESENTED':
        break;
      default: {
        const unexpected: never = estado;
        throw new RangeError(`Unknown invoice status: ${String(unexpected)}`);
      }
    }
  }
  return pollCount > MAX_POLLS ? done('caution', 'invoice.queued') : { kind: 'wait' };
}

/** What {@link pollInvoiceOutcome} needs. */
export type PollInvoiceOptions = {
  /** Reads the invoice once (`getInvoice`); a rejection counts as a poll that said nothing. */
  readonly readInvoice: (
    signal: AbortSignal,
  ) => Promise<Pick<Invoice, 'estado' | 'intentosFallidos'>>;
  /** Waits `ms` milliseconds, or rejects when `signal` aborts (the app passes a timer). */
  readonly wait: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Aborted when the user leaves the page: the loop stops without an outcome. */
  readonly signal: AbortSignal;
};

/**
 * Polls the invoice every {@link POLL_INTERVAL_MS} until {@link decidePollOutcome} says `done`
 * (at most {@link MAX_POLLS} + 1 polls).
 *
 * @returns the outcome, or `null` when `signal` aborted first (nothing more must happen).
 */
export async function pollInvoiceOutcome({
  readInvoice,
  wait,
  signal,
}: PollInvoiceOptions): Promise<PollOutcome | null> {
  for (let pollCount = 1; ; pollCount++) {
    try {
      await wait(POLL_INTERVAL_MS, signal);
    } catch {
      return null;
    }
    if (signal.aborted) return null;
    let invoice: Pick<Invoice, 'estado' | 'intentosFallidos'> | null;
    try {
      invoice = await readInvoice(signal);
    } catch {
      invoice = null;
    }
    if (signal.aborted) return null;
    const decision = decidePollOutcome(invoice, pollCount);
    if (decision.kind === 'done') return { tone: decision.tone, message: decision.message };
  }
}

/**
 * A real timer for {@link pollInvoiceOutcome}: resolves after `ms`, rejects at once when `signal`
 * aborts (and clears the timer).
 */
export function waitFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
