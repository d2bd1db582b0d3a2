import type { MonotributoCategory } from '@liqui/domain';
import { eq } from 'drizzle-orm';
import { monotributoCategories } from '../../db/schema.js';
import type { Principal } from '../../principal.js';
import { porcentajeOsDecimals, toCategory, toMoney } from './rows.js';
import {
  type AuditedChangeDeps,
  notFoundMessages,
  saveAuditedChange,
} from './save-audited-change.js';

/**
 * `PUT /taxes/monotributos` (contract `updateMonotributo`; Spec 01 §2.11, §7; admin): saves the
 * category row picked by `categoria` (amounts in ARS with at most 2 decimals, `porcentaje_os`
 * with up to 6), audited (`save-audited-change.ts`).
 *
 * @returns the saved row.
 * @throws ServiceError `not_found` 'La categoría no existe'.
 */
export async function updateMonotributo(
  deps: AuditedChangeDeps,
  input: { actor: Principal; row: MonotributoCategory },
): Promise<MonotributoCategory> {
  const { row } = input;
  const where = eq(monotributoCategories.categoria, row.categoria);
  const saved = await saveAuditedChange(deps, {
    actor: input.actor,
    table: 'monotributo_categories',
    schemaTable: monotributoCategories,
    rowKey: row.categoria,
    notFoundMessage: notFoundMessages.categoria,
    read: async (tx) =>
      (await tx.select().from(monotributoCategories).where(where).for('update'))[0],
    write: async (tx) =>
      (
        await tx
          .update(monotributoCategories)
          .set({
            montoFacturacionMaximo: toMoney(row.monto_facturacion_maximo),
            impuestoBienes: toMoney(row.impuesto_bienes),
            impuestoServicios: toMoney(row.impuesto_servicios),
            aportesSipa: toMoney(row.aportes_sipa),
            porcentajeOs: row.porcentaje_os.toFixed(porcentajeOsDecimals),
          })
          .where(where)
          .returning()
      )[0],
  });
  return toCategory(saved);
}
