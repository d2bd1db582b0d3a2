import type { AuditedTable } from '@liqui/api-client';
import type {
  DueDate,
  IibbRow,
  MonotributoCategory,
  MonotributoResponse,
  OtherTax,
  Plan,
  PlanMedio,
  PlanUpdate,
} from '@liqui/domain';
import { checkReadOnlyFields, messages, planReadOnlyFields, validatePlanTerm } from '@liqui/domain';
import { and, asc, count, eq, max } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.js';
import {
  auditLog,
  dueDates,
  iibbRows,
  monotributoCategories,
  otherTaxes,
  plans,
  users,
} from '../../db/schema.js';
import { hasAnyGroup, type Principal } from '../../principal.js';
import { invalid, notFound } from '../../service-error.js';
import { recordChange, storedValues } from '../audit/audit.service.js';

/**
 * The tax reference tables and plans (Spec 01 §2.11–2.13, §3, §7; Spec 02 §7, §9): read by any
 * signed-in user, written by the admin. Storage: `db/schema/reference.ts` and `db/schema/plans.ts`
 * (money `numeric`, exact decimal strings); wire: the structs of `@liqui/domain` (money as JSON
 * numbers of ARS with at most 2 decimals, `Ars`).
 *
 * Every accepted write changes one row and inserts its audit row (`audit_log`, with the row before
 * and after) in ONE transaction; a refused write (400, 404) changes nothing and audits nothing.
 */

/**
 * The staff groups that read every IIBB row (a taxpayer reads only its own province's): admin
 * and the read-only operador (issue 14 item 3).
 */
export const iibbReaderGroups = ['admin', 'operador'] as const;

/** The Spanish 404 messages of a write whose key does not exist, by key (catalogue `taxes.*`). */
export const notFoundMessages = {
  categoria: messages['taxes.categoriaNotFound'],
  mes: messages['taxes.mesNotFound'],
  nombre: messages['taxes.nombreNotFound'],
  planId: messages['taxes.planNotFound'],
  iibb: messages['taxes.iibbNotFound'],
} as const;

/** Decimals `porcentaje_os` keeps (the column's scale; see `db/schema/reference.ts`). */
const porcentajeOsDecimals = 6;

type CategoryRow = typeof monotributoCategories.$inferSelect;
type PlanRow = typeof plans.$inferSelect;
type IibbDbRow = typeof iibbRows.$inferSelect;

/** Exact decimal string (`'12009410.45'`) → wire number (`12009410.45`). */
const toNumber = (value: string) => Number(value);
/** Wire amount (≤ 2 decimals, validated) → exact decimal string for a `numeric(…, 2)` column. */
const toMoney = (value: number) => value.toFixed(2);

function toCategory(row: CategoryRow): MonotributoCategory {
  return {
    categoria: row.categoria,
    monto_facturacion_maximo: toNumber(row.montoFacturacionMaximo),
    impuesto_bienes: toNumber(row.impuestoBienes),
    impuesto_servicios: toNumber(row.impuestoServicios),
    aportes_sipa: toNumber(row.aportesSipa),
    porcentaje_os: toNumber(row.porcentajeOs),
  };
}

function toPlan(row: PlanRow): Plan {
  return {
    planId: row.planId,
    plan: row.plan,
    costo: toNumber(row.costo),
    plazo: row.plazo,
    medio: row.medio as PlanMedio,
    tipo_plan: row.tipoPlan,
  };
}

function toIibb(row: IibbDbRow): IibbRow {
  return {
    provincia: row.provincia,
    categoria: row.categoria,
    monto: toNumber(row.monto),
    vencimiento: row.vencimiento,
  };
}

/**
 * The service's rule on a plan's term: a Tarjeta or Otros plan keeps a term its medio offers
 * (`validatePlanTerm` of @liqui/domain; Spec 02 §9).
 *
 * @throws ServiceError `validation` with `errors: [{ path: 'plazo', message }]` otherwise.
 */
export function checkPlanTerm(medio: PlanMedio, plazo: number): void {
  const result = validatePlanTerm({ medio, plazo });
  if (result.ok) return;
  throw invalid(result.errors.map(({ path, message }) => ({ path, message })));
}

/**
 * The service's rule on the plan fields `PUT /taxes/planes/{planId}` does not change: sent back
 * as the `GET` returned them they are ignored (`checkReadOnlyFields` of @liqui/domain; issue 10
 * item 9).
 *
 * @throws ServiceError `validation` with 'Este dato no se puede modificar' at each field whose
 *   value differs from the stored plan's.
 */
