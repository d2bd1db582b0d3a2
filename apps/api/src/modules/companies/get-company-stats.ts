import { argentineDateOf, type CompanyStats } from '@liqui/domain';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoices, relationships, users } from '../../db/schema.js';
import type { Principal } from '../../principal.js';
import { companyOfCuit } from './queries.js';

/** The invoice statuses the 'pendientes o rechazadas' card counts (Spec 02 §4). */
const pendingOrRejected = ['PENDING_AFIP', 'QUEUED', 'REJECTED'] as const;

/** The first day of the month after `month` (`YYYY-MM`), as `YYYY-MM-DD`. */
function nextMonthStart(month: string): string {
  const year = Number(month.slice(0, 4));
  const monthNumber = Number(month.slice(5, 7));
  const next = monthNumber === 12 ? { y: year + 1, m: 1 } : { y: year, m: monthNumber + 1 };
  return `${next.y}-${String(next.m).padStart(2, '0')}-01`;
}

/**
 * `GET /root/admindashboard/relationship/stats/{cuit}` (contract `getCompanyStats`; issue 15
 * item 1; Spec 03 §2 "General dashboard"): the dashboard's figures for the current Argentine
 * month (`mes`, `YYYY-MM`), in three SQL aggregates: collaborators with an open relationship and
 * how many of them are ACTIVO; how many of them invoiced the company this month (EMITTED) and
 * the sum of every invoice EMITTED to the company this month (`montoEsteMesCents`, integer
 * cents); the invoices to the company PENDING_AFIP, QUEUED or REJECTED this month. Invoices "to the company" are those whose receiver document is
 * the company's CUIT (type 80). See `CompanyStats` of `@liqui/domain`.
 *
 * @throws ServiceError `forbidden` for another company's CUIT; `not_found` unknown CUIT (staff).
 */
export async function getCompanyStats(
  deps: { db: Db; now: () => Date },
  input: { principal: Principal; cuit: string },
): Promise<CompanyStats> {
  const { db } = deps;
  const company = await companyOfCuit(db, input.principal, input.cuit);
  const mes = argentineDateOf(deps.now()).slice(0, 7);
  const from = `${mes}-01`;
  const to = nextMonthStart(mes);
  const toCompany = and(
    eq(invoices.tipoDocumento, 80),
    eq(invoices.nroDocumento, company.cuit),
    sql`${invoices.fecha} >= ${from}`,
    sql`${invoices.fecha} < ${to}`,
  );
  const related = db
    .select({ userId: relationships.userId })
    .from(relationships)
    .where(and(eq(relationships.adminCuit, company.cuit), isNull(relationships.fechaHasta)));
  const [[people], [emitted], [waiting]] = await Promise.all([
    db
      .select({
        colaboradores: count(),
        activos: sql<number>`count(*) filter (where ${users.estadoUsuario} = 'ACTIVO')`.mapWith(
          Number,
        ),
      })
      .from(relationships)
      .innerJoin(users, eq(users.userId, relationships.userId))
      .where(and(eq(relationships.adminCuit, company.cuit), isNull(relationships.fechaHasta))),
    db
      .select({
        facturando:
          sql<number>`count(distinct ${invoices.userId}) filter (where ${inArray(invoices.userId, related)})`.mapWith(
            Number,
          ),
        monto: sql<number>`coalesce(sum(${invoices.importeTotalCents}), 0)`.mapWith(Number),
      })
      .from(invoices)
      .where(and(toCompany, eq(invoices.estado, 'EMITTED'))),
    db
      .select({ total: count() })
      .from(invoices)
      .where(and(toCompany, inArray(invoices.estado, [...pendingOrRejected]))),
  ]);
  return {
    mes,
    colaboradores: people?.colaboradores ?? 0,
    activos: people?.activos ?? 0,
    facturandoEsteMes: emitted?.facturando ?? 0,
    montoEsteMesCents: emitted?.monto ?? 0,
    pendientesORechazadas: waiting?.total ?? 0,
  };
}
