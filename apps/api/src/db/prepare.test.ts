import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.js';
import type { Database } from './client.js';
import { migrateDatabase, prepareDatabase } from './prepare.js';
import { monotributoCategories } from './schema.js';

const referenceTables = [
  'afip_codes',
  'afip_emission_leases',
  'afip_tickets',
  'audit_log',
  'companies',
  'company_code_attempts',
  'company_code_passes',
  'dc_candidates',
  'dc_companies',
  'dc_document_events',
  'dc_document_types',
  'dc_documents',
  'dc_staff_companies',
  'due_dates',
  'human_check_uses',
  'identity_address_hits',
  'identity_auth_sessions',
  'identity_codes',
  'identity_refresh_tokens',
  'identity_users',
  'iibb_rows',
  'invoice_batch_rows',
  'invoice_batch_zips',
  'invoice_batches',
  'invoices',
  'mail_outbox',
  'mercadopago_webhook_events',
  'meta',
  'monotributo_categories',
  'other_taxes',
  'plan_payments',
  'plans',
  'relationships',
  'server_secrets',
  'user_daily_billing',
  'users',
];

async function tableNames(database: Database): Promise<string[]> {
  // Both drivers answer `execute` with `{ rows }` (node-postgres QueryResult, PGlite Results).
  const result = (await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  return result.rows.map((row) => row.table_name);
}

describe('migrations', () => {
  it('apply on a fresh database, and a second run changes nothing', async () => {
    const database = await createTestDatabase('empty');
    try {
      expect(await tableNames(database)).toEqual([]);
      await migrateDatabase(database);
      expect(await tableNames(database)).toEqual(referenceTables);
      await migrateDatabase(database);
      expect(await tableNames(database)).toEqual(referenceTables);
      await expect(
        database.db.execute(sql`insert into due_dates (mes, fecha) values (13, '2026-01-20')`),
      ).rejects.toThrow();
    } finally {
      await database.close();
    }
  });
});

describe('concurrent migrations', () => {
  it('two migrations of one fresh database started at once both succeed, applying each migration once', async () => {
    const database = await createTestDatabase('empty');
    try {
      await Promise.all([migrateDatabase(database), migrateDatabase(database)]);
      expect(await tableNames(database)).toEqual(referenceTables);
      const applied = (await database.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { n: number }[] };
      const journal = (await import('../../drizzle/meta/_journal.json', { with: { type: 'json' } }))
        .default as { entries: unknown[] };
      expect(applied.rows[0]?.n).toBe(journal.entries.length);
    } finally {
      await database.close();
    }
  });
});

describe('prepareDatabase with PGlite in a folder', () => {
  const folder = mkdtempSync(join(tmpdir(), 'liqui-api-prepare-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('creates missing parent folders, migrates and seeds on the first start only', async () => {
    const dataDir = join(folder, 'nested', 'deeper', 'db');
    const first = await prepareDatabase({ database: { kind: 'pglite', dataDir } });
    expect(first.kind).toBe('pglite');
    expect(first.wasSeeded).toBe(true);
    await first.close();

    const second = await prepareDatabase({ database: { kind: 'pglite', dataDir } });
    try {
      expect(second.wasSeeded).toBe(false);
      const [categories] = await second.db.select({ total: count() }).from(monotributoCategories);
      expect(categories?.total).toBe(11);
      expect(await second.ping()).toBe(true);
    } finally {
      await second.close();
    }
    expect(await second.ping()).toBe(false);
    // Two cold starts of a PGlite folder (each migrates or checks every migration): ~20 s on
    // a busy 2-core machine, more while turbo runs the other workspaces' tasks beside it.
  }, 120_000);
});
