import { type AppArea, type RoutePage, routeTable } from '@liqui/domain';
import type { PageComponent, PageLoader, PageLoaders, PageMap } from './page';
import { pages as publicPages } from './public/pages';

/**
 * One loader per page the route table routes to in `area`, each finding its page in what `load`
 * resolves to with `pick` (which throws when the module has no such page).
 */
function routedLoaders<Module extends { readonly pages: object }>(
  area: AppArea,
  load: () => Promise<Module>,
  pick: (
    pages: Module['pages'],
    page: RoutePage,
  ) => PageComponent | Promise<PageComponent> | undefined,
): PageLoaders {
  const loader =
    (page: RoutePage): PageLoader =>
    async () => {
      const component = await pick((await load()).pages, page);
      if (component === undefined) throw new Error(`Area "${area}" has no page "${page}"`);
      return component;
    };
  return Object.fromEntries(
    routeTable
      .filter((route) => route.area === area)
      .map((route) => [route.page, loader(route.page as RoutePage)]),
  );
}

/**
 * The page loaders of an area whose pages share one chunk (`<area>/pages.tsx`, a map of
 * components): each loads the whole area.
 */
function wholeArea(area: AppArea, load: () => Promise<{ readonly pages: PageMap }>): PageLoaders {
  return routedLoaders(area, load, (pages, page) => pages[page]);
}

/**
 * The page loaders of an area whose pages are chunks of their own, listed in a module of their
 * own (`<area>/pages.tsx`, a map of loaders): each loads that map and then its page.
 */
function pageByPage(
  area: AppArea,
  load: () => Promise<{ readonly pages: PageLoaders }>,
): PageLoaders {
  return routedLoaders(area, load, (pages, page) => pages[page]?.());
}

/**
 * Each area's pages, loaded on demand (ARCHITECTURE.md "apps/web"): a taxpayer never downloads the
 * back office. The access screens and the taxpayer's are split page by page (issue 11 item 4:
 * `/login` and the taxpayer home load their own page only); the other areas load as one chunk
 * each. The taxpayer's map of page loaders is itself a chunk, loaded with the first taxpayer page
 * (about 1.5 KB gzip, most of it the file names of each page's chunks): `/login`'s first load
 * leaves it out, and a taxpayer's first page waits one small file longer. Paths live in @liqui/domain's `routeTable`, never here; a route's `area` and `page` pick
 * its loader.
 */
export const areaPages: Readonly<Record<AppArea, PageLoaders>> = {
  public: publicPages,
  taxpayer: pageByPage('taxpayer', () => import('./taxpayer/pages')),
  lite: wholeArea('lite', () => import('./lite/pages')),
  admin: wholeArea('admin', () => import('./admin/pages')),
  adminLite: wholeArea('adminLite', () => import('./admin-lite/pages')),
  documentControl: wholeArea('documentControl', () => import('./document-control/pages')),
};
