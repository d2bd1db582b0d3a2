/**
 * What a page shows for N reads (issue 28 item 4, the page kit): the state of the SWR queries
 * a {@link QueryBoundary} waits for, decided apart from React so it is tested in plain Node.
 */

/** The part of an SWR response (`useApiQuery`, `useSWR`) a boundary reads. */
export type QueryLike<Data> = {
  /** The data, `undefined` until the first answer. */
  readonly data: Data | undefined;
  /** The last read's error (`ApiError`, network `TypeError`, …), `undefined`/`null` when none. */
  readonly error?: unknown;
};

/** The data of each query of a tuple, in the same order. */
export type DataOf<Queries extends readonly QueryLike<unknown>[]> = {
  readonly [Index in keyof Queries]: Queries[Index] extends QueryLike<infer Data> ? Data : never;
};

/** What to show for a tuple of queries (see {@link decideQueryState}). */
export type QueryState<Data> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'error'; readonly error: unknown }
  | { readonly kind: 'empty'; readonly data: Data }
  | { readonly kind: 'ready'; readonly data: Data };

/** Whether SWR holds an error (pages test `error !== undefined && error !== null`). */
function hasError(query: QueryLike<unknown>): boolean {
  return query.error !== undefined && query.error !== null;
}

/**
 * The state of N queries, as the pages decided it by hand (`data !== undefined ? … : error ? … :
 * spinner`): `ready` once every query has data (data wins over a later error: SWR keeps the last
 * answer while a revalidation fails); otherwise `error` with the first error of a query that has
 * no data yet; otherwise `loading`. `ready` becomes `empty` when `isEmpty` says so of the data.
 *
 * @param queries - the SWR responses, in the order the data is handed on.
 * @param isEmpty - whether the loaded data has nothing to show (an empty list); none: never empty.
 * @returns the state; `data` is the queries' data in their order.
 */
export function decideQueryState<const Queries extends readonly QueryLike<unknown>[]>(
  queries: Queries,
  isEmpty?: (data: DataOf<Queries>) => boolean,
): QueryState<DataOf<Queries>> {
  const waiting = queries.filter((query) => query.data === undefined);
  if (waiting.length === 0) {
    const data = queries.map((query) => query.data) as unknown as DataOf<Queries>; // the mapped tuple of the queries' data, built in their order
    return isEmpty?.(data) ? { kind: 'empty', data } : { kind: 'ready', data };
  }
  const failed = waiting.find(hasError);
  return failed === undefined ? { kind: 'loading' } : { kind: 'error', error: failed.error };
}
