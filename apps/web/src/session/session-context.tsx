import { shellMessages } from '@liqui/domain';
import { useToast } from '@liqui/ui';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { currentIdToken } from './amplify-identity';
import { groupsFromIdToken } from './identity';
import {
  applyCurrentGroups,
  getBrowserStorage,
  readSession,
  type SessionState,
  type SessionStorage,
  sessionStorageKey,
  signedOutSession,
  writeSession,
} from './session-state';

/** What {@link useSession} gives: the state and the two ways to change it. */
export type SessionApi = {
  readonly session: SessionState;
  /** Replaces the state and saves it (sign-in, challenge, user record loaded). */
  readonly setSession: (next: SessionState) => void;
  /** Replaces the state with a function of the latest one, and saves it (after an await). */
  readonly updateSession: (update: (current: SessionState) => SessionState) => void;
  /** Back to no session, saved. Sign-out ({@link useSignOut}) calls it. */
  readonly clearSession: () => void;
};

const SessionContext = createContext<SessionApi | null>(null);

/** Props of {@link SessionProvider}. */
export type SessionProviderProps = {
  readonly children: ReactNode;
  /** Where the state is kept; the page's localStorage unless a test passes another. */
  readonly storage?: SessionStorage | null;
};

/**
 * Holds the session state of spec 01 §3, restored from localStorage on load (§4.4) and saved on
 * every change. When the browser refuses to save it, the user sees 'Tu navegador no es
 * compatible con la app' (§8 "Storage"). Another tab signing in or out is followed here too.
 * On load, a restored signed-in state is checked against Amplify's current identity session and
 * its role flags recomputed from that session's groups (§4.4).
 * Must be inside the kit's ToastProvider.
 */
export function SessionProvider({ children, storage = getBrowserStorage() }: SessionProviderProps) {
  const toast = useToast();
  const [session, setState] = useState(() => readSession(storage));

  const latest = useRef(session);
  latest.current = session;

  const save = useCallback(
    (next: SessionState) => {
      latest.current = next;
      setState(next);
      if (!writeSession(storage, next)) {
        toast.show({ tone: 'critical', message: shellMessages['storage.unsupported'] });
      }
    },
    [storage, toast],
  );

  // Spec 01 §4.4: a restored signed-in state takes its role flags from the groups of the identity
  // session Amplify holds NOW, not from what was stored. No identity session any more (signed
  // out elsewhere, refresh token revoked): the session has expired. A failure to reach the
  // identity provider keeps the restored state (its flags already come from the stored groups).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on load
  useEffect(() => {
    if (!latest.current.auth) return;
    let isCurrent = true;
    currentIdToken().then(
      (idToken) => {
        if (!isCurrent || !latest.current.auth) return;
        if (idToken === null) {
          toast.show({ tone: 'critical', message: shellMessages['session.expired'] });
          save(signedOutSession);
          return;
        }
        save(applyCurrentGroups(latest.current, groupsFromIdToken(idToken.payload)));
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, []);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === sessionStorageKey) setState(readSession(storage));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storage]);

  const api = useMemo<SessionApi>(
    () => ({
      session,
      setSession: save,
      updateSession: (update) => save(update(latest.current)),
      clearSession: () => save(signedOutSession),
    }),
    [session, save],
  );
  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}

/** The session state and its setters. Must be called under a {@link SessionProvider}. */
export function useSession(): SessionApi {
  const api = useContext(SessionContext);
  if (api === null) throw new Error('useSession must be used inside a <SessionProvider>.');
  return api;
}
