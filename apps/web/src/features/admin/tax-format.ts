/**
 * How the admin tax tables show their values (spec 01 §2.11–2.13, issue 4 item 5): money as
 * es-AR pesos (`$ 12.009.410,45`), dates as DD/MM/YYYY, percentages with es-AR decimals and the
 * due-date month by its Spanish name. The editable tables hand their cells over as `unknown`:
 * these adapters write numbers and dates with @liqui/domain's `formatArsAmount`, `formatDecimal`
 * and `formatDate`, and anything else as it came.
 */
import { formatArsAmount, formatDate, formatDecimal, monthNames } from '@liqui/domain';

/**
 * An amount in ARS as es-AR pesos (@liqui/domain's `formatArsAmount`): `12009410.45` →
 * `$ 12.009.410,45`. A value that is not a 2-decimal amount is shown as it came.
 */
export function formatArs(value: unknown): string {
  return typeof value === 'number' ? formatArsAmount(value) : String(value ?? '');
}

/**
 * A percentage kept as 0–100 (`porcentaje_os`) with es-AR decimals, as es-AR writes it (no space
 * before the sign): `33.33` → `33,33%`, `28.595242` → `28,595242%`.
 */
export function formatPercent(value: unknown): string {
  // Up to 6 decimals: `porcentaje_os` carries ARCA's ratio with more than 2 (`28,595242`).
  return typeof value === 'number' && Number.isFinite(value)
    ? `${formatDecimal(value, { maximumFractionDigits: 6 })}%`
    : String(value ?? '');
}

/**
 * A wire date (`YYYY-MM-DD`, spec 01 §3) as DD/MM/YYYY (@liqui/domain's `formatDate`, a calendar
 * date with no time-zone shift). Anything else is shown as it came.
 */
export function formatIsoDate(value: unknown): string {
  return typeof value === 'string' ? formatDate(value) : String(value ?? '');
}

/** A month number 1–12 by its Spanish name (`3` → `Marzo`); other values as they came. */
export function formatMonth(value: unknown): string {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 12
    ? monthNames[value - 1]!
    : String(value ?? '');
}
