import type { ApiClient, ApiClientOptions, EndpointName } from '@liqui/api-client';
import { shellMessages } from '@liqui/domain';
import { useToast } from '@liqui/ui';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react';
import { useAppConfig } from '../config-context';
import { currentIdToken } from './amplify-identity';
import { useSession } from './session-context';
import { useSignOut } from './use-sign-out';

const ApiContext = createContext<ApiClient | null>(null);

/**
 * An API client whose contract (@liqui/api-client's endpoints and their superstruct structs) loads
 * with its first call, not with the app (issue 11 item 4): the login form shows without it.
 * A failed load (no network) rejects that call, and the next call tries again.
 *
 * @param options - the client's options.
 * @param onWrite - told the endpoint's name after each successful call that is not a read (its
 *   contract method is not GET), so the screens re-read what it may have changed (issue 25 item
 *   2: "Every mutation revalidates what it changes").
 */
export function lazyApiClient(
  options: ApiClientOptions,
  onWrite?: (name: EndpointName) => void,
): ApiClient {
  let loaded: Promise<{
    client: ApiClient;
    isRead: (name: EndpointName) => boolean;
  }> | null = null;
  const load = () => {
    loaded ??= import('./api-client-factory').then(
      ({ createApiClient, isReadEndpoint }) => ({
        client: createApiClient(options),
        isRead: isReadEndpoint,
      }),
      (error: unknown) => {
        loaded = null;
        throw error;
      },
    );
    return loaded;
  };
  return {
    call: async (name, ...args) => {
      const { client, isRead } = await load();
      const answer = await client.call(name, ...args);
      if (!isRead(name)) onWrite?.(name);
      return answer;
    },
  };
}

/** The listeners of the app's successful writes (see {@link useApiWrites}). */
const ApiWritesContext = createContext<Set<(name: EndpointName) => void> | null>(null);

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

  const writeListeners = useMemo(() => new Set<(name: EndpointName) => void>(), []);
  const client = useMemo(
    () =>
      lazyApiClient(
        {
          baseUrl: apiBaseUrl,
          getToken: async () => {
            try {
              return (await currentIdToken())?.jwt;
            } catch {
              return undefined;
            }
          },
          onUnauthorized: () => onUnauthorized.current(),
        },
        (name) => {
          for (const listener of writeListeners) listener(name);
        },
      ),
    [apiBaseUrl, writeListeners],
  );
  return (
    <ApiContext.Provider value={client}>
      <ApiWritesContext.Provider value={writeListeners}>{children}</ApiWritesContext.Provider>
    </ApiContext.Provider>
  );
}

/**
 * Calls `listener` after each successful write of the app's API client (a call whose contract
 * method is not GET), with the endpoint's name, while the calling component is mounted. Must be
 * called under an {@link ApiProvider}.
 */
export function useApiWrites(listener: (name: EndpointName) => void): void {
  const listeners = useContext(ApiWritesContext);
  if (listeners === null) throw new Error('useApiWrites must be used inside an <ApiProvider>.');
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    const forward = (name: EndpointName) => latest.current(name);
    listeners.add(forward);
    return () => {
      listeners.delete(forward);
    };
  }, [listeners]);
}

/** The API client. Must be called under an {@link ApiProvider}. */
export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (client === null) throw new Error('useApi must be used inside an <ApiProvider>.');
  return client;
}
