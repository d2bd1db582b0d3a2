import {
  argentineDateOf,
  billingAddingVoucherTypes,
  billingSubtractingVoucherTypes,
  billingVoucherStatus,
  computeAccumulationPeriod,
  computeDashboardFigures,
  type DashboardFiguresInput,
  type DashboardResponse,
  type DashboardScale,
  type DashboardVoucher,
  formatMessage,
  type User,
} from '@liqui/domain';
import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  dueDates,
  iibbRows,
  monotributoCategories,
  otherTaxes,
  userDailyBilling,
} from '../../db/schema.js';
import { hasAnyGroup, type Principal } from '../../principal.js';
import { forbidden, internal, notFound } from '../../service-error.js';
import type { TaxesService } from '../taxes/taxes.service.js';
import { staffViewOf, type UsersService } from '../users/users.service.js';

/**
 * Staff groups that read any user's dashboard (`GET /root/dashboard/{userId}`, Spec 03 §7): the
 * admin and the read-only operador (the contract's roles; it sees what an admin sees).
 */
export const dashboardReaderGroups = ['admin', 'operador'] as const;

/** The dashboard service (see {@link createDashboardService}). */
export type DashboardService = ReturnType<typeof createDashboardService>;

/**
 * How long one process serves the tax tables it read before reading them again, in ms (30 s).
 * A change saved through this process's taxes service is seen at once (the copy is dropped); one
 * saved through another API process, within this time.
 */
export const dashboardTaxTablesTtlMs = 30_000;

/** The tax tables the dashboard reads (see {@link createDashboardService}). */
type TaxTables = Pick<DashboardFiguresInput, 'scales' | 'dueDates' | 'iibbRows'>;

/** The voucher types the dashboard reads: those that add to billing and those that subtract. */
const billingVoucherTypes = [...billingAddingVoucherTypes, ...billingSubtractingVoucherTypes];

/**
 * The taxpayer dashboard (Spec 02 §2 "Home dashboard", §7 `GET /root/dashboard`; Spec 03 §3 and
 * §7 `GET /root/dashboard/{userId}`; issue 12 item 1; issue 26 item 7): `computeDashboardFigures`
 * of `@liqui/domain` owns the rules; this service reads.
 *
 * Reading (issue 26 item 7: one indexed read whatever the number of invoices):
 *
 * - the billing: ONE range read of the user's rows of `user_daily_billing` (its primary key
 *   (user, fecha, type)) in the 12 chart months (the accumulation period always lies inside them),
 *   the types that count only, summed in SQL per month for the past months and per day for the
 *   current one: at most 11 + 31 rows per type. The table holds the totals of the EMITTED
 *   vouchers per user, day and type, each counted as before (a foreign currency at the rate sent
 *   to ARCA); triggers on `invoices` keep it in the writer's own transaction (see
 *   `db/schema/billing.ts`). Decision, trigger rather than code in the emission job: every writer
 *   of an EMITTED row (the emission job, the batch, the demo seeding, a repair by SQL) keeps the
 *   totals right without knowing of them, and a voucher cannot count twice or be missed when a
 *   writer is added later. Days because the accumulated billing counts the vouchers dated up to
 *   today (a voucher dated later this month shows in the chart only), so the current month splits
 *   at today; a past month counts whole, so it is read as one row dated on its 1st;
 * - the user record (`GET /root/dashboard`: the caller's, created from its token when missing, as
 *   `GET /root/users/me` does), read alongside the billing;
 * - the tax tables (categories with their `vigencia_desde`, `aporte_OS`, due dates, every IIBB
 *   row), held in memory per process for {@link dashboardTaxTablesTtlMs} (30 s) and dropped at
 *   once when this process's taxes service saves a change (`taxes.onChange`): with several API
 *   processes another one's change shows within 30 s (decision: the tables change a few times a
 *   year, the home is read at every sign-in).
 *
 * @param deps.database - the open, migrated database.
 * @param deps.users - the user records (the own record is created from the token when missing,
 *   like `GET /root/users/me`).
 * @param deps.taxes - the taxes service, whose saved changes drop the tables held in memory;
 *   without it only the TTL refreshes them.
 * @param deps.now - the clock ("today" in Argentina). @default () => new Date()
 * @param deps.monotonicNow - the clock of the TTL, ms. @default performance.now
 */
