import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { identityAddressHits } from '../db/schema.js';

/**
 * Per-address limits of the identity provider (issue 11 item 5): beside each account's defence
 * (the human check after 3 wrong passwords in a row, `lockout.ts`; issue 26 item 4),
 * one client address gets at most `limit` attempts of each limited operation per window, so
 * trying one password on many accounts (or signing up, asking for codes) from one address in
 * bulk is throttled. Counted in the database (`identity_address_hits`), so every instance behind a
 * load balancer counts the same attempts.
 *
 * Fixed windows of `windowMs` starting at multiples of it (UTC). One statement counts an attempt
 * (`insert … on conflict do update set hits = hits + 1 returning hits`); the first attempt of a
 * window for an address also deletes that address's rows of windows older than the previous one.
 */

/** The limited operations, each counted apart. */
export type AddressLimitBucket = 'signIn' | 'signUp' | 'forgotPassword' | 'resendCode';

/** What {@link AddressLimiter.hit} decided. */
export type AddressLimitDecision =
  | { allowed: true; hits: number }
  /** Over the limit; `retryAfterSeconds` until the window ends (at least 1). */
  | { allowed: false; hits: number; retryAfterSeconds: number };

/** Counts attempts per address (see the module's TSDoc). */
export type AddressLimiter = {
  /** Counts one attempt of `bucket` from `address` now and says whether it may go on. */
  hit(bucket: AddressLimitBucket, address: string): Promise<AddressLimitDecision>;
};

/**
 * @param deps.db - the database.
 * @param deps.limit - attempts allowed per window (`IDENTITY_ADDRESS_LIMIT`).
 * @param deps.windowMs - the window, ms.
 * @param deps.now - the clock (tests move it).
 */
export function createAddressLimiter(deps: {
  db: Db;
  limit: number;
  windowMs: number;
  now: () => Date;
}): AddressLimiter {
  return {
    async hit(bucket, address) {
      const now = deps.now().getTime();
      const windowStart = new Date(Math.floor(now / deps.windowMs) * deps.windowMs);
      const [row] = await deps.db
        .insert(identityAddressHits)
        .values({ bucket, address, windowStart, hits: 1 })
        .onConflictDoUpdate({
          target: [
            identityAddressHits.bucket,
            identityAddressHits.address,
            identityAddressHits.windowStart,
          ],
          set: { hits: sql`${identityAddressHits.hits} + 1` },
        })
        .returning({ hits: identityAddressHits.hits });
      const hits = row?.hits ?? 1;
      if (hits === 1) {
        await deps.db
          .delete(identityAddressHits)
          .where(
            and(
              eq(identityAddressHits.address, address),
              lt(identityAddressHits.windowStart, new Date(windowStart.getTime() - deps.windowMs)),
            ),
          );
      }
      if (hits <= deps.limit) return { allowed: true, hits };
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil((windowStart.getTime() + deps.windowMs - now) / 1000),
      );
      return { allowed: false, hits, retryAfterSeconds };
    },
  };
}
