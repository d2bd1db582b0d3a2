import type { DueDate } from '@liqui/domain';
import { eq } from 'drizzle-orm';
import { dueDates } from '../../db/schema.js';
import type { Principal } from '../../principal.js';
import {
  type AuditedChangeDeps,
  notFoundMessages,
  saveAuditedChange,
} from './save-audited-change.js';

/**
 * `PUT /taxes/vencimientos` (contract `updateVencimiento`; Spec 01 §2.11, §7; admin): saves the
 * due date (`fecha`, `YYYY-MM-DD`) of month `mes` (1–12), audited (`save-audited-change.ts`).
 *
 * @returns the saved row.
 * @throws ServiceError `not_found` 'El mes no existe en la tabla de vencimientos'.
 */
export async function updateVencimiento(
  deps: AuditedChangeDeps,
  input: { actor: Principal; row: DueDate },
): Promise<DueDate> {
  const { row } = input;
  const where = eq(dueDates.mes, row.mes);
  const saved = await saveAuditedChange(deps, {
    actor: input.actor,
    table: 'due_dates',
    schemaTable: dueDates,
    rowKey: String(row.mes),
    notFoundMessage: notFoundMessages.mes,
    read: async (tx) => (await tx.select().from(dueDates).where(where).for('update'))[0],
    write: async (tx) =>
      (await tx.update(dueDates).set({ fecha: row.fecha }).where(where).returning())[0],
  });
  return { mes: saved.mes, fecha: saved.fecha };
}
