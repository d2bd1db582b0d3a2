/**
 * Argentina time for the ARCA simulator. ARCA's servers run on Argentina time (UTC−3, no daylight
 * saving since 2009), so every date the simulator writes or compares (`CbteFch` windows,
 * `FchProceso`, `FEHeaderInfo/fecha`, WSAA times) is computed from the injected clock shifted by
 * a fixed −3 h. Source: web-services.md §2.2, §3.1, §3.6, §6 item 7.
 */

const offsetMs = -3 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

/** The calendar fields of `date` in Argentina (month 1–12). */
export function argentinaFields(date: Date) {
  const shifted = new Date(date.getTime() + offsetMs);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    millisecond: shifted.getUTCMilliseconds(),
  };
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** The Argentine calendar date of `date` as `yyyymmdd` (ARCA's `CbteFch` format). */
export function toYyyymmdd(date: Date): string {
  const f = argentinaFields(date);
  return `${f.year}${pad(f.month)}${pad(f.day)}`;
}

/** `yyyymmddhhmiss` in Argentina time (`FchProceso`, web-services.md §3.4). */
export function toFchProceso(date: Date): string {
  const f = argentinaFields(date);
  return `${toYyyymmdd(date)}${pad(f.hour)}${pad(f.minute)}${pad(f.second)}`;
}

/**
 * ISO 8601 in Argentina time with an explicit `-03:00` offset and `fractionDigits` (3 for WSAA
 * and padrón: `2021-07-26T09:22:00.396-03:00`; 7 for .NET's `FEHeaderInfo/fecha`:
 * `2021-07-01T17:21:14.4475639-03:00`, the extra digits being zeros).
 */
export function toArgentinaIso(date: Date, fractionDigits: 3 | 7 = 3): string {
  const f = argentinaFields(date);
  const fraction = pad(f.millisecond, 3).padEnd(fractionDigits, '0');
  return `${f.year}-${pad(f.month)}-${pad(f.day)}T${pad(f.hour)}:${pad(f.minute)}:${pad(f.second)}.${fraction}-03:00`;
}

/**
 * Parses a `yyyymmdd` date into a day number (days since 1970-01-01), or `undefined` when it is
 * not a real calendar date.
 */
export function parseYyyymmdd(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{8}$/.test(value)) return undefined;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(4, 6));
  const day = Number(value.slice(6, 8));
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1) return undefined;
  if (check.getUTCDate() !== day) return undefined;
  return time / dayMs;
}

/** Formats a day number of {@link parseYyyymmdd} back to `yyyymmdd`. */
export function formatDayNumber(dayNumber: number): string {
  const date = new Date(dayNumber * dayMs);
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;
}

/** `yyyymmdd` plus `days` calendar days (`CAEFchVto = CbteFch + 10`, web-services.md §3.4). */
export function addDays(yyyymmdd: string, days: number): string {
  const dayNumber = parseYyyymmdd(yyyymmdd);
  if (dayNumber === undefined) throw new Error(`Not a yyyymmdd date: ${yyyymmdd}`);
  return formatDayNumber(dayNumber + days);
}

/** The Argentine day number of `date` (see {@link parseYyyymmdd}). */
export function argentinaDayNumber(date: Date): number {
  return parseYyyymmdd(toYyyymmdd(date))!;
}

/**
 * Parses an `xsd:dateTime` of a TRA. Without an offset the time is Argentina time (ARCA's
 * servers read it so, web-services.md §2.2).
 *
 * @returns the instant, or `undefined` when the text is not a date-time.
 */
export function parseTraDateTime(value: string): Date | undefined {
  const match =
    /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/.exec(
      value.trim(),
    );
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, fraction, zone] = match;
  const offset = zone ?? '-03:00';
  const date = new Date(
    `${year}-${month}-${day}T${hour}:${minute}:${second}${fraction ?? ''}${offset === 'Z' ? 'Z' : offset}`,
  );
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * A UTC instant the way .NET's `DateTime.ToString()` writes it with the en-US culture
 * (`7/30/2021 11:27:54 PM`), as in WSFEv1's expired-token message (web-services.md §3.1).
 */
export function toDotNetUtc(date: Date): string {
  const hours = date.getUTCHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()} ${hour12}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} ${hours < 12 ? 'AM' : 'PM'}`;
}
