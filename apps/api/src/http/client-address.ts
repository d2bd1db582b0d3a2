import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address a request came from, for per-address limits (issue 11 item 5).
 *
 * - `trustProxy` (`TRUST_PROXY=1`): the LAST entry of `X-Forwarded-For`, the address the proxy in
 *   front saw and appended (entries before it are the client's own claims and can be forged);
 * - otherwise the TCP peer of the socket (`X-Forwarded-For` ignored).
 *
 * @returns the address (`203.0.113.7`, `::1`), or `unknown` when there is neither (an in-process
 *   request in tests): those share one limit.
 */
export function clientAddressOf(c: Context, options: { trustProxy: boolean }): string {
  if (options.trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For');
    const last = forwarded?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
