import { randomUUID } from 'node:crypto';
import type { InvoiceCreated, InvoiceDraft } from '@liqui/domain';
import { invoiceStatusMachine } from '@liqui/domain';
import { invoices } from '../../db/schema.js';
import type { Principal } from '../../principal.js';
import { columnsOf, puntoVentaOf, validateOrThrow } from './draft.js';
import {
  assertMayInvoice,
  type InvoiceWriteDeps,
  readIssuer,
  readMaximoConsFinal,
} from './queries.js';

/**
 * `POST /root/invoices` (contract `createInvoice`; Spec 02 §4, §7): saves a new DRAFT (the
 * initial status of `invoiceStatusMachine`) issued by the caller: `user_cuit` is the caller's CUIT,
 * `puntoVenta` the draft's when it is 1 or more, else the caller's point of sale; the total is
 * computed by the server in integer cents (the body's `importeTotal` is ignored).
 *
 * @param input.draft - the wizard's fields, validated by the contract's `InvoiceDraft` struct.
 * @returns `{ invoiceId }` (a new UUID).
 * @throws ServiceError `forbidden` `invoice.gated` for a gated caller; `conflict`
 *   `invoice.issuerIncomplete` without a CUIT or point of sale; `validation` (400) with one
 *   `{ path, message }` per broken rule of `validateInvoiceDraft`; nothing written.
 */
export async function createInvoice(
  deps: InvoiceWriteDeps,
  input: { principal: Principal; draft: InvoiceDraft },
): Promise<InvoiceCreated> {
  const { db } = deps;
  const { userId } = input.principal;
  await assertMayInvoice(db, userId);
  const issuer = await readIssuer(db, userId);
  const valid = validateOrThrow(input.draft, {
    now: deps.now(),
    maximoConsFinal: await readMaximoConsFinal(db),
  });
  const invoiceId = randomUUID();
  const at = deps.now();
  await db.insert(invoices).values({
    invoiceId,
    userId,
    batchId: null,
    estado: invoiceStatusMachine.initial,
    puntoVenta: puntoVentaOf(valid, issuer.puntoVenta),
    userCuit: issuer.cuit,
    ...columnsOf(valid),
    createdAt: at,
    updatedAt: at,
  });
  return { invoiceId };
}
