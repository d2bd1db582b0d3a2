/**
 * Focus and announcement after navigation (issue 11 §9): when the path changes (a link, a
 * redirect after signing in, the wizard's move to the list after emitting), focus moves to the
 * new page's `<h1>` and a polite live region reads its title, so keyboard and screen-reader users
 * start at the top of the new page and hear where they are. The first page the app opens
 * (redirects included, until the user first presses a key or a pointer) keeps the browser's own
 * focus. Query-only changes (a list's page) do not move focus.
 */
import { Announcer } from '@liqui/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';

/** Whether the user has pressed a key or a pointer since the app opened. */
let hasUserActed = false;
if (typeof document !== 'undefined') {
  const markActed = () => {
    hasUserActed = true;
  };
  document.addEventListener('keydown', markActed, { capture: true, once: true });
  document.addEventListener('pointerdown', markActed, { capture: true, once: true });
}

/** How long a new page may take (its chunk, its data) to show its `<h1>`, in ms. */
const headingWaitMs = 10_000;

/**
 * The page's title heading: the first shown `<h1>` of the main landmark, else of the document
 * (the previous page's may still be in the DOM, hidden, while the new one's chunk loads).
 */
function findPageHeading(): HTMLElement | null {
  const isShown = (element: HTMLElement) => element.getClientRects().length > 0;
  const inMain = [...document.querySelectorAll<HTMLElement>('main h1')].find(isShown);
  return inMain ?? [...document.querySelectorAll<HTMLElement>('h1')].find(isShown) ?? null;
}

/**
 * Focuses the new page's `<h1>` (made a focus target, `tabIndex=-1`, if it is not one) and
 * returns its text. While the page settles (a loading heading replaced by the loaded one), focus
 * follows the heading, until the user acts (a key, a click, focus elsewhere) or `headingWaitMs`.
 */
function useFocusPageHeading(pathname: string, onFocused: (title: string) => void) {
  const previous = useRef(pathname);
  const announce = useRef(onFocused);
  announce.current = onFocused;

  useEffect(() => {
    const hasChanged = previous.current !== pathname;
    previous.current = pathname;
    if (!hasChanged || !hasUserActed) return;

    let focused: HTMLElement | null = null;
    let lastTitle = '';
    const focusHeading = () => {
      const heading = findPageHeading();
      if (heading === null) return;
      const active = document.activeElement;
      const isFocusFree =
        focused === null || active === null || active === document.body || active === focused;
      if (!isFocusFree || heading === active) return;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus();
      focused = heading;
      const title = heading.textContent?.trim() ?? '';
      if (title !== lastTitle) {
        lastTitle = title;
        announce.current(title);
      }
    };

    const observer = new MutationObserver(focusHeading);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      document.removeEventListener('keydown', stop, true);
      document.removeEventListener('pointerdown', stop, true);
    };
    const timer = window.setTimeout(stop, headingWaitMs);
    document.addEventListener('keydown', stop, true);
    document.addEventListener('pointerdown', stop, true);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    focusHeading();
    return stop;
  }, [pathname]);
}

/**
 * Mount once inside the router, outside what redirects replace: moves focus to each new page's `<h1>` and announces its title
 * in a polite live region.
 */
export function RouteFocus() {
  const [pathname] = useLocation();
  const [message, setMessage] = useState('');
  useFocusPageHeading(pathname, setMessage);
  return <Announcer message={message} />;
}
