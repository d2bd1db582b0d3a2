import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ToastVariants } from './Toast.css';
import type { createToastQueue } from './ToastRegion';

/**
 * The region that shows the messages and its queue, loaded with the first message: a page that
 * never shows one (the login form on its first load) does not load react-aria's toast, landmark,
 * live region and queue code (about 5 KB gzip; issue 11 item 4).
 */
const loadToastRegion = () => import('./ToastRegion');

const ToastRegion = lazy(() =>
  loadToastRegion().then((module) => ({ default: module.ToastRegion })),
);

/** The provider's message queue (react-stately's, one visible message at a time). */
type ToastQueue = ReturnType<typeof createToastQueue>;

/** What {@link useToast}'s `show` takes. */
export type ShowToastOptions = {
  /**
   * The kind of message.
   * @default 'neutral'
   */
  tone?: ToastVariants['tone'];
  /** The message text. */
  message: string;
  /**
   * Milliseconds before the message closes by itself; `0` keeps it until the user closes it
   * or another message replaces it. The timer pauses while the pointer or focus is on it.
   * Defaults to the provider's `defaultTimeout` (5 s). Use `10_000` for loading messages
   * (spec 02 §9).
   */
  timeout?: number;
};

/** What {@link useToast} returns. */
export type ToastApi = {
  /** Shows a message, replacing the one on screen (messages show one at a time). */
  show: (options: ShowToastOptions) => void;
  /** Closes the message on screen, if any. */
  close: () => void;
};

/** Props of {@link ToastProvider}. */
export type ToastProviderProps = {
  /** The app (or the part of it) that may show toasts. */
  children: ReactNode;
  /**
   * Milliseconds before a message closes by itself when `show` is not given a `timeout`.
   * @default 5000
   */
  defaultTimeout?: number;
  /**
   * Accessible name of the notifications landmark.
   * @default 'Notificaciones'
   */
  'aria-label'?: string;
  /**
   * Accessible name of each message's close button.
   * @default 'Cerrar'
   */
  closeLabel?: string;
};

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Shows short messages ("toasts") in the bottom-left corner of the screen, one at a time (from
 * the md breakpoint up 16rem wide: the corner the app shell's sidebar leaves free of controls,
 * so a message never covers a form field or a summary; below md across the bottom): a new message
 * replaces the current one. Built on react-aria's toast (`UNSTABLE_ToastRegion`): a labelled
 * landmark region (F6 moves focus into it), each message announced as an alert, timers pause
 * on hover and focus. Messages close after `defaultTimeout` (5 s) unless `show` says otherwise.
 * While a message shows, the page gets as much room at its end as the message takes (a spacer
 * after `children`), so the user can always scroll what the message sits over into view: a
 * toast never hides the end of a page (a wizard's buttons, the last rows of a table).
 */
export function ToastProvider({
  children,
  defaultTimeout = 5000,
  'aria-label': ariaLabel = 'Notificaciones',
  closeLabel = 'Cerrar',
}: ToastProviderProps) {
  // Null until the first message: the queue and the region (and their code) exist from then on.
  const [queue, setQueue] = useState<ToastQueue | null>(null);
  const loadingQueue = useRef<Promise<ToastQueue> | null>(null);
  /**
   * Runs `action` on the queue, once its module has loaded (at once after the first time). The
   * actions run in the order they were asked for, so a `close` right after a `show` still closes
   * it. When the module fails to load (the network), the messages asked for until then are lost
   * and the next `show` tries again: a message that cannot be shown never breaks the page.
   */
  const withQueue = useCallback((action: (queue: ToastQueue) => void) => {
    loadingQueue.current ??= loadToastRegion().then(
      (module) => {
        const created = module.createToastQueue();
        setQueue(created);
        return created;
      },
      (error: unknown) => {
        loadingQueue.current = null;
        throw error;
      },
    );
    loadingQueue.current.then(action, () => undefined);
  }, []);
  const api = useMemo<ToastApi>(
    () => ({
      show: ({ tone = 'neutral', message, timeout = defaultTimeout }) =>
        withQueue((current) => {
          current.clear();
          current.add({ tone, message }, { timeout: timeout > 0 ? timeout : undefined });
        }),
      // Nothing to close before the first `show`: no need to load anything.
      close: () => {
        if (loadingQueue.current !== null) withQueue((current) => current.clear());
      },
    }),
    [withQueue, defaultTimeout],
  );
  // The room the message on screen takes from the bottom of the viewport, in px (0 without one).
  const [reserved, setReserved] = useState(0);
  const measureRegion = useCallback((element: HTMLDivElement | null) => {
    if (element === null) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top;
      setReserved(Math.max(0, Math.ceil(window.innerHeight - top)));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => {
      observer.disconnect();
      setReserved(0);
    };
  }, []);
  return (
    <ToastContext.Provider value={api}>
      {children}
      {reserved > 0 ? (
        // Styled inline: the provider loads none of the toast's styles before the first message.
        <div
          aria-hidden="true"
          style={{ height: `${reserved}px`, flexShrink: 0, pointerEvents: 'none' }}
        />
      ) : null}
      {queue !== null ? (
        <Suspense fallback={null}>
          <ToastRegion
            queue={queue}
            regionRef={measureRegion}
            aria-label={ariaLabel}
            closeLabel={closeLabel}
          />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

/**
 * Shows and closes toast messages. Must be called under a {@link ToastProvider}.
 *
 * @example
 * const toast = useToast();
 * toast.show({ tone: 'positive', message: 'Factura emitida' });
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (api === null) {
    throw new Error('useToast must be used inside a <ToastProvider>.');
  }
  return api;
}