function checkEchoedPlanFields(update: PlanUpdate, stored: Plan): void {
  const result = checkReadOnlyFields({ sent: update, stored, fields: planReadOnlyFields });
  if (!result.ok) throw invalid(result.errors.map(({ path, message }) => ({ path, message })));
}

/** The reference tables as served, and the audit log's state (`rows:highest id`) they match. */
type ReferenceSnapshot = MonotributoResponse & {
  version: string;
  planes: Plan[];
  iibb: IibbRow[];
};

/** The taxes service (see {@link createTaxesService}). */
export type TaxesService = ReturnType<typeof createTaxesService>;

/**
 * The taxes service over `database`.
 *
 * @param deps.database - the open, migrated database.
 * @param deps.now - the clock of the audit rows. @default () => new Date()
 */
export function createTaxesService(deps: { database: Database; now?: () => Date }) {
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());
  /** Who is told of every saved change (see {@link onChange}). */
  const changeListeners = new Set<() => void>();

  /**
   * Calls `listener` after every change this service saves (committed), whatever the table: the
   * dashboard drops the tax tables it holds in memory (`dashboard.service.ts`). Changes saved by
   * another process are not seen here.
   *
   * @returns a function that stops the calls.
   */
  function onChange(listener: () => void): () => void {
    changeListeners.add(listener);
    return () => changeListeners.delete(listener);
  }

  /**
   * One audited write: in a transaction, reads the row FOR UPDATE (404 `message` when there is
   * none), writes it, and inserts the audit row with the stored values before and after; once
   * committed, tells the {@link onChange} listeners.
   */
  async function change<Row extends Record<string, unknown>>(
    actor: Principal,
    args: {
      table: AuditedTable;
      schemaTable: Parameters<typeof storedValues>[0];
      rowKey: string;
      notFoundMessage: string;
      read: (tx: Db) => Promise<Row | undefined>;
      check?: (current: Row) => void;
      write: (tx: Db) => Promise<Row | undefined>;
    },
  ): Promise<Row> {
    const saved = await db.transaction(async (tx) => {
      const before = await args.read(tx);
      if (!before) throw notFound(args.notFoundMessage);
      args.check?.(before);
      const after = await args.write(tx);
      if (!after) throw notFound(args.notFoundMessage);
      await recordChange(tx, {
        actor,
        at: now(),
        table: args.table,
        rowKey: args.rowKey,
        oldValues: storedValues(args.schemaTable, before),
        newValues: storedValues(args.schemaTable, after),
      });
      return after;
    });
    for (const listener of changeListeners) listener();
    return saved;
  }

  /** The tables as last read, with the audit log's state they were read at. */
  let snapshot: ReferenceSnapshot | undefined;
  /** The read in progress, shared by concurrent callers. */
  let loading: Promise<ReferenceSnapshot> | undefined;

  /**
   * The reference tables from memory (issue 11 item 3: "the tax tables are served from memory …
   * and revalidated on write"). Every accepted write inserts an audit row in its own transaction
   * ({@link change}), so the audit log's row count and highest id change with every committed
   * write, whichever instance made it; one cheap aggregate per read tells whether the copy in
   * memory is still current, and the tables are read again only when it is not. (The count
   * matters besides the highest id: ids are taken at insert, so two writes may commit out of id
   * order.) Writes that bypass the service (the first-start seed) happen before it serves.
   */
  async function currentSnapshot(): Promise<ReferenceSnapshot> {
    const [state] = await db.select({ rows: count(), highest: max(auditLog.id) }).from(auditLog);
    const version = `${state?.rows ?? 0}:${state?.highest ?? 0}`;
    if (snapshot?.version === version) return snapshot;
    if (!loading) {
      loading = readSnapshot(version).finally(() => {
        loading = undefined;
      });
    }
    const read = await loading;
    if (read.version !== version) return currentSnapshot();
    snapshot = read;
    return read;
  }

  async function readSnapshot(version: string): Promise<ReferenceSnapshot> {
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

  /** `GET /taxes/monotributos`: categories by letter, due dates by month, other taxes by name. */
  async function getMonotributos(): Promise<MonotributoResponse> {
    const { monotributos, vencimientos, otros } = await currentSnapshot();
    return { monotributos, vencimientos, otros };
  }

  /** `GET /taxes/otros`: the other-tax rows by name. */
  async function getOtros(): Promise<OtherTax[]> {
    return (await currentSnapshot()).otros;
  }

  /** `GET /taxes/planes`: every plan, in the catalogue's order (`position`). */
  async function getPlanes(): Promise<Plan[]> {
    return (await currentSnapshot()).planes;
  }

  /**
   * `GET /taxes/planes/{planId}`.
   *
   * @throws ServiceError `not_found` 'El plan no existe'.
   */
  async function getPlan(planId: string): Promise<Plan> {
    const plan = (await currentSnapshot()).planes.find((row) => row.planId === planId);
    if (!plan) throw notFound(notFoundMessages.planId);
    return plan;
  }

  /**
   * `GET /taxes/iibb`: every row for staff in {@link iibbReaderGroups}; for anyone else only the
   * rows of the province of its user record (`users.provincia`), none when it has no record or no
   * province. Ordered by province, then category.
   */
  async function getIibb(principal: Principal): Promise<IibbRow[]> {
    const { iibb } = await currentSnapshot();
    if (hasAnyGroup(principal, iibbReaderGroups)) return iibb;
    const [record] = await db
      .select({ provincia: users.provincia })
      .from(users)
      .where(eq(users.userId, principal.userId))
      .limit(1);
    if (!record?.provincia) return [];
    return iibb.filter((row) => row.provincia === record.provincia);
  }

  /**
   * `PUT /taxes/monotributos`: saves the category row picked by `categoria`.
   *
   * @returns the saved row.
   * @throws ServiceError `not_found` 'La categoría no existe'.
   */
  async function updateMonotributo(
    actor: Principal,
    row: MonotributoCategory,
  ): Promise<MonotributoCategory> {
    const where = eq(monotributoCategories.categoria, row.categoria);
    const saved = await change(actor, {
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

  /**
   * `PUT /taxes/vencimientos`: saves the due date of `mes`.
   *
   * @returns the saved row.
   * @throws ServiceError `not_found` 'El mes no existe en la tabla de vencimientos'.
   */
  async function updateVencimiento(actor: Principal, row: DueDate): Promise<DueDate> {
    const where = eq(dueDates.mes, row.mes);
    const saved = await change(actor, {
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

  /**
   * `PUT /taxes/otros`: saves the other-tax row picked by `nombre`.
   *
   * @returns the saved row.
   * @throws ServiceError `not_found` 'El impuesto no existe'.
   */
  async function updateOtro(actor: Principal, row: OtherTax): Promise<OtherTax> {
    const where = eq(otherTaxes.nombre, row.nombre);
    const saved = await change(actor, {
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

  /**
   * `PUT /taxes/planes/{planId}`: saves a plan's `costo` and `plazo` (`medio`, `plan`, `tipo_plan`
   * are read-only).
   *
   * @returns the saved plan.
   * @throws ServiceError `not_found` 'El plan no existe'; `validation` (path `plazo`) when a Tarjeta or
   *   Otros plan gets a term its medio does not offer ({@link checkPlanTerm}).
   */
  async function updatePlan(actor: Principal, planId: string, update: PlanUpdate): Promise<Plan> {
    const where = eq(plans.planId, planId);
    const saved = await change(actor, {
      table: 'plans',
      schemaTable: plans,
      rowKey: planId,
      notFoundMessage: notFoundMessages.planId,
      read: async (tx) => (await tx.select().from(plans).where(where).for('update'))[0],
      check: (current) => {
        checkEchoedPlanFields(update, toPlan(current));
        checkPlanTerm(current.medio as PlanMedio, update.plazo);
      },
      write: async (tx) =>
        (
          await tx
            .update(plans)
            .set({ costo: toMoney(update.costo), plazo: update.plazo })
            .where(where)
            .returning()
        )[0],
    });
    return toPlan(saved);
  }

  /**
   * `PUT /taxes/iibb`: saves the IIBB row picked by `provincia` and `categoria`.
   *
   * @returns the saved row.
   * @throws ServiceError `not_found` 'No existe una fila de IIBB para esa provincia y categoría'.
   */
  async function updateIibb(actor: Principal, row: IibbRow): Promise<IibbRow> {
    const where = and(eq(iibbRows.provincia, row.provincia), eq(iibbRows.categoria, row.categoria));
    const saved = await change(actor, {
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

  return {
    onChange,
    getMonotributos,
    getOtros,
    getPlanes,
    getPlan,
    getIibb,
    updateMonotributo,
    updateVencimiento,
    updateOtro,
    updatePlan,
    updateIibb,
  };
}
