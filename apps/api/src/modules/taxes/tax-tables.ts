import type { IibbRow, MonotributoResponse, Plan } from '@liqui/domain';
import { asc, count, max } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  auditLog,
  dueDates,
  iibbRows,
  monotributoCategories,
  otherTaxes,
  plans,
} from '../../db/schema.js';
import { toCategory, toIibb, toNumber, toPlan } from './rows.js';

/** The reference tables as served, and the audit log's state (`rows:highest id`) they match. */
export type TaxTablesSnapshot = MonotributoResponse & {
  version: string;
  planes: Plan[];
  iibb: IibbRow[];
};

/** The reference tables held in memory by one service (see {@link createTaxTables}). */
export type TaxTables = {
  /** The tables as they are now: from memory, read again when a write changed them. */
  current(): Promise<TaxTablesSnapshot>;
};

/**
 * The reference tables from memory (issue 11 item 3: "the tax tables are served from memory …
 * and revalidated on write"). Every accepted write inserts an audit row in its own transaction
 * (`save-audited-change.ts`), so the audit log's row count and highest id change with every
 * committed write, whichever instance made it; one cheap aggregate per read tells whether the
 * copy in memory is still current, and the tables are read again only when it is not. (The count
 * matters besides the highest id: ids are taken at insert, so two writes may commit out of id
 * order.) Writes that bypass the service (the first-start seed) happen before it serves.
 * Concurrent callers share one read in progress.
 *
 * Order: categories by letter, due dates by month, other taxes by name, plans by `position` then
 * id, IIBB rows by province then category.
 */
export function createTaxTables(deps: { db: Db }): TaxTables {
  const { db } = deps;
  /** The tables as last read, with the audit log's state they were read at. */
  let snapshot: TaxTablesSnapshot | undefined;
  /** The read in progress, shared by concurrent callers. */
  let loading: Promise<TaxTablesSnapshot> | undefined;

  async function readSnapshot(version: string): Promise<TaxTablesSnapshot> {
    const [categories, dates, others, planRows, iibb] = await Promise.all([
      db.select().from(monotributoCategories).orderBy(asc(monotributoCategories.categoria)),
      db.select().from(dueDates).orderBy(asc(dueDates.mes)),
      db.select().from(otherTaxes).orderBy(asc(otherTaxes.nombre)),
      db.select().from(plans).orderBy(asc(plans.position), asc(plans.planId)),
      db.select().from(iibbRows).orderBy(asc(iibbRows.provincia), asc(iibbRows.categoria)),
    ]);
    return {
      version,
      monotributos: categories.map(toCategory),
      vencimientos: dates.map((row) => ({ mes: row.mes, fecha: row.fecha })),
      otros: others.map((row) => ({ nombre: row.nombre, valor: toNumber(row.valor) })),
      planes: planRows.map(toPlan),
      iibb: iibb.map(toIibb),
    };
  }

  async function current(): Promise<TaxTablesSnapshot> {
    const [state] = await db.select({ rows: count(), highest: max(auditLog.id) }).from(auditLog);
    const version = `${state?.rows ?? 0}:${state?.highest ?? 0}`;
    if (snapshot?.version === version) return snapshot;
    if (!loading) {
      loading = readSnapshot(version).finally(() => {
        loading = undefined;
      });
    }
    const read = await loading;
    if (read.version !== version) return current();
    snapshot = read;
    return read;
  }

  return { current };
}

/** What a read of the tables needs: the service's {@link TaxTables}. */
export type TaxTablesDeps = { tables: TaxTables };
