import { addDays } from '@liqui/domain';

/**
 * `date` (`YYYY-MM-DD`) plus `months` calendar months, clamped to the month's last day
 * (2026-01-31 + 1 → 2026-02-28). Used for a paid plan's `fecha_fin` = `fecha_inicio` + `plazo`.
 */
export function addMonths(date: string, months: number): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}

/**
 * The service period a paid plan buys (decision, Spec 02 is silent): from `today` for a user whose
 * plan is not running, or from the day after the running `fecha_fin` when the user pays again
 * before it ends (nothing paid is lost); `fecha_fin` = start + `plazo` months − 1 day, the last
 * day of service (`YYYY-MM-DD`, Argentina dates).
 */
export function servicePeriod(input: {
  today: string;
  plazoMonths: number;
  runningUntil: string | null;
}): { fechaInicio: string; fechaFin: string } {
  const start =
    input.runningUntil !== null && input.runningUntil >= input.today
      ? addDays(input.runningUntil, 1)
      : input.today;
  return { fechaInicio: start, fechaFin: addDays(addMonths(start, input.plazoMonths), -1) };
}
