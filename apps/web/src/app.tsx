import { ToastProvider } from '@liqui/ui';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { useLocation, useRouter } from 'wouter';
import { AppErrorBoundary } from './app-error-boundary';
import type { AppConfig } from './config';
import { AppConfigProvider } from './config-context';
import { RouteFocus } from './route-focus';
import { AppRoutes } from './routes';
import { ApiProvider } from './session/api-context';
import { SessionProvider } from './session/session-context';

/**
 * Data fetching defaults. No revalidation on window focus: it would replace rows an admin is
 * editing (spec 01 §4.5) whenever they come back from another tab.
 */
const swrConfig: SWRConfiguration = { revalidateOnFocus: false };

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
 * The app: configuration, data, toasts, session, the API client and client-side routing around
 * the routes, and the focus move and announcement after each navigation ({@link RouteFocus}).
 */
export function App({ config }: { readonly config: AppConfig }) {
  return (
    <AppConfigProvider config={config}>
      <SWRConfig value={swrConfig}>
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
      </SWRConfig>
    </AppConfigProvider>
  );
}
