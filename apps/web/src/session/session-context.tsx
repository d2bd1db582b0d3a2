import { messages } from '@liqui/domain';
import { useToast } from '@liqui/ui';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import {
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
 * Must be inside the kit's ToastProvider.
 */
export function SessionProvider({ children, storage = getBrowserStorage() }: SessionProviderProps) {
  const toast = useToast();
  const [session, setState] = useState(() => readSession(storage));

  const save = useCallback(
    (next: SessionState) => {
      setState(next);
      if (!writeSession(storage, next)) {
        toast.show({ tone: 'critical', message: messages['storage.unsupported'] });
      }
    },
    [storage, toast],
  );

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === sessionStorageKey) setState(readSession(storage));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storage]);

  const api = useMemo<SessionApi>(
    () => ({ session, setSession: save, clearSession: () => save(signedOutSession) }),
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
