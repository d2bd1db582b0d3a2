import { type AppArea, type RoutePage, routeTable } from '@liqui/domain';
import { describe, expect, it } from 'vitest';
import { areaPages } from './area-pages';
import type { PageMap } from './page';

const areas = Object.keys(areaPages) as AppArea[];

/** The page keys the route table routes to in `area`, sorted. */
function routedPages(area: AppArea): string[] {
  return [...new Set(routeTable.filter((route) => route.area === area).map((r) => r.page))].sort();
}

/** The areas whose pages share one chunk, and that chunk's module. */
const wholeAreaModules: readonly (readonly [AppArea, () => Promise<{ pages: PageMap }>])[] = [
  ['lite', () => import('./lite/pages')],
  ['admin', () => import('./admin/pages')],
  ['adminLite', () => import('./admin-lite/pages')],
  ['documentControl', () => import('./document-control/pages')],
];

describe('areaPages', () => {
  it('covers the six areas of the route table', () => {
    const routeAreas = new Set(routeTable.map((route) => route.area));
    expect(new Set(areas)).toEqual(routeAreas);
  });

  it.each(routeTable.map((route) => [route.path, route.area, route.page] as const))(
    'renders %s (area %s) with its page %s',
    async (_path, area, page) => {
      const load = areaPages[area][page as RoutePage];
      expect(load).toBeTypeOf('function');
      expect(await load?.()).toBeTypeOf('function');
    },
  );

  it.each(areas)('loads no page of area %s that the route table does not route to', (area) => {
    expect(Object.keys(areaPages[area]).sort()).toEqual(routedPages(area));
  });

  it.each(wholeAreaModules)(
    'holds no page in the chunk of area %s that the route table does not route to',
    async (area, load) => {
      expect(Object.keys((await load()).pages).sort()).toEqual(routedPages(area));
    },
  );

  it('holds no loader in the taxpayer page map that the route table does not route to', async () => {
    const { pages } = await import('./taxpayer/pages');
    expect(Object.keys(pages).sort()).toEqual(routedPages('taxpayer'));
  });
});
