import {
  type ApiClient,
  type CallArgs,
  createApiClient,
  type EndpointName,
  type ResponseOf,
} from '@liqui/api-client';
import { messages } from '@liqui/domain';
import { useToast } from '@liqui/ui';
import { createContext, type ReactNode, useContext, useMemo, useRef } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import useSWRInfinite, { type SWRInfiniteResponse } from 'swr/infinite';
import { useAppConfig } from '../config-context';
import { currentIdToken } from './amplify-identity';
import { useSession } from './session-context';
import { useSignOut } from './use-sign-out';

const ApiContext = createContext<ApiClient | null>(null);

/**
 * The Liqui API client (@liqui/api-client) for the app: calls go to the configured `apiBaseUrl`
 * with the current id token (Amplify refreshes it when needed). A 401 while signed in means the
 * session expired (spec 01 §4.4, §8): 'Sesion vencida, vuelve a loguearte por favor', global
 * sign-out, /login. A 401 while signing in (no session yet) is left to the login screen.
 * Must be inside the SessionProvider and the kit's ToastProvider.
 */
export function ApiProvider({ children }: { readonly children: ReactNode }) {
  const { apiBaseUrl } = useAppConfig();
  const { session } = useSession();
  const toast = useToast();
  const signOut = useSignOut();

  const onUnauthorized = useRef<() => void>(() => undefined);
  const isExpiring = useRef(false);
  onUnauthorized.current = () => {
    if (!session.auth || isExpiring.current) return;
    isExpiring.current = true;
    void signOut().finally(() => {
      toast.show({ tone: 'critical', message: messages['session.expired'] });
      isExpiring.current = false;
    });
  };

  const client = useMemo(
    () =>
      createApiClient({
        baseUrl: apiBaseUrl,
        getToken: async () => {
          try {
            return (await currentIdToken())?.jwt;
          } catch {
            return undefined;
          }
        },
        onUnauthorized: () => onUnauthorized.current(),
      }),
    [apiBaseUrl],
  );
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

/** The API client. Must be called under an {@link ApiProvider}. */
export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (client === null) throw new Error('useApi must be used inside an <ApiProvider>.');
  return client;
}

/**
 * Reads an endpoint through SWR (cached, deduplicated, revalidated by the app's SWRConfig).
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
  return useSWR<ResponseOf<Name>>(key, () => api.call(name, ...(args as CallArgs<Name>)), config);
}

/** The list endpoints paged by cursor (`limit`, `last` → `{ …, last }`). */
type PagedEndpointName = 'listInvoices';

/**
 * Reads a list endpoint paged by cursor (issue 11 item 2) through SWR's infinite loader: the
 * first page at once, each next one when `setSize(size + 1)` asks for it, with the `last` cursor
 * the previous page answered; no more pages once one answers `last: null`.
 *
 * @param name - the endpoint (`'listInvoices'`).
 * @param limit - rows per page (the endpoint's bounds apply, 1–200 for invoices).
 * @returns SWR's infinite response: `data` is the pages loaded so far, in order.
 */
export function useApiPages(
  name: PagedEndpointName,
  limit: number,
): SWRInfiniteResponse<ResponseOf<PagedEndpointName>> {
  const api = useApi();
  const { session } = useSession();
  return useSWRInfinite<ResponseOf<PagedEndpointName>>(
    (index, previous: ResponseOf<PagedEndpointName> | null) => {
      if (!session.auth) return null;
      if (index > 0 && (previous === null || previous.last === null)) return null;
      return [name, limit, index === 0 ? null : previous?.last] as const;
    },
    ([, , last]: readonly [PagedEndpointName, number, string | null]) =>
      api.call(name, { query: { limit, ...(last ? { last } : {}) } }),
  );
}
