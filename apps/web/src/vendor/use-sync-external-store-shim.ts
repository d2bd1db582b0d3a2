/**
 * What `use-sync-external-store/shim` exports, for the libraries that still import the shim
 * (wouter, SWR): React 19's own `useSyncExternalStore`. The shim's production build ships its
 * React 17 fallback too, which this app can never run; `vite.config.ts` resolves the shim here
 * (issue 11 item 4, first-load weight).
 */
export { useSyncExternalStore } from 'react';
