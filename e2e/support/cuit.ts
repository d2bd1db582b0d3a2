import { computeCuitCheckDigit } from '@liqui/domain';

/**
 * A run-unique CUIT that ARCA could have issued, for test data: prefix `prefix`, a body made of
 * `seed` (its last 7 digits) and one more digit, and the check digit.
 *
 * ARCA never issues a number whose remainder is 1 (it changes the prefix instead); the product's
 * validator accepts them by the spec's legacy rule (→ 9), but the ARCA simulator, like ARCA,
 * refuses them as issuers (error 601). So the last body digit is the first that gives a check
 * digit other than 9 (a real 9 is skipped too, as `demo-population.ts` does): distinct seeds
 * give distinct CUITs, and every one is accepted by both.
 *
 * @param prefix - '20', '23', '27' or '30'…
 * @param seed - a non-negative integer, e.g. `runSeed * 100 + index`.
 * @returns 11 digits, e.g. '20123456703'.
 */
export function issuedCuit(prefix: string, seed: number): string {
  const base = String(Math.trunc(seed) % 10_000_000).padStart(7, '0');
  for (let last = 0; last < 10; last += 1) {
    const firstTen = `${prefix}${base}${last}`;
    const check = computeCuitCheckDigit(firstTen);
    if (check !== null && check !== 9) return `${firstTen}${check}`;
  }
  throw new Error(`no issuable CUIT for ${prefix}-${base}x`);
}
