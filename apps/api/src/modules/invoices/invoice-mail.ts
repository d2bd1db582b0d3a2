import { invoiceVoucherTypes } from '@liqui/domain';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { invoices, users } from '../../db/schema.js';
import { type Mailer, sendNotice } from '../../integrations/mail/mailer.js';
import type { Logger } from '../../logger.js';
import { invoiceToClientMail } from '../../mail-templates/invoice-to-client.js';
import { toPdfIssuer } from './invoice-pdf-source.js';
import { type InvoiceRow, monCotizOf, toInvoice } from './invoice-row.js';
import { toIssuer } from './issuer.js';
import { invoicePdfFileName, renderInvoicePdf } from './pdf/invoice-pdf.js';
import { descriptionOf, issuerName, voucherNumberText } from './pdf/pdf-text.js';

/** What {@link sendInvoiceToClient} did. */
export type InvoiceMailOutcome =
  /** The mail (PDF attached) went to the client's e-mail (or the outbox). */
  | 'sent'
  /** Nothing to send: not EMITTED, no `email_cliente`, the issuer turned it off, or sent before. */
  | 'none'
  /** Claimed but the PDF or the send failed: logged at `error`, not retried. */
  | 'failed';

/**
 * E-mails an emitted invoice to its client (issue 25 item 5; `mail:invoice-to-client` of the
 * domain's invoice status machine): when invoice `invoiceId` is EMITTED, has an `email_cliente`,
 * its issuer's `enviar_factura_cliente` is on, and it was not mailed before, the mail of
 * `mail-templates/invoice-to-client.ts` goes to that address with the invoice's PDF attached
 * (`pdf/invoice-pdf.ts`, the same PDF `GET /pdf/{invoiceId}` gives).
 *
 * Once: the send is claimed first with one conditional `UPDATE … SET cliente_notificado_at`
 * (`WHERE cliente_notificado_at IS NULL`), so however many jobs, retries or instances see the
 * invoice EMITTED, one sends. Called by the emission worker (`jobs/emission-worker.ts`) after
 * each job whose invoice is EMITTED: every invoice has its own job, which ends after the invoice
 * is settled, whichever run emitted it. Decision: a claimed mail whose PDF or send fails is
 * logged at `error` (`sendNotice`) and not retried; the invoice stays EMITTED and the issuer can
 * still download and forward the PDF.
 *
 * @returns {@link InvoiceMailOutcome}.
 * @throws only when the database cannot be reached (the claim).
 */
export async function sendInvoiceToClient(
  deps: { database: Database; mailer?: Mailer | undefined; logger?: Logger | undefined },
  invoiceId: string,
): Promise<InvoiceMailOutcome> {
  if (!deps.mailer) return 'none';
  const { db } = deps.database;
  const [claimed] = await db
    .update(invoices)
    .set({ clienteNotificadoAt: new Date() })
    .where(
      and(
        eq(invoices.invoiceId, invoiceId),
        eq(invoices.estado, 'EMITTED'),
        isNotNull(invoices.emailCliente),
        sql`trim(${invoices.emailCliente}) <> ''`,
        isNull(invoices.clienteNotificadoAt),
        sql`exists (select 1 from ${users} where ${users.userId} = ${invoices.userId} and ${users.enviarFacturaCliente})`,
      ),
    )
    .returning();
  if (!claimed) return 'none';
  let message: Parameters<typeof sendNotice>[1];
  try {
    message = await invoiceMailOf(deps.database, claimed);
  } catch (error) {
    deps.logger?.error(
      { err: error, mail: 'invoice-to-client', invoiceId },
      'The invoice e-mail could not be built',
    );
    return 'failed';
  }
  const sent = await sendNotice(deps, message, { mail: 'invoice-to-client', invoiceId });
  return sent ? 'sent' : 'failed';
}

/** The invoice mail of an EMITTED row: issuer from its user record, PDF rendered now. */
async function invoiceMailOf(database: Database, row: InvoiceRow) {
  const [user] = await database.db.select().from(users).where(eq(users.userId, row.userId));
  if (!user) throw new Error('The invoice has no issuer record');
  const issuer = { ...toIssuer(user), cuit: row.userCuit };
  const invoice = toInvoice(row);
  const cotizacion = monCotizOf(row.afipResult);
  const pdfIssuer = toPdfIssuer(issuer);
  const bytes = await renderInvoicePdf({
    invoice,
    issuer: pdfIssuer,
    ...(cotizacion ? { cotizacion } : {}),
  });
  return invoiceToClientMail({
    to: (row.emailCliente ?? '').trim(),
    clientName: row.razonSocialCliente,
    issuer: issuerName(pdfIssuer),
    issuerCuit: row.userCuit,
    issuerEmail: user.email,
    voucher: descriptionOf(invoiceVoucherTypes, row.tipoDeComprobante),
    number: voucherNumberText(row.puntoVenta, row.nroDeComprobante),
    fecha: row.fecha,
    importeTotal: invoice.importeTotal,
    moneda: row.moneda,
    cae: row.cae,
    fechaVencimientoCae: row.fechaVencimientoCae,
    pdf: { fileName: invoicePdfFileName(invoice), bytes },
  });
}
