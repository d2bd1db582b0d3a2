/**
 * The `n`-th CUIT of a test file: `prefix` (20, a person, by default; 30 for a company), eight
 * digits from `n`, its check digit (weights 5432765432; numbers whose remainder is 1 are skipped).
 * Deterministic, distinct per `n` and prefix.
 */
export function testCuit(n: number, prefix: '20' | '27' | '30' = '20'): string {
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  for (let candidate = 10_000_000 + n * 11; ; candidate += 1) {
    const firstTen = `${prefix}${candidate}`;
    const sum = [...firstTen].reduce(
      (total, digit, index) => total + Number(digit) * weights[index]!,
      0,
    );
    const remainder = sum % 11;
    if (remainder === 1) continue;
    return `${firstTen}${remainder === 0 ? 0 : 11 - remainder}`;
  }
}
