/**
 * The taxpayer's home dashboard figures (Spec 02 §2 "Home dashboard", §3 "Dashboard", §9; Spec 03
 * §3 "Dashboard indicators"): billing accumulated in the accumulation period against the
 * category's cap, the 12-month billing chart, the monthly quota now and on the next scale, the
 * next due date and the IIBB of the user's province. Pure: the caller reads the data and passes
 * `today`.
 */
import { computeAccumulationPeriod } from './accumulation-period';
import { computeQuota, type QuotaCategory } from './compute-quota';
import type { Dashboard, MonthlyBilling } from './entities/dashboard';
import type { TipoActividad } from './entities/user-statuses';
import { type Cents, fromCents, toCents } from './money';
import { fail, type Result, succeed } from './result';

/**
 * The voucher types that add to billing: Factura C (11) and Nota de Débito C (12).
 * Source: issue 12 item 1, Spec 02 §3 ("Voucher types").
 */
export const billingAddingVoucherTypes: readonly number[] = Object.freeze([11, 12]);

/** The voucher type that subtracts from billing: Nota de Crédito C (13). Source: issue 12 item 1. */
export const billingSubtractingVoucherTypes: readonly number[] = Object.freeze([13]);

/**
 * The status whose vouchers count: EMITTED (authorized by ARCA, it has a CAE). Drafts, pending,
 * rejected, canceled and queued vouchers never count. Source: issue 12 item 1.
 */
export const billingVoucherStatus = 'EMITTED';

/**
 * One voucher (or the sum of several vouchers of the same type, status and date: the API passes
 * SQL sums per day and type) as the dashboard reads it.
 */
export type DashboardVoucher = {
  /** `tipoDeComprobante`: 11, 12, 13 or 15 (others are ignored). */
  readonly tipoDeComprobante: number;
  /** `estado` (Spec 02 §4); only {@link billingVoucherStatus} counts. */
  readonly estado: string;
  /** Issue date, `YYYY-MM-DD` (Argentine calendar date). */
  readonly fecha: string;
  /** The total in integer cents, ARS, ≥ 0 (`importeTotal` × 100). */
  readonly importeTotalCents: Cents;
};

/** The user record fields the dashboard reads (wire names, Spec 02 §3, Spec 03 §3). */
export type DashboardUser = {
  readonly cat_monotributo?: string | null;
  readonly tipo_actividad?: TipoActividad | null;
  readonly cantidad_familiares?: number | null;
  readonly aportes_sipa?: boolean | null;
  /** Upper-case province name, matched with the IIBB rows' `provincia`. */
  readonly provincia?: string | null;
  /** Whether the taxpayer pays IIBB; `false` hides the IIBB figures. */
  readonly iibb?: boolean | null;
  /** Billing before Liqui in the current semester, ARS. */
  readonly fac_inicial_sem_actual?: number | null;
  /** Billing before Liqui in the previous semester, ARS. */
  readonly fac_inicial_sem_anterior?: number | null;
};

/** One category row of a scale: the quota fields plus the key and the annual cap (ARS). */
export type DashboardCategory = QuotaCategory & {
  readonly categoria: string;
  /** Maximum gross billing of 12 months, ARS. */
  readonly monto_facturacion_maximo: number | string;
};

/** One loaded monotributo scale. */
export type DashboardScale = {
  /** First day the scale applies, `YYYY-MM-DD`. */
  readonly vigenciaDesde: string;
  /** The other tax `aporte_OS` that goes with it (health-insurance base per person), ARS. */
  readonly aporteOs: number | string;
  /** Its categories. */
  readonly categories: readonly DashboardCategory[];
};

/** Input of {@link computeDashboardFigures}. */
export type DashboardFiguresInput = {
  /** The taxpayer's vouchers (any status and type; filtered here), or their sums per day/type. */
  readonly vouchers: readonly DashboardVoucher[];
  /** The user record's fields. */
  readonly user: DashboardUser;
  /** The scales loaded (usually one: the database keeps one row per category). */
  readonly scales: readonly DashboardScale[];
  /** The due-dates table: `fecha` `YYYY-MM-DD` (the month number is not needed). */
  readonly dueDates: readonly { readonly fecha: string }[];
  /** The IIBB rows (any province; filtered here). */
  readonly iibbRows: readonly {
    readonly provincia: string;
    readonly categoria: string;
    readonly monto: number | string;
    readonly vencimiento: string;
  }[];
  /** Today, the Argentine calendar date `YYYY-MM-DD`. */
  readonly today: string;
};

