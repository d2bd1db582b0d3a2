import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The secrets every instance of the server must share (issue 11 item 12: "keep every secret that
 * instances must share in the database, encrypted with `LIQUI_SECRET_KEY`"): the identity
 * provider's signing keys and the root its other secrets are derived from. Each value is
 * AES-256-GCM ciphertext (`secrets/secret-box.ts`); a copy of the database alone reveals none.
 */
export const serverSecrets = pgTable('server_secrets', {
  /** What the secret is: `identity.signing-keys`, `identity.root`. */
  name: text('name').primaryKey(),
  /** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});
