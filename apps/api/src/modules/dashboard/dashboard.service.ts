import {
  argentineDateOf,
  billingAddingVoucherTypes,
  billingSubtractingVoucherTypes,
  billingVoucherStatus,
  computeAccumulationPeriod,
  computeDashboardFigures,
  type DashboardResponse,
  type DashboardScale,
  type DashboardVoucher,
  formatMessage,
  type TipoActividad,
  type User,
} from '@liqui/domain';
import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  dueDates,
  iibbRows,
  invoices,
  monotributoCategories,
  otherTaxes,
} from '../../db/schema.js';
import { hasAnyGroup, type Principal } from '../../principal.js';
import { forbidden, internal, notFound } from '../../service-error.js';
import { staffViewOf, type UsersService } from '../users/users.service.js';

/**
 * Staff groups that read any user's dashboard (`GET /root/dashboard/{userId}`, Spec 03 §7): the
 * admin and the read-only operador (the contract's roles; it sees what an admin sees).
 */
export const dashboardReaderGroups = ['admin', 'operador'] as const;

/** The dashboard service (see {@link createDashboardService}). */
export type DashboardService = ReturnType<typeof createDashboardService>;

/**
 * The SQL expression of one invoice's total in ARS cents: `importe_total_cents` for pesos; for a
 * foreign currency (`moneda` ≠ `PES`) the total times the exchange rate sent to ARCA
 * (`afip_result.monCotiz`, stored by the emission job), rounded half-up to the cent (ARCA's
 * billing caps are in pesos). A foreign voucher without a readable rate counts at 1 (decision:
 * never fail the dashboard on one odd row).
 */
const totalInPesosCents = sql<string>`case
  when ${invoices.moneda} <> 'PES' and (${invoices.afipResult} ->> 'monCotiz') ~ '^[0-9]+(\\.[0-9]+)?$'
    then round(${invoices.importeTotalCents} * ((${invoices.afipResult} ->> 'monCotiz')::numeric))
  else ${invoices.importeTotalCents}
end`;

/**
 * The taxpayer dashboard (Spec 02 §2 "Home dashboard", §7 `GET /root/dashboard`; Spec 03 §3 and
 * §7 `GET /root/dashboard/{userId}`; issue 12 item 1): figures computed on every call from the
 * user's own invoices and the tax tables, never stored totals (`computeDashboardFigures` of
 * `@liqui/domain` owns the rules; this service only reads).
 *
 * Reading: ONE aggregate query over the user's invoices, `SUM` per issue date and voucher type of
 * the EMITTED Facturas C, Notas de Débito C and Notas de Crédito C dated in the 12 chart months
 * (the accumulation period always lies inside them), served by the index
 * `invoices_user_list_order` (user, fecha): at most ~366 × 3 small rows whatever the number of
 * invoices; plus the small tax tables (categories with their `vigencia_desde`, `aporte_OS`, due
 * dates, the IIBB rows of the user's province).
 *
 * @param deps.database - the open, migrated database.
 * @param deps.users - the user records (the own record is created from the token when missing,
 *   like `GET /root/users/me`).
 * @param deps.now - the clock ("today" in Argentina). @default () => new Date()
 */
