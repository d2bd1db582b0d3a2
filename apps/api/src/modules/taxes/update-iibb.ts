import type { IibbRow } from '@liqui/domain';
import { and, eq } from 'drizzle-orm';
import { iibbRows } from '../../db/schema.js';
import type { Principal } from '../../principal.js';
import { toIibb, toMoney } from './rows.js';
import {
  type AuditedChangeDeps,
  notFoundMessages,
  saveAuditedChange,
} from './save-audited-change.js';

/**
 * `PUT /taxes/iibb` (contract `updateIibb`; Spec 01 §2.13, §7; admin): saves the `monto` (ARS, at
 * most 2 decimals) and `vencimiento` of the IIBB row picked by `provincia` and `categoria`,
 * audited (`save-audited-change.ts`, key `provincia/categoria`).
 *
 * @returns the saved row.
 * @throws ServiceError `not_found` 'No existe una fila de IIBB para esa provincia y categoría'.
 */
export async function updateIibb(
  deps: AuditedChangeDeps,
  input: { actor: Principal; row: IibbRow },
): Promise<IibbRow> {
  const { row } = input;
  const where = and(eq(iibbRows.provincia, row.provincia), eq(iibbRows.categoria, row.categoria));
  const saved = await saveAuditedChange(deps, {
    actor: input.actor,
    table: 'iibb_rows',
    schemaTable: iibbRows,
    rowKey: `${row.provincia}/${row.categoria}`,
    notFoundMessage: notFoundMessages.iibb,
    read: async (tx) => (await tx.select().from(iibbRows).where(where).for('update'))[0],
    write: async (tx) =>
      (
        await tx
          .update(iibbRows)
          .set({ monto: toMoney(row.monto), vencimiento: row.vencimiento })
          .where(where)
          .returning()
      )[0],
  });
  return toIibb(saved);
}
