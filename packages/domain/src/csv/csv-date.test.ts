import { describe, expect, it } from 'vitest';
import { readCsvDate } from './csv-date';

describe('readCsvDate', () => {
  it.each([
    ['27/11/2026', '2026-11-27', 'an es-AR Excel date, which the batch CSV used to refuse'],
    ['7/3/2026', '2026-03-07', 'day and month with one digit'],
    ['07/03/2026', '2026-03-07', 'day first, not 3 July'],
    ['2026-11-27', '2026-11-27', 'ISO, as systems write it'],
    [' 01/02/2026 ', '2026-02-01', 'surrounding spaces'],
    ['29/02/2028', '2028-02-29', 'a leap day'],
  ])('reads %j as %s (%s)', (text, date) => {
    expect(readCsvDate(text)).toEqual({ ok: true, date });
  });

  it.each([
    ['11/27/2026', 'a month-first date: refused, never swapped'],
    ['2/28/2026', 'month first with one digit'],
  ])('refuses %j as month first (%s)', (text) => {
    expect(readCsvDate(text)).toEqual({ ok: false, reason: 'monthFirst' });
  });

  it.each([
    ['31/02/2026', 'not a real day either way'],
    ['29/02/2026', 'not a leap year'],
    ['2026/11/27', 'year first with slashes'],
    ['27-11-26', 'two-digit year'],
    ['27.11.2026', 'dots'],
    ['mañana', 'text'],
    ['', 'empty'],
    ['45123', 'an Excel serial number'],
  ])('refuses %j (%s)', (text) => {
    expect(readCsvDate(text)).toEqual({ ok: false, reason: 'invalid' });
  });
});