export function createDashboardService(deps: {
  database: Database;
  users: UsersService;
  now?: () => Date;
}) {
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());

  async function billingVouchers(
    userId: string,
    from: string,
    to: string,
  ): Promise<DashboardVoucher[]> {
    const rows = await db
      .select({
        fecha: invoices.fecha,
        tipo: invoices.tipoDeComprobante,
        total: sql<string>`sum(${totalInPesosCents})::bigint`,
      })
      .from(invoices)
      .where(
        and(
          eq(invoices.userId, userId),
          between(invoices.fecha, from, to),
          eq(invoices.estado, billingVoucherStatus),
          inArray(invoices.tipoDeComprobante, [
            ...billingAddingVoucherTypes,
            ...billingSubtractingVoucherTypes,
          ]),
        ),
      )
      .groupBy(invoices.fecha, invoices.tipoDeComprobante);
    return rows.map((row) => ({
      fecha: row.fecha,
      tipoDeComprobante: row.tipo,
      estado: billingVoucherStatus,
      importeTotalCents: Number(row.total),
    }));
  }

  async function scales(): Promise<DashboardScale[]> {
    const [categories, others] = await Promise.all([
      db.select().from(monotributoCategories).orderBy(asc(monotributoCategories.categoria)),
      db.select().from(otherTaxes).where(eq(otherTaxes.nombre, 'aporte_OS')),
    ]);
    const aporteOs = others[0]?.valor ?? '0';
    const byVigencia = new Map<string, DashboardScale['categories'][number][]>();
    for (const row of categories) {
      const list = byVigencia.get(row.vigenciaDesde) ?? [];
      list.push({
        categoria: row.categoria,
        monto_facturacion_maximo: row.montoFacturacionMaximo,
        impuesto_servicios: row.impuestoServicios,
        impuesto_bienes: row.impuestoBienes,
        aportes_sipa: row.aportesSipa,
        porcentaje_os: row.porcentajeOs,
      });
      byVigencia.set(row.vigenciaDesde, list);
    }
    return [...byVigencia].map(([vigenciaDesde, list]) => ({
      vigenciaDesde,
      aporteOs,
      categories: list,
    }));
  }

  /** The dashboard of `user` as of today (Argentina). */
  async function dashboardOf(user: User): Promise<DashboardResponse> {
    const today = argentineDateOf(now());
    const period = computeAccumulationPeriod(today);
    if (!period.ok) throw internal(formatMessage('load.dashboardIndices'));
    const { chartStart, chartEnd } = period.value;
    const [vouchers, loadedScales, dates, iibb] = await Promise.all([
      billingVouchers(user.user_id, chartStart, chartEnd),
      scales(),
      db.select({ fecha: dueDates.fecha }).from(dueDates),
      user.provincia
        ? db.select().from(iibbRows).where(eq(iibbRows.provincia, user.provincia))
        : Promise.resolve([]),
    ]);
    const result = computeDashboardFigures({
      vouchers,
      user: {
        cat_monotributo: user.cat_monotributo ?? null,
        tipo_actividad: (user.tipo_actividad ?? null) as TipoActividad | null,
        cantidad_familiares: user.cantidad_familiares ?? null,
        aportes_sipa: user.aportes_sipa ?? null,
        provincia: user.provincia ?? null,
        iibb: user.iibb ?? null,
        fac_inicial_sem_actual: user.fac_inicial_sem_actual ?? null,
        fac_inicial_sem_anterior: user.fac_inicial_sem_anterior ?? null,
      },
      scales: loadedScales,
      dueDates: dates,
      iibbRows: iibb,
      today,
    });
    if (!result.ok) throw internal(formatMessage('load.dashboardIndices'));
    return { dashboard: result.value, user };
  }

  /**
   * `GET /root/dashboard`: the caller's dashboard and record (any signed-in user; a caller without
   * a record gets one created from its token, as `GET /root/users/me` does).
   */
  async function getOwn(principal: Principal): Promise<DashboardResponse> {
    return dashboardOf(await deps.users.getOwnRecord(principal));
  }

  /**
   * `GET /root/dashboard/{userId}`: any user's dashboard and record, for staff in
   * {@link dashboardReaderGroups} (the contract's roles already refuse others with 403 before
   * this runs, even for their own id: they use `GET /root/dashboard`; checked again here).
   * The record is the staff view (`staffViewOf` of the users service: `clave_fiscal` null, for the
   * admin and the operador alike; issue 25 item 9).
   *
   * @throws ServiceError `forbidden` for a non-admin asking for another user; `not_found`
   *   'Usuario inexistente' when the id has no record.
   */
  async function getForUser(principal: Principal, userId: string): Promise<DashboardResponse> {
    if (userId === principal.userId) return getOwn(principal);
    if (!hasAnyGroup(principal, dashboardReaderGroups)) throw forbidden();
    const user = await deps.users.findByUserId(userId);
    if (!user) throw notFound(formatMessage('user.notFound'));
    return dashboardOf(staffViewOf(user));
  }

  return { getOwn, getForUser };
}
