import type { ApiClient, ApiClientOptions } from '@liqui/api-client';
import { shellMessages } from '@liqui/domain';
import { useToast } from '@liqui/ui';
import { createContext, type ReactNode, useContext, useMemo, useRef } from 'react';
import { useAppConfig } from '../config-context';
import { currentIdToken } from './amplify-identity';
import { useSession } from './session-context';
import { useSignOut } from './use-sign-out';

const ApiContext = createContext<ApiClient | null>(null);

/**
 * An API client whose contract (@liqui/api-client's endpoints and their superstruct structs) loads
 * with its first call, not with the app (issue 11 item 4): the login form shows without it.
 * A failed load (no network) rejects that call, and the next call tries again.
 */
export function lazyApiClient(options: ApiClientOptions): ApiClient {
  let loaded: Promise<ApiClient> | null = null;
  const load = () => {
    loaded ??= import('./api-client-factory').then(
      ({ createApiClient }) => createApiClient(options),
      (error: unknown) => {
        loaded = null;
        throw error;
      },
    );
    return loaded;
  };
  return { call: async (name, ...args) => (await load()).call(name, ...args) };
}

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
      toast.show({ tone: 'critical', message: shellMessages['session.expired'] });
      isExpiring.current = false;
    });
  };

  const client = useMemo(
    () =>
      lazyApiClient({
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
