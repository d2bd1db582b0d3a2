import type { Ledger, LedgerAuthorizeInput, LedgerAuthorizeResult } from './ledger.js';
import type { StoredVoucher } from './store.js';

/**
 * The ledger of a simulator running in another process, over its dev controls
 * (`POST|GET /control/vouchers`, `simulator.ts`): what Liqui's demo seeds its invoice history with
 * when `AFIP_SANDBOX_URL` points at a simulator of its own, and what benches count "ARCA's"
 * vouchers with. The controls are off in production, so this works against a development
 * simulator only.
 */
export type RemoteLedger = Pick<Ledger, 'authorize'> & {
  /** The vouchers the simulator authorized, all or one issuer's (`GET /control/vouchers`). */
  vouchers(filter?: { cuit?: string }): Promise<StoredVoucher[]>;
};

/**
 * Creates the remote ledger.
 *
 * @param options.baseUrl - the simulator's root, ARCA's paths below it (`http://127.0.0.1:3200`,
 *   or `http://127.0.0.1:3000/sandbox/afip` for a mounted one); a trailing `/` is ignored.
 * @param options.timeoutMs - limit of each call, ms. @default 30000
 * @throws (from each call) Error naming the URL and the HTTP status when the simulator does not
 *   answer 200 (404: its controls are off), or when it cannot be reached.
 */
export function createRemoteLedger(options: { baseUrl: string; timeoutMs?: number }): RemoteLedger {
  const base = options.baseUrl.replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? 30_000;

  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const url = `${base}${path}`;
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    if (response.status !== 200) {
      throw new Error(`The ARCA simulator answered HTTP ${response.status} at ${url}: ${text}`);
    }
    return JSON.parse(text) as T;
  }

  return {
    authorize: ({ now, ...input }: LedgerAuthorizeInput) =>
      call<LedgerAuthorizeResult>('/control/vouchers', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...input, ...(now ? { now: now.toISOString() } : {}) }),
      }),
    async vouchers(filter = {}) {
      const query = filter.cuit === undefined ? '' : `?cuit=${encodeURIComponent(filter.cuit)}`;
      return (await call<{ vouchers: StoredVoucher[] }>(`/control/vouchers${query}`)).vouchers;
    },
  };
}
