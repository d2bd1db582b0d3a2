/**
 * Narrowing without casts (issue 28 item 3): small checks that turn `unknown` (a caught error,
 * parsed JSON, an index into a list) into a type the compiler can follow, so the code that uses
 * them needs no `as`.
 */

/**
 * The string `code` of a caught error (Node's system errors: `ENOENT`, `EEXIST`; its worker and
 * buffer errors: `ERR_WORKER_OUT_OF_MEMORY`; PostgreSQL's SQLSTATE), or `undefined` when `error`
 * is not an object or has no string `code`.
 */
export function errorCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** Whether `value` is a non-null object that is not an array (a JSON object, parsed XML). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The item of `items` at `index` (negative counts from the end, as `Array.prototype.at`).
 *
 * @throws RangeError when there is no item there (an empty list, an index past the end): a caller
 *   that knows the list is not empty gets its item typed without `| undefined`.
 */
export function itemAt<T>(items: readonly T[], index: number): T {
  const position = index < 0 ? items.length + index : index;
  if (position < 0 || position >= items.length) {
    throw new RangeError(`No item at ${index} of a list of ${items.length}`);
  }
  return items[position] as T; // Cast: checked in range just above (`T` may itself hold undefined).
}

/**
 * The year, month (1–12) and day of a `YYYY-MM-DD` date, as numbers.
 *
 * @throws RangeError when `date` is not `YYYY-MM-DD`.
 */
export function datePartsOf(date: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * `value`, known to be there: the row an `insert … returning` or `update … returning` of one
 * existing row gave back, the last of a list just checked not to be empty.
 *
 * @throws Error naming `what` when it is `undefined` or `null` (a broken invariant, not input).
 */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`Expected ${what}, found none`);
  return value;
}

/**
 * Capture group `index` of a regular expression's match, for a group that always takes part in
 * a match (not inside `?` or `|`).
 *
 * @throws Error when the group is absent (the pattern and the caller disagree).
 */
export function capture(match: RegExpExecArray, index: number): string {
  return present(match[index], `capture group ${index}`);
}

/** Every value of `values` counted 0: the start of a count by a closed list of statuses. */
export function zerosOf<V extends string>(values: readonly V[]): Record<V, number> {
  const counts: Partial<Record<V, number>> = {};
  for (const value of values) counts[value] = 0;
  // Cast: every value of `values` was set just above.
  return counts as Record<V, number>;
}
