import type { RoutePage } from '@liqui/domain';
import type { ComponentType } from 'react';

/** What the router gives a page: the route's `:name` parameters, URI-decoded. */
export type PageProps = { readonly params: Readonly<Record<string, string>> };

/** A page of the route table. */
export type PageComponent = ComponentType<PageProps>;

/**
 * An area's pages by the route table's page key (`routeTable[].page` of @liqui/domain). The key
 * type catches typos; `routes.test.ts` checks that every route of the table has its page.
 */
export type PageMap = Readonly<Partial<Record<RoutePage, PageComponent>>>;
