import { ToastProvider } from '@liqui/ui';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useLocation, useRouter } from 'wouter';
import { AppErrorBoundary } from './app-error-boundary';
import type { AppConfig } from './config';
import { AppConfigProvider } from './config-context';
import { RouteFocus } from './route-focus';
import { AppRoutes } from './routes';
import { ApiProvider } from './session/api-context';
import { SessionProvider } from './session/session-context';

/** An absolute URL (`https:`, `mailto:`): left as it is, never prefixed with the router's base. */
const absoluteUrl = /^[a-z][a-z\d+.-]*:/i;

/** The `href` react-aria puts on links: wouter's, so a router `base` applies like in its Link. */
function useWouterHref(href: string): string {
  const router = useRouter();
  return absoluteUrl.test(href) ? href : router.hrefs(router.base + href, router);
}

/** Lets react-aria links (menus, kit Links) navigate through wouter instead of reloading. */
function AriaRouter({ children }: { readonly children: ReactNode }) {
  const [, navigate] = useLocation();
  return (
    <RouterProvider navigate={(path) => navigate(path)} useHref={useWouterHref}>
      {children}
    </RouterProvider>
  );
}

/**
 * The app: configuration, toasts, session, the API client and client-side routing around the
 * routes, and the focus move and announcement after each navigation ({@link RouteFocus}). Data
 * reads (SWR) come with the pages that read (`session/api-query.ts`), with their defaults there.
 */
export function App({ config }: { readonly config: AppConfig }) {
  return (
    <AppConfigProvider config={config}>
      <ToastProvider>
        <SessionProvider>
          <ApiProvider>
            <AriaRouter>
              <RouteFocus />
              <AppErrorBoundary>
                <AppRoutes />
              </AppErrorBoundary>
            </AriaRouter>
          </ApiProvider>
        </SessionProvider>
      </ToastProvider>
    </AppConfigProvider>
  );
}
