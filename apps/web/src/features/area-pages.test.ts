import { type AppArea, routeTable } from '@liqui/domain';
import { describe, expect, it } from 'vitest';
import { areaPages } from './area-pages';

const areas = Object.keys(areaPages) as AppArea[];

async function loadPageKeys(area: AppArea): Promise<string[]> {
  const { pages } = await areaPages[area]();
  return Object.keys(pages).sort();
}

describe('areaPages', () => {
  it('covers the six areas of the route table', () => {
    const routeAreas = new Set(routeTable.map((route) => route.area));
    expect(new Set(areas)).toEqual(routeAreas);
  });

  it.each(routeTable.map((route) => [route.path, route.area, route.page] as const))(
    'renders %s (area %s) with its page %s',
    async (_path, area, page) => {
      expect(await loadPageKeys(area)).toContain(page);
    },
  );

  it.each(areas)(
    'holds no page of area %s that the route table does not route to',
    async (area) => {
      const routed = [
        ...new Set(routeTable.filter((route) => route.area === area).map((r) => r.page)),
      ].sort();
      expect(await loadPageKeys(area)).toEqual(routed);
    },
  );
});
