/**
 * How the admin tax tables show their values (spec 01 §2.11–2.13, issue 4 item 5): money as
 * es-AR pesos (`$ 12.009.410,45`), dates as DD/MM/YYYY, percentages with es-AR decimals and the
 * due-date month by its Spanish name. Pure functions, so the tables and the tests share them.
 */
import { formatArs as formatCents, toCents } from '@liqui/domain';

/** Up to 6 decimals: `porcentaje_os` carries ARCA's ratio with more than 2 (`28,595242`). */
const percentFormat = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 6 });

/** The Spanish month names, January first (the due-date table's `mes` 1–12). */
export const monthNames = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
] as const;

/**
 * An amount in ARS as es-AR pesos through @liqui/domain's exact money rules:
 * `12009410.45` → `$ 12.009.410,45`. A value that is not a 2-decimal amount is shown as it came.
 */
export function formatArs(value: unknown): string {
  if (typeof value !== 'number') return String(value ?? '');
  const cents = toCents(value);
  return cents.ok ? formatCents(cents.value) : String(value);
}

/**
 * A percentage kept as 0–100 (`porcentaje_os`) with es-AR decimals, as es-AR writes it (no space
 * before the sign): `33.33` → `33,33%`, `28.595242` → `28,595242%`.
 */
export function formatPercent(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value)
    ? `${percentFormat.format(value)}%`
    : String(value ?? '');
}

/**
 * A wire date (`YYYY-MM-DD`, spec 01 §3) as DD/MM/YYYY, read as a calendar date (no time zone
 * shift). Anything else is shown as it came.
 */
export function formatIsoDate(value: unknown): string {
  if (typeof value !== 'string') return String(value ?? '');
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** A month number 1–12 by its Spanish name (`3` → `Marzo`); other values as they came. */
export function formatMonth(value: unknown): string {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 12
    ? monthNames[value - 1]!
    : String(value ?? '');
}
