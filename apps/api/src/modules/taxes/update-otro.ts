import type { OtherTax } from '@liqui/domain';
import { eq } from 'drizzle-orm';
import { otherTaxes } from '../../db/schema.js';
import type { Principal } from '../../principal.js';
import { toMoney, toNumber } from './rows.js';
import {
  type AuditedChangeDeps,
  notFoundMessages,
  saveAuditedChange,
} from './save-audited-change.js';

/**
 * `PUT /taxes/otros` (contract `updateOtro`; Spec 01 §2.11, §7; admin): saves the `valor` (ARS,
 * at most 2 decimals) of the other-tax row picked by `nombre`, audited
 * (`save-audited-change.ts`).
 *
 * @returns the saved row.
 * @throws ServiceError `not_found` 'El impuesto no existe'.
 */
export async function updateOtro(
  deps: AuditedChangeDeps,
  input: { actor: Principal; row: OtherTax },
): Promise<OtherTax> {
  const { row } = input;
  const where = eq(otherTaxes.nombre, row.nombre);
  const saved = await saveAuditedChange(deps, {
    actor: input.actor,
    table: 'other_taxes',
    schemaTable: otherTaxes,
    rowKey: row.nombre,
    notFoundMessage: notFoundMessages.nombre,
    read: async (tx) => (await tx.select().from(otherTaxes).where(where).for('update'))[0],
    write: async (tx) =>
      (
        await tx
          .update(otherTaxes)
          .set({ valor: toMoney(row.valor) })
          .where(where)
          .returning()
      )[0],
  });
  return { nombre: saved.nombre, valor: toNumber(saved.valor) };
}
