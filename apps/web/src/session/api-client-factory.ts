/**
 * The contract-bearing part of @liqui/api-client, imported dynamically by `lazyApiClient`
 * (`api-context.tsx`) so that its endpoints and structs form a chunk of their own. A module of
 * ours, not the package itself: the package's entry is also imported statically (`isApiError`),
 * and a dynamic import of it would pull every export into the app's first chunk.
 */
export { createApiClient } from '@liqui/api-client';
