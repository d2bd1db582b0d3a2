/**
 * An invoice's status, `estado` (Spec 02 §4 "Invoice status", Spec 03 §3), as a transition table
 * (issue 25 item 3). Writers: the wizard's save (DRAFT) and 'Procesar Factura' / 'Generar
 * Comprobante' (PENDING_AFIP with its emission job), a company batch's confirmation
 * (PENDING_AFIP), the emission worker (EMITTED with a CAE, REJECTED with ARCA's errors, QUEUED
 * after repeated outages).
 *
 * | event | from | to | sends |
 * |---|---|---|---|
 * | `sent` | DRAFT, PRESENTED | PENDING_AFIP | the emission job |
 * | `queued` | PENDING_AFIP | QUEUED | — (ARCA out of service twice: it waits for the next pass) |
 * | `authorized` | PENDING_AFIP, QUEUED | EMITTED | the invoice e-mail to the client |
 * | `refused` | PENDING_AFIP, QUEUED | REJECTED | — |
 * | `cancelled` | EMITTED | CANCELED | — (a credit note C for its whole amount is authorized) |
 *
 * REJECTED and CANCELED are final, and EMITTED leaves only to CANCELED: an invoice with a CAE is
 * never edited (a credit note is a voucher of its own), and a rejected one is written again as a
 * new draft. PRESENTED is the
 * spec's status of records the former system wrote ("lists also show PRESENTED", Spec 02 §4):
 * the product writes none, so it is an entry state of the table beside DRAFT.
 */
import { type InvoiceStatus, invoiceStatuses } from '../statuses';
import { defineStatusMachine } from './status-machine';

/** The events of an invoice's status (see the table in the module's TSDoc). */
export const invoiceStatusEvents = [
  'sent',
  'queued',
  'authorized',
  'refused',
  'cancelled',
] as const;

/** One of {@link invoiceStatusEvents}. */
export type InvoiceStatusEvent = (typeof invoiceStatusEvents)[number];

/** An invoice's transition table (see the module's TSDoc). */
export const invoiceStatusMachine = defineStatusMachine<InvoiceStatus, InvoiceStatusEvent>({
  name: 'estado',
  states: invoiceStatuses,
  events: invoiceStatusEvents,
  initial: 'DRAFT',
  entries: ['PRESENTED'],
  final: ['REJECTED', 'CANCELED'],
  transitions: [
    {
      from: ['DRAFT', 'PRESENTED'],
      event: 'sent',
      to: 'PENDING_AFIP',
      guard: 'the issuer (gated as Spec 02 §2 says) or its company (a confirmed batch)',
      sends: ['job:emission'],
    },
    {
      from: ['PENDING_AFIP'],
      event: 'queued',
      to: 'QUEUED',
      guard: 'the emission worker, after ARCA was out of service twice',
    },
    {
      from: ['PENDING_AFIP', 'QUEUED'],
      event: 'authorized',
      to: 'EMITTED',
      guard: 'ARCA answered A with a CAE',
      sends: ['mail:invoice-to-client'],
    },
    {
      from: ['PENDING_AFIP', 'QUEUED'],
      event: 'refused',
      to: 'REJECTED',
      guard: 'ARCA answered R',
    },
    {
      from: ['EMITTED'],
      event: 'cancelled',
      to: 'CANCELED',
      guard: 'a credit note C for its whole amount is authorized',
    },
  ],
});
