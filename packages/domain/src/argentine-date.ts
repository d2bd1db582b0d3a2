/**
 * Argentine calendar dates: the one set of date helpers of the product (Spec 01 §3 and 03 §5
 * "Dates are YYYY-MM-DD"; Spec 02 §2, §9: dates shown as DD/MM/YYYY, invoice dates counted in
 * Argentina time).
 *
 * A calendar date is `YYYY-MM-DD` text (the wire's `IsoDate`), never an instant. The only
 * functions that read an instant ({@link argentineDateOf}, {@link formatDateTime}) take it as an
 * argument: the domain has no clock. Argentina has no daylight saving (UTC−3 all year since
 * 2009); the zone is still read through `Intl.DateTimeFormat` with
 * {@link argentineTimeZone}, so a future change of the rule follows the runtime's time-zone data.
 *
 * Decision: no date library. `Intl` with a time zone and UTC arithmetic on calendar days cover
 * every need, and none is installed in the workspace.
 */
import { fail, type Result, succeed } from './result';

/** The IANA time zone of Argentine dates and times. Source: Spec 02 §9, web-services.md §2.2. */
export const argentineTimeZone = 'America/Argentina/Buenos_Aires';

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const displayDatePattern = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const dayMs = 86_400_000;

/** `YYYY-MM-DD` of year, month (1–12) and day. */
function isoOf(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The UTC midnight epoch milliseconds of a real calendar day, else `null`. */
function timeOfDay(year: number, month: number, day: number): number | null {
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  return date.getUTCDate() === day ? time : null;
}

/** The UTC midnight epoch milliseconds of a `YYYY-MM-DD` real day, else `null`. */
function timeOfIsoDate(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = isoDatePattern.exec(value);
  if (!match) return null;
  return timeOfDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * Whether a value is a real calendar day written `YYYY-MM-DD` (`'2028-02-29'` is, `'2026-02-29'`
 * and `'2026-2-1'` are not). The rule of the wire's `IsoDate` (Spec 01 §3, 03 §5).
 *
 * @param value - anything.
 * @returns `true` for a `YYYY-MM-DD` string of a real day of the proleptic Gregorian calendar.
 */
export function isIsoDate(value: unknown): value is string {
  return timeOfIsoDate(value) !== null;
}

/**
 * Adds whole calendar days to a date, across month and year ends: `addDays('2026-12-30', 3)` →
 * `'2027-01-02'`, `addDays('2026-11-20', -3)` → `'2026-11-17'`.
 *
 * @param date - a `YYYY-MM-DD` real day.
 * @param days - whole days, negative to go back.
 * @returns the `YYYY-MM-DD` date.
 * @throws RangeError when `date` is not a real `YYYY-MM-DD` day or `days` is not an integer
 *   (programming errors: validate input first with {@link isIsoDate}).
 */
export function addDays(date: string, days: number): string {
  const time = timeOfIsoDate(date);
  if (time === null) throw new RangeError(`Expected a date YYYY-MM-DD, but received: ${date}`);
  if (!Number.isInteger(days)) throw new RangeError(`Expected whole days, but received: ${days}`);
  return new Date(time + days * dayMs).toISOString().slice(0, 10);
}

/**
 * Writes a `YYYY-MM-DD` date the way the app shows dates (Spec 02 §2, 01 §2.11): `DD/MM/YYYY`,
 * `'2026-03-09'` → `'09/03/2026'`. Read as a calendar date: no time zone, no shift. Text that is
 * not `YYYY-MM-DD` is returned as it came, so a screen never hides data.
 *
 * @param date - a `YYYY-MM-DD` date.
 * @returns `DD/MM/YYYY`, or `date` unchanged.
 */
export function formatDate(date: string): string {
  const match = isoDatePattern.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date;
}

/** Options of {@link parseDate}. */
export type ParseDateOptions = {
  /**
   * The field the error belongs to.
   * @default 'fecha'
   */
  readonly path?: string;
};

/**
 * Reads a date typed the Argentine way, `DD/MM/YYYY` (day and month may have one digit;
 * surrounding spaces allowed), into the wire's `YYYY-MM-DD`: `'9/3/2026'` → `'2026-03-09'`.
 * Source: Spec 02 §2 (dates shown and typed as DD/MM/YYYY), 01 §3 (`YYYY-MM-DD` on the wire).
 *
 * @param text - the typed date.
 * @param options - {@link ParseDateOptions}: `path` of the error (default `'fecha'`).
 * @returns the `YYYY-MM-DD` date, or one error `date.invalid` 'Fecha inválida' when the text is
 *   not `DD/MM/YYYY` or not a real day (`'29/02/2026'`).
 */
export function parseDate(text: string, options: ParseDateOptions = {}): Result<string> {
  const path = options.path ?? 'fecha';
  const match = displayDatePattern.exec(text.trim());
  if (!match) return fail(path, 'date.invalid');
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (timeOfDay(year, month, day) === null) return fail(path, 'date.invalid');
  return succeed(isoOf(year, month, day));
}

/** Calendar and clock fields of an instant in Argentina (month 1–12, hour 0–23). */
const argentineFields = new Intl.DateTimeFormat('en-US', {
  timeZone: argentineTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The fields of `instant` in Argentina, two digits each (four for the year). */
function fieldsOf(
  instant: Date,
): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Expected a valid instant');
  const fields = { year: '', month: '', day: '', hour: '', minute: '', second: '' };
  for (const part of argentineFields.formatToParts(instant)) {
    if (part.type in fields) fields[part.type as keyof typeof fields] = part.value;
  }
  return fields;
}

/**
 * The Argentine calendar date of an instant (America/Argentina/Buenos_Aires), the "today" every
 * date rule takes (ARCA counts invoice dates in Argentine time, whatever the caller's zone;
 * Spec 02 §9, web-services.md §3.6): `2026-03-01T02:00:00Z` → `'2026-02-28'`,
 * `2026-03-01T03:00:00Z` → `'2026-03-01'`. Callers pass their clock's instant (`new Date()`).
 *
 * @param instant - the instant.
 * @returns the `YYYY-MM-DD` date in Argentina.
 * @throws RangeError for an invalid `Date`.
 */
export function argentineDateOf(instant: Date): string {
  const { year, month, day } = fieldsOf(instant);
  return `${year}-${month}-${day}`;
}

/**
 * Writes an instant as its Argentine date and time, 24-hour clock: `2026-11-22T13:05:09Z` →
 * `'22/11/2026 10:05:09'`. Used where the app shows when something happened (the development
 * outbox's "Fecha"). Decision (the spec shows dates only): the {@link formatDate} order plus
 * `HH:MM:SS`.
 *
 * @param instant - the instant, or an ISO 8601 date-time text (`'2026-11-22T13:05:09.000Z'`).
 * @returns the text; a value that is not a valid instant is returned as `String(instant)`.
 */
export function formatDateTime(instant: Date | string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return String(instant);
  const { year, month, day, hour, minute, second } = fieldsOf(date);
  return `${day}/${month}/${year} ${hour}:${minute}:${second}`;
}

/**
 * The Spanish month names, January first, capitalised as titles and labels write them ('Agosto
 * 2026'; lower-case them inside a sentence). Used by the batch period (`mes`, Spec 03 §3), the
 * due-date table and the home's month words.
 */
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
