import { defineConfig } from 'drizzle-kit';

/**
 * drizzle-kit: generates SQL migrations from `src/db/schema/*.ts` (one file per area) into `drizzle/`
 * (`npm run db:generate -w @liqui/api -- --name <what-changed>`). The migrations run unchanged on
 * PGlite and PostgreSQL 15 and are applied at start by `src/db/prepare.ts`.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
