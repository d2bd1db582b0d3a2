import type {
  DueDate,
  IibbRow,
  MonotributoCategory,
  MonotributoResponse,
  OtherTax,
  Plan,
  PlanUpdate,
} from '@liqui/domain';
import type { Database } from '../../db/client.js';
import type { Principal } from '../../principal.js';
import { getIibb } from './get-iibb.js';
import { getMonotributos } from './get-monotributos.js';
import { getOtros } from './get-otros.js';
import { getPlan } from './get-plan.js';
import { getPlanes } from './get-planes.js';
import type { AuditedChangeDeps } from './save-audited-change.js';
import { createTaxTables } from './tax-tables.js';
import { updateIibb } from './update-iibb.js';
import { updateMonotributo } from './update-monotributo.js';
import { updateOtro } from './update-otro.js';
import { updatePlan } from './update-plan.js';
import { updateVencimiento } from './update-vencimiento.js';

/** The 404 messages of the writes, where the module's tests have always read them. */
export { notFoundMessages } from './save-audited-change.js';

/**
 * The tax reference tables and plans (Spec 01 §2.11–2.13, §7; Spec 02 §7, §9): read by any
 * signed-in user, written by the admin. One file per call (see `README.md`); each method below
 * runs the use case of the same name.
 */
export type TaxesService = {
  /**
   * Calls `listener` after every change this service saves (committed), whatever the table: the
   * dashboard drops the tax tables it holds in memory (`dashboard.service.ts`). Changes saved by
   * another process are not seen here.
   *
   * @returns a function that stops the calls.
   */
  onChange(listener: () => void): () => void;
  /** `GET /taxes/monotributos` (`get-monotributos.ts`). */
  getMonotributos(): Promise<MonotributoResponse>;
  /** `GET /taxes/otros` (`get-otros.ts`). */
  getOtros(): Promise<OtherTax[]>;
  /** `GET /taxes/planes` (`get-planes.ts`). */
  getPlanes(): Promise<Plan[]>;
  /** `GET /taxes/planes/{planId}` (`get-plan.ts`). */
  getPlan(planId: string): Promise<Plan>;
  /** `GET /taxes/iibb` (`get-iibb.ts`). */
  getIibb(principal: Principal): Promise<IibbRow[]>;
  /** `PUT /taxes/monotributos` (`update-monotributo.ts`). */
  updateMonotributo(actor: Principal, row: MonotributoCategory): Promise<MonotributoCategory>;
  /** `PUT /taxes/vencimientos` (`update-vencimiento.ts`). */
  updateVencimiento(actor: Principal, row: DueDate): Promise<DueDate>;
  /** `PUT /taxes/otros` (`update-otro.ts`). */
  updateOtro(actor: Principal, row: OtherTax): Promise<OtherTax>;
  /** `PUT /taxes/planes/{planId}` (`update-plan.ts`). */
  updatePlan(actor: Principal, planId: string, update: PlanUpdate): Promise<Plan>;
  /** `PUT /taxes/iibb` (`update-iibb.ts`). */
  updateIibb(actor: Principal, row: IibbRow): Promise<IibbRow>;
};

/**
 * The taxes service over `database`: one copy of the tables in memory (`tax-tables.ts`) and the
 * listeners of {@link TaxesService.onChange}, shared by its use cases.
 *
 * @param deps.database - the open, migrated database.
 * @param deps.now - the clock of the audit rows. @default () => new Date()
 */
export function createTaxesService(deps: { database: Database; now?: () => Date }): TaxesService {
  const { db } = deps.database;
  /** Who is told of every saved change (see {@link TaxesService.onChange}). */
  const changeListeners = new Set<() => void>();
  const read = { db, tables: createTaxTables({ db }) };
  const write: AuditedChangeDeps = {
    db,
    now: deps.now ?? (() => new Date()),
    committed: () => {
      for (const listener of changeListeners) listener();
    },
  };
  return {
    onChange(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    getMonotributos: () => getMonotributos(read),
    getOtros: () => getOtros(read),
    getPlanes: () => getPlanes(read),
    getPlan: (planId) => getPlan(read, { planId }),
    getIibb: (principal) => getIibb(read, { principal }),
    updateMonotributo: (actor, row) => updateMonotributo(write, { actor, row }),
    updateVencimiento: (actor, row) => updateVencimiento(write, { actor, row }),
    updateOtro: (actor, row) => updateOtro(write, { actor, row }),
    updatePlan: (actor, planId, update) => updatePlan(write, { actor, planId, update }),
    updateIibb: (actor, row) => updateIibb(write, { actor, row }),
  };
}
