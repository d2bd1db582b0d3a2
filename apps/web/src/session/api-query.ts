import type { CallArgs, EndpointName, QueryOf, ResponseOf } from '@liqui/api-client';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import useSWRInfinite, { type SWRInfiniteResponse } from 'swr/infinite';
import { useApi } from './api-context';
import { useSession } from './session-context';

/**
 * The app's reads through SWR, apart from the API client so that SWR loads with the pages that
 * read (issue 11 item 4), never with the login form. No revalidation on window focus: it would
 * replace rows an admin is editing (spec 01 §4.5) whenever they come back from another tab.
 */
const readDefaults = { revalidateOnFocus: false } as const;

/**
 * Reads an endpoint through SWR (cached, deduplicated; not revalidated on focus).
 * Nothing is fetched while signed out, or while `args` is null.
 *
 * @example const { data: me } = useApiQuery('getMe', []);
 */
export function useApiQuery<Name extends EndpointName>(
  name: Name,
  args: CallArgs<Name> | null,
  config?: SWRConfiguration<ResponseOf<Name>>,
): SWRResponse<ResponseOf<Name>> {
  const api = useApi();
  const { session } = useSession();
  const key = session.auth && args !== null ? ([name, ...args] as const) : null;
  return useSWR<ResponseOf<Name>>(key, () => api.call(name, ...(args as CallArgs<Name>)), {
    ...readDefaults,
    ...config,
  });
}

/** The list endpoints paged by cursor (`limit`, `last` → `{ …, last }`). */
type PagedEndpointName =
  | 'listInvoices'
  | 'listUserInvoices'
  | 'listUserHistory'
  | 'listUsers'
  | 'listCompanyRelationships';

/** The query of a paged endpoint other than `limit` and `last` (the user list's `index`, `value`). */
export type PageFilter<Name extends PagedEndpointName> = Omit<
  NonNullable<QueryOf<Name>>,
  'limit' | 'last'
>;

/** What else a paged read sends besides `limit` and `last` (see {@link useApiPages}). */
export type PageOptions<Name extends PagedEndpointName> = {
  /** The path parameters (`{ userId }` for the staff lists of one user). */
  readonly params?: Readonly<Record<string, string>>;
  /**
   * The rest of the query (`{ index, value }` of the user list), part of the cache key; `null`
   * fetches nothing (a search not run yet).
   */
  readonly filter?: PageFilter<Name> | null;
};

/**
 * Reads a list endpoint paged by cursor (issue 11 item 2) through SWR's infinite loader: the
 * first page at once, each next one when `setSize(size + 1)` asks for it, with the `last` cursor
 * the previous page answered; no more pages once one answers `last: null`.
 *
 * @param name - the endpoint (`'listInvoices'`, `'listUserInvoices'`, `'listUserHistory'`,
 *   `'listUsers'`).
 * @param limit - rows per page (the endpoint's bounds apply: 1–200 for invoices, 1–300 users).
 * @param options - path parameters and the rest of the query ({@link PageOptions}).
 * @returns SWR's infinite response: `data` is the pages loaded so far, in order.
 */
export function useApiPages<Name extends PagedEndpointName>(
  name: Name,
  limit: number,
  options: PageOptions<Name> = {},
): SWRInfiniteResponse<ResponseOf<Name>> {
  const api = useApi();
  const { session } = useSession();
  const { params } = options;
  const filter = options.filter === undefined ? ({} as PageFilter<Name>) : options.filter;
  const key = filter === null ? null : JSON.stringify({ params: params ?? null, filter });
  return useSWRInfinite<ResponseOf<Name>>(
    (index, previous: ResponseOf<Name> | null) => {
      if (!session.auth || key === null) return null;
      if (index > 0 && (previous === null || previous.last === null)) return null;
      return [name, limit, key, index === 0 ? null : previous?.last] as const;
    },
    ([, , , last]: readonly [Name, number, string, string | null]) =>
      (api.call as (name: string, args: unknown) => Promise<ResponseOf<Name>>)(name, {
        ...(params === undefined ? {} : { params }),
        query: { ...filter, limit, ...(last ? { last } : {}) },
      }),
    readDefaults,
  );
}
