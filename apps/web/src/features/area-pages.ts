import type { AppArea } from '@liqui/domain';
import type { PageMap } from './page';

/**
 * Each area's pages, loaded on demand: one chunk per area, so a taxpayer never downloads the back
 * office (ARCHITECTURE.md "apps/web"). Paths live in @liqui/domain's `routeTable`, never here; a
 * route's `area` and `page` pick its component.
 */
export const areaPages: Readonly<Record<AppArea, () => Promise<{ readonly pages: PageMap }>>> = {
  public: () => import('./public/pages'),
  taxpayer: () => import('./taxpayer/pages'),
  lite: () => import('./lite/pages'),
  admin: () => import('./admin/pages'),
  adminLite: () => import('./admin-lite/pages'),
  documentControl: () => import('./document-control/pages'),
};
