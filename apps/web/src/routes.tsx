import {
  type AppArea,
  decideRoute,
  type RouteDefinition,
  type RoutePage,
  routeTable,
} from '@liqui/domain';
import { Spinner } from '@liqui/ui';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Redirect, useLocation } from 'wouter';
import { areaPages } from './features/area-pages';
import type { PageComponent, PageProps } from './features/page';
import { pageLoading } from './layouts/layouts.css';
import { PublicLayout } from './layouts/public-layout';
import { useSession } from './session/session-context';

/** An area shell: it wraps the area's pages and stays mounted while they change. */
type LayoutComponent = ComponentType<{ children: ReactNode }>;

/**
 * A component loaded on first render, whose load can also be started earlier (`preload`), so
 * that a shell and its page load side by side instead of one after the other.
 */
type Preloadable<Props> = {
  readonly Component: ComponentType<Props>;
  readonly preload: () => void;
};

function preloadable<Props>(load: () => Promise<ComponentType<Props>>): Preloadable<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | null = null;
  const start = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return { Component: lazy(start), preload: () => void start().catch(() => undefined) };
}

/** A shell already in the first chunk (the access screens': the login form waits for no other). */
function loaded<Props>(component: ComponentType<Props>): Preloadable<Props> {
  return { Component: component, preload: () => undefined };
}

/**
 * The shell of each area. The signed-in shells (menus, the account menu) are chunks of their own
 * (issue 11 item 4); the access screens' frame is small and comes with the app.
 */
const areaLayouts: Readonly<Record<AppArea, Preloadable<{ children: ReactNode }>>> = {
  public: loaded<{ children: ReactNode }>(PublicLayout),
  taxpayer: preloadable<{ children: ReactNode }>(() =>
    import('./layouts/user-layout').then((module) => module.UserLayout as LayoutComponent),
  ),
  lite: preloadable(() => import('./layouts/lite-layout').then((module) => module.LiteLayout)),
  admin: preloadable(() => import('./layouts/admin-layout').then((module) => module.AdminLayout)),
  adminLite: preloadable(() =>
    import('./layouts/admin-lite-layout').then((module) => module.AdminLiteLayout),
  ),
  documentControl: preloadable(() =>
    import('./layouts/document-control-layout').then((module) => module.DocumentControlLayout),
  ),
};

/** One lazily loaded component per page key of the route table (`areaPages`). */
const pageViews: ReadonlyMap<string, Preloadable<PageProps>> = new Map(
  routeTable.map((route) => [route.page, preloadable(() => loadPage(route))]),
);

function loadPage(route: RouteDefinition): Promise<PageComponent> {
  const load = areaPages[route.area][route.page as RoutePage];
  if (load === undefined) {
    return Promise.reject(new Error(`Area "${route.area}" has no page "${route.page}"`));
  }
  return load();
}

/** What shows while a shell or a page loads. */
function PageLoading() {
  return (
    <div className={pageLoading}>
      <Spinner label="Cargando…" size="large" />
    </div>
  );
}

/**
 * The app's router: the current path and the session's flags go through @liqui/domain's
 * `decideRoute` (spec 01 §2, §6; 03 §2). A redirect replaces the history entry; an allowed route
 * renders its page inside its area's shell, the shell's and the page's chunks loading behind a
 * spinner. Focus after a path change is `RouteFocus`'s (mounted beside it in the app, so it
 * outlives redirects).
 */
export function AppRoutes() {
  const [pathname] = useLocation();
  const { session } = useSession();
  const decision = decideRoute({ pathname, flags: session });
  if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />;

  const { route, params } = decision;
  const layout = areaLayouts[route.area];
  const page = pageViews.get(route.page)!;
  // The shell and the page start loading together; each suspends until its own chunk is in.
  layout.preload();
  page.preload();
  return (
    <Suspense fallback={<PageLoading />}>
      <layout.Component>
        <Suspense fallback={<PageLoading />}>
          <page.Component params={params} />
        </Suspense>
      </layout.Component>
    </Suspense>
  );
}