/** The signed contribution of a voucher to billing, cents: +, − or 0 (not counted). */
export function billingSignOf(voucher: DashboardVoucher): -1 | 0 | 1 {
  if (voucher.estado !== billingVoucherStatus) return 0;
  if (billingAddingVoucherTypes.includes(voucher.tipoDeComprobante)) return 1;
  if (billingSubtractingVoucherTypes.includes(voucher.tipoDeComprobante)) return -1;
  return 0;
}

function centsOrZero(value: number | string | null | undefined): Cents {
  if (value === null || value === undefined) return 0;
  const result = toCents(value);
  return result.ok ? result.value : 0;
}

function inForceAndNext(
  scales: readonly DashboardScale[],
  today: string,
): { current: DashboardScale | null; next: DashboardScale | null } {
  const sorted = [...scales].sort((a, b) => a.vigenciaDesde.localeCompare(b.vigenciaDesde));
  const started = sorted.filter((scale) => scale.vigenciaDesde <= today);
  const future = sorted.filter((scale) => scale.vigenciaDesde > today);
  const current = started.at(-1) ?? future[0] ?? null;
  const next = future.find((scale) => scale !== current) ?? null;
  return { current, next };
}

type QuotaFigures = { actividad: number; os: number; sipa: number } | null;

function quotaOf(scale: DashboardScale | null, user: DashboardUser): QuotaFigures {
  if (!scale || !user.cat_monotributo || !user.tipo_actividad) return null;
  const category = scale.categories.find((row) => row.categoria === user.cat_monotributo);
  if (!category) return null;
  const result = computeQuota({
    category,
    aporteOs: scale.aporteOs,
    activityType: user.tipo_actividad,
    familyMembers: user.cantidad_familiares ?? 0,
    aportesSipa: user.aportes_sipa === true,
  });
  if (!result.ok) return null;
  return {
    actividad: fromCents(result.value.impuestoIntegrado),
    os: fromCents(result.value.obraSocial),
    sipa: fromCents(result.value.sipa),
  };
}

/**
 * Computes the taxpayer's {@link Dashboard} (the wire shape of `GET /root/dashboard`) from its
 * vouchers, its record and the tax tables. Money is summed in integer cents and written as ARS.
 * Source: Spec 02 §2, §3, §9; Spec 03 §3; issue 12 item 1.
 *
 * - **Billing of a voucher**: EMITTED Facturas C (11) and Notas de Débito C (12) add their total,
 *   EMITTED Notas de Crédito C (13) subtract it; every other status or type counts 0.
 *   Decision on **Recibos C (15)**: not counted. ARCA counts a receipt as billing only when it
 *   replaces an invoice (activities allowed to document income with receipts); Liqui cannot tell
 *   that case from a receipt issued for an invoice already counted, and counting it would bill the
 *   same income twice in the common case. A taxpayer who bills with receipts instead of invoices
 *   has staff record that income in `fac_inicial_sem_*`.
 * - **`facturacion_acumulada`**: the billing of the vouchers dated from the accumulation period's
 *   `start` to `today` (both included; `computeAccumulationPeriod`: 1 January or 1 July, 12 months
 *   ending 31 December / 30 June), plus `fac_inicial_sem_actual` plus `fac_inicial_sem_anterior`.
 *   Reading of `fac_inicial_sem_anterior` ("the previous semester where the period spans it"):
 *   the period is always two semesters, the previous one and the current one (today in
 *   July–December: January–June + July–December; today in January–June: July–December of last
 *   year + January–June), so it always spans the previous semester and both amounts always
 *   count. A missing amount counts 0. Floored at 0 on the wire (`Ars` is ≥ 0; credit notes of
 *   invoices dated before the period could make it negative).
 * - **`facturacion_hist`**: the 12 chart months (`chartMonths`, oldest first, the current month
 *   last), each the billing of the vouchers dated in that calendar month (the current month
 *   whole, so a voucher dated later this month shows there), 0 without vouchers; each month
 *   floored at 0 (same reason). The pre-Liqui amounts are not in the chart (they have no month).
 *   `facturacion`: the same 12 figures labelled with their `YYYY-MM`.
 * - **Scales**: the scale in force is the loaded one with the latest `vigenciaDesde` ≤ today
 *   (when every loaded scale starts later, the earliest of them: the best figures known); the
 *   next scale is the earliest loaded one with `vigenciaDesde` > today, if any.
 * - **`monotributo_maximo`**: the user's category's `monto_facturacion_maximo` on the scale in
 *   force; `null` without a category (or one the scale lacks). `monotributo_categoria`: the
 *   user's `cat_monotributo` (null without one).
 * - **`cuota_actividad` / `cuota_os` / `cuota_sipa`**: `computeQuota`'s integrated tax, health
 *   insurance and retirement contribution on the scale in force, for the user's
 *   `tipo_actividad`, `cantidad_familiares` (missing = 0) and `aportes_sipa` (missing = false);
 *   all `null` without a category or an activity type (no quota can be told). The `_prox` ones:
 *   the same on the next scale, or equal to the current ones when no later scale is loaded.
 * - **`monotributo_vto`**: the earliest due date of the table on or after today, `null` when
 *   every date of the table has passed (the admin has not loaded the new year yet).
 * - **IIBB**: the row of the user's `provincia` whose `categoria` is the user's
 *   `cat_monotributo` (the seeded provinces key their simplified regime by the national
 *   category): `iibb_categoria`, `iibb_monto`, `iibb_vto` (the row's `vencimiento`). All `null`
 *   when the user has no province or category, no row matches, or `iibb` is `false`.
 *
 * @param input - {@link DashboardFiguresInput}.
 * @returns the {@link Dashboard}, or `date.invalid` at `today` for a day that is not a real
 *   `YYYY-MM-DD` date. Bad amounts in the tables do not fail: the figure that needs them is
 *   `null` (quota) or counts 0 (pre-Liqui billing).
 */
