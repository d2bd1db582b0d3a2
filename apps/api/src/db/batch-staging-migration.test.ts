import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { batchStatuses } from '@liqui/domain';
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
import { invoiceBatches } from './schema.js';

/**
 * The batch staging (issue 24 item 2) is added by migration `0018_invoice_batch_staging` over
 * databases that already hold batches whose rows were queued at upload: those batches become
 * CONFIRMADO with the count and the sum of their invoices, and from then on a batch's status and
 * its confirmed figures are held together by the database. It runs on PGlite and on PostgreSQL
 * (`npm run test:pg`).
 */

type Rows<T> = { rows: T[] };

async function rowsOf<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as Rows<T>).rows;
}

const stagingTag = '0018_invoice_batch_staging';

/** A copy of the migrations folder whose journal stops before the staging migration. */
function migrationsBeforeStaging(): { folder: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'liqui-migrations-'));
  const folder = join(root, 'drizzle');
  cpSync(locateMigrationsFolder(), folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const staging = journal.entries.find((entry) => entry.tag === stagingTag);
  if (!staging) throw new Error(`${stagingTag} is not in the journal`);
  journal.entries = journal.entries.filter((entry) => entry.idx < staging.idx);
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

function insertBatch(batchId: string, extra = sql``) {
  return sql`insert into invoice_batches (batch_id, company_user_id, company_cuit, created_by, mes,
      fecha_creacion, fecha_inicio, fecha_fin, tipo_responsable, razon_social_cliente, created_at ${extra})
    values (${batchId}, 'company-1', '30710916574', 'company-1', 'Noviembre 2026', '2026-11-20',
      '2026-11-01', '2026-11-20', 'iva-responsable-inscripto', 'Empresa Demo S.A.', now()`;
}

function insertInvoice(id: string, batchId: string, fila: number, cents: number) {
  return sql`insert into invoices (invoice_id, user_id, batch_id, batch_fila, estado, fecha,
      tipo_de_comprobante, punto_venta, user_cuit, tipo_responsable, tipo_documento, nro_documento,
      forma_de_pago, moneda, concepto, items, importe_total_cents, created_at, updated_at)
    values (${id}, 'user-1', ${batchId}, ${fila}, 'EMITTED', '2026-11-20', 11, 1, '20111111112',
      'iva-responsable-inscripto', 80, '30710916574', 'contado', 'PES', 2, '[]'::jsonb, ${cents},
      now(), now())`;
}

describe('the batch staging migration (issue 24 item 2)', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase('empty');
  });
  afterAll(() => database?.close());

  it('marks the batches queued at upload CONFIRMADO with the count and sum of their invoices', {
    timeout: 90_000,
  }, async () => {
    const before = migrationsBeforeStaging();
    try {
      await migrateWith(database, before.folder);
    } finally {
      before.remove();
    }
    await database.db.execute(
      sql`insert into users (user_id, username, email) values ('company-1', 'empresa@liqui.test', 'empresa@liqui.test')`,
    );
    await database.db.execute(
      sql`insert into companies (user_id, cuit, razon_social) values ('company-1', '30710916574', 'Empresa Demo S.A.')`,
    );
    await database.db.execute(sql`${insertBatch('1795000000')})`);
    await database.db.execute(sql`${insertBatch('1795000001')})`);
    await database.db.execute(insertInvoice('a-1', '1795000000', 1, 1_500_000));
    await database.db.execute(insertInvoice('a-2', '1795000000', 2, 123_456));

    await migrateDatabase(database);

    const batches = await rowsOf<{
      batch_id: string;
      estado: string;
      facturas_confirmadas: number;
      importe_confirmado_cents: string | number;
    }>(
      database,
      sql`select batch_id, estado, facturas_confirmadas, importe_confirmado_cents from invoice_batches order by batch_id`,
    );
    expect(
      batches.map((row) => ({
        ...row,
        importe_confirmado_cents: Number(row.importe_confirmado_cents),
      })),
    ).toEqual([
      {
        batch_id: '1795000000',
        estado: 'CONFIRMADO',
        facturas_confirmadas: 2,
        importe_confirmado_cents: 1_623_456,
      },
      {
        batch_id: '1795000001',
        estado: 'CONFIRMADO',
        facturas_confirmadas: 0,
        importe_confirmado_cents: 0,
      },
    ]);
  });

  it('holds a status of the domain’s list, given by the writer, with the confirmed figures exactly when CONFIRMADO', async () => {
    expect(invoiceBatches.estado.enumValues).toEqual([...batchStatuses]);
    // No default: the server writes every new batch's status itself.
    await expect(database.db.execute(sql`${insertBatch('1795000002')})`)).rejects.toThrow();
    await database.db.execute(sql`${insertBatch('1795000003', sql`, estado`)}, 'CARGANDO')`);
    await expect(
      database.db.execute(sql`${insertBatch('1795000004', sql`, estado`)}, 'EMITIDO')`),
    ).rejects.toThrow();
    await expect(
      database.db.execute(sql`${insertBatch('1795000005', sql`, estado`)}, 'CONFIRMADO')`),
    ).rejects.toThrow();
    await expect(
      database.db.execute(
        sql`update invoice_batches set facturas_confirmadas = 1, importe_confirmado_cents = 100 where batch_id = '1795000003'`,
      ),
    ).rejects.toThrow();
  });

  it('keeps a staged row accepted only with its issuer, series, date, total and invoice, and refused without them', async () => {
    const stage = (fila: number, outcome: string, accepted: boolean) =>
      database.db.execute(sql`insert into invoice_batch_rows (batch_id, fila, cells, outcome, mensajes,
          issuer_user_id, issuer_cuit, punto_venta, tipo_de_comprobante, fecha, importe_total_cents,
          invoice, invoice_id, created_at)
        values ('1795000003', ${fila}, '{}'::jsonb, ${outcome}, '[]'::jsonb,
          ${accepted ? 'user-1' : null}, ${accepted ? '20111111112' : null}, ${accepted ? 1 : null},
          ${accepted ? 11 : null}, ${accepted ? '2026-11-20' : null}, ${accepted ? 100 : null},
          ${accepted ? '{}' : null}::jsonb, ${accepted ? 'invoice-1' : null}, now())`);
    await stage(1, 'accepted', true);
    await stage(2, 'refused', false);
    await expect(stage(3, 'accepted', false)).rejects.toThrow();
    await expect(stage(4, 'refused', true)).rejects.toThrow();
    await expect(stage(5, 'queued', false)).rejects.toThrow();
    await expect(stage(1, 'refused', false)).rejects.toThrow();
  });
});
