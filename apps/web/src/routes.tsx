import {
  type AppArea,
  decideRoute,
  type RouteDefinition,
  type RoutePage,
  routeTable,
} from '@liqui/domain';
import { Spinner, sprinkles } from '@liqui/ui';
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
} from 'react';
import { Redirect, useLocation } from 'wouter';
import { areaPages } from './features/area-pages';
import type { PageComponent } from './features/page';
import { AdminLayout } from './layouts/admin-layout';
import { AdminLiteLayout } from './layouts/admin-lite-layout';
import { DocumentControlLayout } from './layouts/document-control-layout';
import { LiteLayout } from './layouts/lite-layout';
import { PublicLayout } from './layouts/public-layout';
import { UserLayout } from './layouts/user-layout';
import { useSession } from './session/session-context';

/** The shell of each area. Shells are small and stay mounted while the area's pages change. */
const areaLayouts: Readonly<Record<AppArea, ComponentType<{ children: ReactNode }>>> = {
  public: PublicLayout,
  taxpayer: UserLayout,
  lite: LiteLayout,
  admin: AdminLayout,
  adminLite: AdminLiteLayout,
  documentControl: DocumentControlLayout,
};

/**
 * One lazy component per page key of the route table. A page's chunk is its area's
 * (`areaPages`), so the first page of an area loads the whole area and the rest follow at once.
 */
const pageViews: ReadonlyMap<string, LazyExoticComponent<PageComponent>> = new Map(
  routeTable.map((route) => [route.page, lazy(() => loadPage(route))]),
);

async function loadPage(route: RouteDefinition): Promise<{ default: PageComponent }> {
  const { pages } = await areaPages[route.area]();
  const page = pages[route.page as RoutePage];
  if (page === undefined) throw new Error(`Area "${route.area}" has no page "${route.page}"`);
  return { default: page };
}

/**
 * The app's router: the current path and the session's flags go through @liqui/domain's
 * `decideRoute` (spec 01 §2, §6; 03 §2). A redirect replaces the history entry; an allowed route
 * renders its page inside its area's shell, the page's chunk loading behind a spinner. Focus
 * after a path change is `RouteFocus`'s (mounted beside it in the app, so it outlives redirects).
 */
export function AppRoutes() {
  const [pathname] = useLocation();
  const { session } = useSession();
  const decision = decideRoute({ pathname, flags: session });
  if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />;

  const { route, params } = decision;
  const Layout = areaLayouts[route.area];
  const Page = pageViews.get(route.page)!;
  return (
    <Layout>
      <Suspense
        fallback={
          <div
            className={sprinkles({ display: 'flex', justifyContent: 'center', padding: 'xlarge' })}
          >
            <Spinner label="Cargando…" size="large" />
          </div>
        }
      >
        <Page params={params} />
      </Suspense>
    </Layout>
  );
}
