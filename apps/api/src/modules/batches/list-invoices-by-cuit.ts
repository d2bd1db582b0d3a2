import { INVOICES_BY_CUIT_MAX_LIMIT, type Invoice, type InvoicesByCuitQuery } from '@liqui/domain';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, invoices } from '../../db/schema.js';
import { hasAnyGroup, type Principal } from '../../principal.js';
import { forbidden } from '../../service-error.js';
import { toInvoice } from '../invoices/invoice-row.js';

/** Staff that read any company's invoices by CUIT (the contract's roles besides adminLite). */
const staffGroups = ['admin', 'operador'] as const;

/**
 * `GET /root/invoices/invoices/cuit/{cuit}?estado=&fechaCbteDesde=&fechaCbteHasta=&limit=&last=`
 * (contract `listInvoicesByCuit`; Spec 03 §7; issue 15 item 6): the invoices whose receiver
 * (`nroDocumento`) is `cuit`, of `estado` when given, voucher date within the range
 * (`YYYY-MM-DD`, inclusive), in invoice id order after `last`, at most `limit` (1–1,000, default
 * 1,000): the client pages until a page has fewer than `limit` (index `invoices_receiver`). Admin
 * and operador any CUIT; a company admin only its company's.
 *
 * @throws ServiceError `forbidden` a company admin and another CUIT (or no company).
 */
export async function listInvoicesByCuit(
  deps: { db: Db },
  input: { principal: Principal; cuit: string; query: InvoicesByCuitQuery },
): Promise<Invoice[]> {
  const { db } = deps;
  const { principal, cuit, query } = input;
  if (!hasAnyGroup(principal, staffGroups)) {
    const [company] = await db
      .select({ cuit: companies.cuit })
      .from(companies)
      .where(eq(companies.userId, principal.userId))
      .limit(1);
    if (company?.cuit !== cuit) throw forbidden();
  }
  const rows = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.nroDocumento, cuit),
        query.estado === undefined ? undefined : eq(invoices.estado, query.estado),
        sql`${invoices.fecha} >= ${query.fechaCbteDesde}`,
        sql`${invoices.fecha} <= ${query.fechaCbteHasta}`,
        query.last === undefined ? undefined : gt(invoices.invoiceId, query.last),
      ),
    )
    .orderBy(asc(invoices.invoiceId))
    .limit(query.limit ?? INVOICES_BY_CUIT_MAX_LIMIT);
  return rows.map(toInvoice);
}
