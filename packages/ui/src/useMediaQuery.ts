import { useCallback, useSyncExternalStore } from 'react';
import { type Breakpoint, minWidth } from './breakpoints';

/**
 * Whether a CSS media query matches now, e.g. `'screen and (min-width: 576px)'`; the component
 * re-renders when the answer changes (window resize, rotation, zoom). Without `window.matchMedia`
 * (server rendering, old test environments) the answer is `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') {
        return () => undefined;
      }
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () =>
    typeof window === 'undefined' || typeof window.matchMedia !== 'function'
      ? fallback
      : window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, getSnapshot, () => fallback);
}

/**
 * Whether the viewport is at least as wide as a breakpoint of the kit (`min-width`, in CSS
 * pixels: xs 480, sm 576, md 768, lg 992, xl 1200, xxl 1600). Assumes a wide screen where
 * there is no `matchMedia`.
 */
export function useMinWidth(breakpoint: Breakpoint): boolean {
  return useMediaQuery(minWidth(breakpoint), true);
}