export function createDashboardService(deps: {
  database: Database;
  users: UsersService;
  taxes?: Pick<TaxesService, 'onChange'>;
  now?: () => Date;
  monotonicNow?: () => number;
}) {
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());
  const monotonicNow = deps.monotonicNow ?? (() => performance.now());

  /**
   * The user's billing from `from` to `to` (`YYYY-MM-DD`, both included) as sums per type and
   * date: per day from `dayFrom` on, per month (dated on its 1st) before it. Cents as integers.
   * A prepared statement: built once, parsed and planned once per connection.
   */
  const billingRows = (() => {
    const fecha = sql<string>`case when ${userDailyBilling.fecha} >= ${sql.placeholder('dayFrom')}
      then ${userDailyBilling.fecha} else substr(${userDailyBilling.fecha}, 1, 8) || '01' end`;
    return db
      .select({
        fecha,
        tipo: userDailyBilling.tipoDeComprobante,
        total: sql<string>`sum(${userDailyBilling.totalCents})`,
      })
      .from(userDailyBilling)
      .where(
        and(
          eq(userDailyBilling.userId, sql.placeholder('userId')),
          between(userDailyBilling.fecha, sql.placeholder('from'), sql.placeholder('to')),
          inArray(userDailyBilling.tipoDeComprobante, billingVoucherTypes),
        ),
      )
      .groupBy(sql`1`, userDailyBilling.tipoDeComprobante)
      .prepare('dashboard_billing_rows');
  })();

  async function billingVouchers(
    userId: string,
    range: { from: string; to: string; dayFrom: string },
  ): Promise<DashboardVoucher[]> {
    const rows = await billingRows.execute({ userId, ...range });
    return rows.map((row) => ({
      fecha: row.fecha,
      tipoDeComprobante: row.tipo,
      estado: billingVoucherStatus,
      importeTotalCents: Number(row.total),
    }));
  }

  async function readTaxTables(): Promise<TaxTables> {
    const [categories, others, dates, iibb] = await Promise.all([
      db.select().from(monotributoCategories).orderBy(asc(monotributoCategories.categoria)),
      db.select().from(otherTaxes).where(eq(otherTaxes.nombre, 'aporte_OS')),
      db.select({ fecha: dueDates.fecha }).from(dueDates),
      db.select().from(iibbRows),
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
    const scales = [...byVigencia].map(([vigenciaDesde, list]) => ({
      vigenciaDesde,
      aporteOs,
      categories: list,
    }));
    return { scales, dueDates: dates, iibbRows: iibb };
  }

  /** The tables in memory and until when (monotonic ms) they are served; the read in progress. */
  let heldTables: { tables: TaxTables; until: number } | undefined;
  let readingTables: Promise<TaxTables> | undefined;
  /** Bumped by every drop, so a read that started before a change is not kept. */
  let generation = 0;
  deps.taxes?.onChange(() => {
    heldTables = undefined;
    readingTables = undefined;
    generation += 1;
  });

  /** The tax tables, from memory while fresh (see the service's TSDoc). */
  function taxTables(): Promise<TaxTables> {
    if (heldTables && monotonicNow() < heldTables.until) return Promise.resolve(heldTables.tables);
    if (!readingTables) {
      const startedAt = generation;
      const reading = readTaxTables().then(
        (tables) => {
          if (startedAt === generation) {
            heldTables = { tables, until: monotonicNow() + dashboardTaxTablesTtlMs };
          }
          if (readingTables === reading) readingTables = undefined;
          return tables;
        },
        (error: unknown) => {
          if (readingTables === reading) readingTables = undefined;
          throw error;
        },
      );
      readingTables = reading;
    }
    return readingTables;
  }

  /**
   * The dashboard of the user `userId` as of today (Argentina); `readUser` gives its record, read
   * alongside the billing and the tables.
   */
  async function dashboardOf(
    userId: string,
    readUser: () => Promise<User>,
  ): Promise<DashboardResponse> {
    const today = argentineDateOf(now());
    const period = computeAccumulationPeriod(today);
    if (!period.ok) throw internal(formatMessage('load.dashboardIndices'));
    const { chartStart, chartEnd } = period.value;
    const [user, vouchers, tables] = await Promise.all([
      readUser(),
      billingVouchers(userId, {
        from: chartStart,
        to: chartEnd,
        dayFrom: `${today.slice(0, 8)}01`,
      }),
      taxTables(),
    ]);
    const result = computeDashboardFigures({
      vouchers,
      user: {
        cat_monotributo: user.cat_monotributo ?? null,
        tipo_actividad: user.tipo_actividad ?? null,
        cantidad_familiares: user.cantidad_familiares ?? null,
        aportes_sipa: user.aportes_sipa ?? null,
        provincia: user.provincia ?? null,
        iibb: user.iibb ?? null,
        fac_inicial_sem_actual: user.fac_inicial_sem_actual ?? null,
        fac_inicial_sem_anterior: user.fac_inicial_sem_anterior ?? null,
      },
      ...tables,
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
    return dashboardOf(principal.userId, () => deps.users.getOwnRecord(principal));
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
    return dashboardOf(userId, async () => {
      const user = await deps.users.findByUserId(userId);
      if (!user) throw notFound(formatMessage('user.notFound'));
      return staffViewOf(user);
    });
  }

  return { getOwn, getForUser };
}
