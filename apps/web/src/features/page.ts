import type { RoutePage } from '@liqui/domain';
import { type ComponentType, createElement } from 'react';

/** What the router gives a page: the route's `:name` parameters, URI-decoded. */
export type PageProps = { readonly params: Readonly<Record<string, string>> };

/** A page of the route table. */
export type PageComponent = ComponentType<PageProps>;

/**
 * An area's pages by the route table's page key (`routeTable[].page` of @liqui/domain). The key
 * type catches typos; `routes.test.ts` checks that every route of the table has its page.
 */
export type PageMap = Readonly<Partial<Record<RoutePage, PageComponent>>>;

/**
 * Loads a page's code (its own chunk, or its area's) and resolves to its component. The router
 * wraps each in `React.lazy`, so it runs once per page.
 */
export type PageLoader = () => Promise<PageComponent>;

/** An area's page loaders by the route table's page key. */
export type PageLoaders = Readonly<Partial<Record<RoutePage, PageLoader>>>;

/**
 * A page loader for a screen component that takes fixed props (a variant, a title): loads the
 * component with `load` and renders it with `props`, whatever the route's parameters.
 *
 * @example variantPage(() => import('./login-page').then((m) => m.LoginScreen), { title, variant })
 */
export function variantPage<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  props: Props,
): PageLoader {
  return async () => {
    const Screen = await load();
    return function VariantPage() {
      return createElement(Screen, props);
    };
  };
}
