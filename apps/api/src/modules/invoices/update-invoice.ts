import type { InvoiceUpdate, InvoiceUpdated } from '@liqui/domain';
import { canProcessInvoice, formatMessage } from '@liqui/domain';
import { eq } from 'drizzle-orm';
import { invoices } from '../../db/schema.js';
import type { Principal } from '../../principal.js';
import { conflict } from '../../service-error.js';
import {
  checkEchoedFields,
  columnsOf,
  mergeDraft,
  puntoVentaOf,
  validateOrThrow,
} from './draft.js';
import {
  assertMayInvoice,
  type InvoiceWriteDeps,
  lockOwnInvoice,
  readMaximoConsFinal,
} from './queries.js';

/**
 * `PUT /root/invoices` (contract `updateInvoice`; Spec 02 §4 "Wizard flow", §7): merges the
 * body's draft fields into the caller's invoice `invoice_id` while it is DRAFT or PRESENTED
 * (`canProcessInvoice`, the statuses `sent` of `invoiceStatusMachine` leaves), validates the
 * merged draft with the domain's rules and saves it, in one transaction over the locked row. The
 * total is the server's (the body's `importeTotal` is ignored).
 *
 * Read-only fields (`checkEchoedFields` of `draft.ts`; issue 10 item 9, issue 28 item 8): the body
 * may be the `GET` answer sent back with changes. A read-only field (ids, `userCuit`, `batchId`,
 * `nroDeComprobante`, `cae`, `fechaVencimientoCae`, `action`, `afipRespuesta`,
 * `intentosFallidos`) sent with the stored value is accepted and ignored; with another value the
 * call answers 400 naming it, nothing written. `estado`: the stored value, or PENDING_AFIP (what
 * the spec's wizard sends with its update), is accepted and the status does NOT change (decision:
 * the server owns it; only PROCESS sends the invoice, `process-invoice.ts`); any other status is
 * refused like a read-only field.
 *
 * @param input.body - `invoice_id` and any `Invoice` fields (the contract's `InvoiceUpdate`).
 * @returns `{ invoice_id }`.
 * @throws ServiceError `forbidden` `invoice.gated` for a gated caller; `not_found` 'No se pudo
 *   leer la factura del usuario' (missing, or another user's); `conflict` 'Error de actualización
 *   de factura' when it was already sent; `validation` (400 'Datos inválidos') with 'Este dato no
 *   se puede modificar' at each read-only field changed, or the draft rules' messages.
 */
export async function updateInvoice(
  deps: InvoiceWriteDeps,
  input: { principal: Principal; body: InvoiceUpdate },
): Promise<InvoiceUpdated> {
  const { body } = input;
  const { userId } = input.principal;
  await assertMayInvoice(deps.db, userId);
  const invoiceId = body.invoice_id;
  const maximoConsFinal = await readMaximoConsFinal(deps.db);
  await deps.db.transaction(async (tx) => {
    const row = await lockOwnInvoice(tx, userId, invoiceId);
    if (!canProcessInvoice(row.estado)) {
      throw conflict(formatMessage('invoice.updateError'));
    }
    checkEchoedFields(body, row);
    const valid = validateOrThrow(mergeDraft(row, body), { now: deps.now(), maximoConsFinal });
    await tx
      .update(invoices)
      .set({
        ...columnsOf(valid),
        puntoVenta: puntoVentaOf(valid, row.puntoVenta),
        updatedAt: deps.now(),
      })
      .where(eq(invoices.invoiceId, invoiceId));
  });
  return { invoice_id: invoiceId };
}
