/**
 * The contract-bearing part of @liqui/api-client, imported dynamically by `lazyApiClient`
 * (`api-context.tsx`) so that its endpoints and structs form a chunk of their own. A module of
 * ours, not the package itself: the package's entry is also imported statically (`isApiError`),
 * and a dynamic import of it would pull every export into the app's first chunk.
 */
import { type EndpointName, endpoints } from '@liqui/api-client';

export { createApiClient } from '@liqui/api-client';

/**
 * Whether a call only reads (its contract method is GET): a call that does not may change what
 * the screens show, so `lazyApiClient` tells its `onWrite` listener after it succeeds.
 */
export function isReadEndpoint(name: EndpointName): boolean {
  return endpoints[name].method === 'GET';
}
