import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { invoiceStatuses } from '@liqui/domain';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.js';
import { locateMigrationsFolder } from './assets.js';
import type { Database, Schema } from './client.js';
import { migrateDatabase } from './prepare.js';
import { invoiceEmissionStateEnum, invoiceStatusEnum } from './schema.js';

/**
 * `invoices.estado` and `invoices.emission_state` are PostgreSQL enums (issue 10), created by
 * migration 0004 over a table that already holds invoices: it runs on PGlite and on PostgreSQL
 * (`npm run test:pg`), and keeps every row.
 */

type Rows<T> = { rows: T[] };

async function rowsOf<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as Rows<T>).rows;
}

/** A copy of the migrations folder whose journal stops after migration `lastIdx`. */
function migrationsUpTo(lastIdx: number): { folder: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'liqui-migrations-'));
  const folder = join(root, 'drizzle');
  cpSync(locateMigrationsFolder(), folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= lastIdx);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, remove: () => rmSync(root, { recursive: true, force: true }) };
}

async function migrateWith(database: Database, migrationsFolder: string): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
  } else {
    await migratePostgres(database.db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
  }
}

function insertInvoice(
  id: string,
  estado: string,
  emissionState: string | null,
  nro: number | null,
) {
  return sql`insert into invoices (invoice_id, user_id, estado, fecha, tipo_de_comprobante, punto_venta,
      nro_de_comprobante, user_cuit, tipo_responsable, tipo_documento, nro_documento, forma_de_pago,
      moneda, concepto, items, importe_total_cents, emission_state, created_at, updated_at)
    values (${id}, 'user-1', ${estado}, '2026-11-20', 11, 1, ${nro}, '20111111112',
      'consumidor-final', 99, '0', 'contado', 'PES', 1, '[]'::jsonb, 12345, ${emissionState},
      now(), now())`;
}

describe('the invoice status enums', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase('empty');
  });
  afterAll(() => database?.close());

  // Runs every migration twice over on an empty database: give it room on a loaded runner.
  it('are created by a migration over existing invoices, which keep their values', {
    timeout: 90_000,
  }, async () => {
    const before = migrationsUpTo(3);
    try {
      await migrateWith(database, before.folder);
    } finally {
      before.remove();
    }
    await database.db.execute(insertInvoice('draft', 'DRAFT', null, null));
    await database.db.execute(insertInvoice('requesting', 'QUEUED', 'REQUESTING', 7));
    await database.db.execute(insertInvoice('emitted', 'EMITTED', 'DONE', 6));
    const [typeBefore] = await rowsOf<{ udt_name: string }>(
      database,
      sql`select udt_name from information_schema.columns where table_name = 'invoices' and column_name = 'estado'`,
    );
    expect(typeBefore?.udt_name).toBe('text');

    await migrateDatabase(database);

    const columns = await rowsOf<{ column_name: string; udt_name: string }>(
      database,
      sql`select column_name, udt_name from information_schema.columns where table_name = 'invoices' and column_name in ('estado', 'emission_state') order by column_name`,
    );
    expect(columns).toEqual([
      { column_name: 'emission_state', udt_name: 'invoice_emission_state' },
      { column_name: 'estado', udt_name: 'invoice_status' },
    ]);
    const rows = await rowsOf<{
      invoice_id: string;
      estado: string;
      emission_state: string | null;
    }>(
      database,
      sql`select invoice_id, estado::text as estado, emission_state::text as emission_state from invoices order by invoice_id`,
    );
    expect(rows).toEqual([
      { invoice_id: 'draft', estado: 'DRAFT', emission_state: null },
      { invoice_id: 'emitted', estado: 'EMITTED', emission_state: 'DONE' },
      { invoice_id: 'requesting', estado: 'QUEUED', emission_state: 'REQUESTING' },
    ]);
  });

  it("hold exactly the domain's invoice statuses and the emission job's states, in order", async () => {
    const labels = async (type: string) =>
      (
        await rowsOf<{ label: string }>(
          database,
          sql`select e.enumlabel as label from pg_enum e join pg_type t on t.oid = e.enumtypid where t.typname = ${type} order by e.enumsortorder`,
        )
      ).map((row) => row.label);
    expect(await labels('invoice_status')).toEqual([...invoiceStatuses]);
    expect(invoiceStatusEnum.enumValues).toEqual([...invoiceStatuses]);
    expect(await labels('invoice_emission_state')).toEqual(['REQUESTING', 'DONE']);
    expect(invoiceEmissionStateEnum.enumValues).toEqual(['REQUESTING', 'DONE']);
  });

  it('refuse a status or an emission state outside the lists', async () => {
    await expect(
      database.db.execute(insertInvoice('bogus-status', 'SENT', null, null)),
    ).rejects.toThrow();
    await expect(
      database.db.execute(insertInvoice('bogus-state', 'QUEUED', 'WAITING', null)),
    ).rejects.toThrow();
  });
});