export function computeDashboardFigures(input: DashboardFiguresInput): Result<Dashboard> {
  const periodResult = computeAccumulationPeriod(input.today);
  if (!periodResult.ok) return fail('today', 'date.invalid');
  const period = periodResult.value;
  const { user, today } = input;

  const byMonth = new Map<string, Cents>(period.chartMonths.map((month) => [month, 0]));
  let periodCents = 0;
  for (const voucher of input.vouchers) {
    const sign = billingSignOf(voucher);
    if (sign === 0) continue;
    const amount = sign * voucher.importeTotalCents;
    const month = voucher.fecha.slice(0, 7);
    const monthTotal = byMonth.get(month);
    if (monthTotal !== undefined) byMonth.set(month, monthTotal + amount);
    if (voucher.fecha >= period.start && voucher.fecha <= today) periodCents += amount;
  }
  const accumulated =
    periodCents +
    centsOrZero(user.fac_inicial_sem_actual) +
    centsOrZero(user.fac_inicial_sem_anterior);

  const facturacion: MonthlyBilling[] = period.chartMonths.map((periodo) => ({
    periodo,
    monto: fromCents(Math.max(0, byMonth.get(periodo) ?? 0)),
  }));

  const { current, next } = inForceAndNext(input.scales, today);
  const category = user.cat_monotributo
    ? (current?.categories.find((row) => row.categoria === user.cat_monotributo) ?? null)
    : null;
  const maxCents = category ? toCents(category.monto_facturacion_maximo) : null;
  const quota = quotaOf(current, user);
  const quotaNext = next ? quotaOf(next, user) : quota;

  const dueDate = input.dueDates
    .map((row) => row.fecha)
    .filter((fecha) => fecha >= today)
    .sort()[0];

  const iibbRow =
    user.iibb !== false && user.provincia && user.cat_monotributo
      ? input.iibbRows.find(
          (row) => row.provincia === user.provincia && row.categoria === user.cat_monotributo,
        )
      : undefined;
  const iibbMonto = iibbRow ? toCents(iibbRow.monto) : null;

  return succeed({
    facturacion_acumulada: fromCents(Math.max(0, accumulated)),
    monotributo_maximo: maxCents?.ok ? fromCents(maxCents.value) : null,
    facturacion_hist: facturacion.map((month) => month.monto),
    facturacion,
    cuota_actividad: quota?.actividad ?? null,
    cuota_os: quota?.os ?? null,
    cuota_sipa: quota?.sipa ?? null,
    cuota_actividad_prox: quotaNext?.actividad ?? null,
    cuota_os_prox: quotaNext?.os ?? null,
    cuota_sipa_prox: quotaNext?.sipa ?? null,
    monotributo_vto: dueDate ?? null,
    monotributo_categoria: user.cat_monotributo ?? null,
    iibb_categoria: iibbRow?.categoria ?? null,
    iibb_vto: iibbRow?.vencimiento ?? null,
    iibb_monto: iibbMonto?.ok ? fromCents(iibbMonto.value) : null,
  });
}
