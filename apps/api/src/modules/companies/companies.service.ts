import {
  argentineDateOf,
  type Company,
  companyCodePlanName,
  messages,
  NO_COMPANY_CODE,
  type Relationship,
  type TipoResponsable,
} from '@liqui/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  companies,
  companyCodeAttempts,
  companyCodePasses,
  plans,
  relationships,
} from '../../db/schema.js';
import { hasAnyGroup, type Principal } from '../../principal.js';
import { forbidden, notFound, ServiceError } from '../../service-error.js';
import type { UsersService } from '../users/users.service.js';

/**
 * Companies (admin lite) as taxpayers meet them in the plan flow, and the work relationship a
 * company code creates (Spec 02 §2 "Plan selection", §4 "Plan flow", §7; Spec 03 §3, §7
 * "Companies and relationships"). Storage: `db/schema/companies.ts`.
 *
 * How a code is checked (decision: the spec's relationship body carries no code, and the server
 * never trusts the browser's word that the code was right): `GET /root/admindashboard/code/{code}`
 * records, for the caller, that it validated that company's current code (`company_code_passes`);
 * `POST /root/admindashboard/relationship/user/create` joins a company that has an active code
 * only when the caller holds such a pass, made within {@link codePassTtlMs}, for the code the
 * company has now. A company without an active code cannot be joined by a taxpayer: in the plan
 * flow it makes the user an app worker instead (Spec 02 §4).
 */

/** How long a validated code lets the caller join its company: one hour (decision). */
export const codePassTtlMs = 60 * 60 * 1000;

/**
 * Wrong codes a user may try in {@link codeAttemptWindowMs} before every code is answered as
 * invalid until the window ends (decision: codes unlock plans the company pays, so they must not
 * be guessable by trying; ten covers honest typos).
 */
export const maxWrongCompanyCodes = 10;

/** The window of {@link maxWrongCompanyCodes}: one hour from the first wrong code. */
export const codeAttemptWindowMs = 60 * 60 * 1000;

/** The staff who see every company with its code and may join any user to a company: admin. */
const companyStaffGroups = ['admin'] as const;

type CompanyRow = typeof companies.$inferSelect;
type RelationshipRow = typeof relationships.$inferSelect;

/**
 * A row as the wire's `Company`. `code` only for staff (`withCode`), `null` otherwise: decision of
 * the contract (`listCompanies`), so a taxpayer cannot read a company's code from the list.
 * `code_active` repeats `is_code_active` and `domicilio_cliente` repeats `domicilio` (Spec 03 §3
 * names both).
 */
export function toCompany(row: CompanyRow, options: { withCode: boolean }): Company {
  return {
    user_id: row.userId,
    cuit: row.cuit,
    razon_social: row.razonSocial,
    display_name: row.displayName,
    telefono: row.telefono,
    email: row.email,
    id_impositivo: row.idImpositivo,
    domicilio: row.domicilio,
    domicilio_cliente: row.domicilio,
    localidad: row.localidad,
    provincia: row.provincia,
    active_signup: row.activeSignup,
    is_code_active: row.isCodeActive,
    code_active: row.isCodeActive,
    code: options.withCode ? row.code : null,
    plan: row.plan,
    tipo_plan: row.tipoPlan,
    plan_id: row.planId,
  };
}

/** A stored relationship as the wire's `Relationship`. */
export function toRelationship(row: RelationshipRow): Relationship {
  return {
    adminCuit: row.adminCuit,
    userId: row.userId,
    razonSocial: row.razonSocial,
    domicilio: row.domicilio,
    tipoResponsable: row.tipoResponsable as TipoResponsable,
    nombreUsuario: row.nombreUsuario,
    apellidoUsuario: row.apellidoUsuario,
    emailUsuario: row.emailUsuario,
    telefonoUsuario: row.telefonoUsuario,
    cuitUsuario: row.cuitUsuario,
    fecha_desde: row.fechaDesde,
    fecha_hasta: row.fechaHasta,
  };
}

/** A code as compared: trimmed, upper case (decision: codes are typed by people, case aside). */
export function normalizeCompanyCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The companies service (see {@link createCompaniesService}). */
export type CompaniesService = ReturnType<typeof createCompaniesService>;

/**
 * The companies service over `database`.
 *
 * @param deps.users - writes the plan and payment status a valid code gives.
 * @param deps.now - the clock (code passes, `fecha_desde`, `fecha_inicio`). @default () => new Date()
 */
export function createCompaniesService(deps: {
  database: Database;
  users: UsersService;
  now?: () => Date;
}) {
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());

  /**
   * `GET /root/admindashboard/adminlites/`: the companies a taxpayer can choose in the plan flow,
   * those with `active_signup`, by business name; codes left out (`code` null). An admin gets
   * every company with its code. Decision: not paged; the contract answers a list, and the
   * companies that onboard collaborators are few.
   */
  async function listCompanies(principal: Principal): Promise<Company[]> {
    const isStaff = hasAnyGroup(principal, companyStaffGroups);
    const rows = await db
      .select()
      .from(companies)
      .where(isStaff ? undefined : eq(companies.activeSignup, true))
      .orderBy(asc(companies.razonSocial), asc(companies.cuit));
    return rows.map((row) => toCompany(row, { withCode: isStaff }));
  }

  /**
   * `GET /root/admindashboard/code/{code}`: the company whose active code is `code` (compared
   * trimmed and case-insensitively), as a one-element list, and records the caller's pass for it
   * (see the module's TSDoc); an empty list when no company has that active code (the screen
   * says 'Codigo invalido'). `NONE` is never a code (Spec 03 §5). After
   * {@link maxWrongCompanyCodes} wrong codes within {@link codeAttemptWindowMs} every code is
   * answered with the empty list until the window ends (no pass is recorded then).
   */
  async function findByCode(principal: Principal, code: string): Promise<Company[]> {
    await deps.users.getOwnRecord(principal);
    const at = now();
    const [attempts] = await db
      .select()
      .from(companyCodeAttempts)
      .where(eq(companyCodeAttempts.userId, principal.userId))
      .limit(1);
    const isWindowOpen =
      attempts !== undefined &&
      at.getTime() - new Date(attempts.windowStart).getTime() < codeAttemptWindowMs;
    if (isWindowOpen && attempts.failures >= maxWrongCompanyCodes) return [];

    const normalized = normalizeCompanyCode(code);
    const [row] =
      normalized === '' || normalized === NO_COMPANY_CODE
        ? []
        : await db
            .select()
            .from(companies)
            .where(
              and(eq(companies.isCodeActive, true), sql`upper(${companies.code}) = ${normalized}`),
            )
            .limit(1);
    if (!row) {
      const failures = isWindowOpen ? attempts.failures + 1 : 1;
      const windowStart = isWindowOpen ? attempts.windowStart : at.toISOString();
      await db
        .insert(companyCodeAttempts)
        .values({ userId: principal.userId, windowStart, failures })
        .onConflictDoUpdate({ target: companyCodeAttempts.userId, set: { windowStart, failures } });
      return [];
    }
    const pass = {
      userId: principal.userId,
      adminCuit: row.cuit,
      code: normalized,
      passedAt: at.toISOString(),
    };
    await db
      .insert(companyCodePasses)
      .values(pass)
      .onConflictDoUpdate({
        target: [companyCodePasses.userId, companyCodePasses.adminCuit],
        set: { code: pass.code, passedAt: pass.passedAt },
      });
    return [toCompany(row, { withCode: false })];
  }

  /** Whether `userId` validated the company's current code within {@link codePassTtlMs}. */
  async function hasFreshPass(userId: string, company: CompanyRow): Promise<boolean> {
    const [pass] = await db
      .select()
      .from(companyCodePasses)
      .where(
        and(eq(companyCodePasses.userId, userId), eq(companyCodePasses.adminCuit, company.cuit)),
      )
      .limit(1);
    if (!pass || pass.code !== normalizeCompanyCode(company.code)) return false;
    return now().getTime() - new Date(pass.passedAt).getTime() <= codePassTtlMs;
  }

  /** The catalogue's Codigo plan id (the first by position); `codigo` if the admin removed it. */
  async function codigoPlanId(): Promise<string> {
    const [row] = await db
      .select({ planId: plans.planId })
      .from(plans)
      .where(eq(plans.plan, companyCodePlanName))
      .orderBy(asc(plans.position))
      .limit(1);
    return row?.planId ?? 'codigo';
  }

  /**
   * `POST /root/admindashboard/relationship/user/create`: joins a user to a company with its code
   * (Spec 02 §4: "A valid code sets the plan Codigo, marks estado_pago ACTIVO, and creates the
   * relationship").
   *
   * Rules (the server's, whatever the body says):
   * - `userId` is the caller's own (an admin may join any user);
   * - the company (`adminCuit`) exists, has an active code, and the caller validated that code
   *   within the hour (an admin needs no code);
   * - the relationship copies the company's `razon_social` and `domicilio` and the user record's
   *   name, surname, e-mail, phone and CUIT (the body's values only fill what the record lacks);
   *   `tipoResponsable` is the body's (the company's IVA condition, not stored elsewhere);
   *   `fecha_desde` is today (Argentine date), `fecha_hasta` null; `codigo` is the company's code;
   * - the user gets plan Codigo (the catalogue's Codigo plan id), estado_pago ACTIVO,
   *   `fecha_inicio` today and `fecha_fin` null (decision: the company pays while the relationship
   *   lasts, so the plan has no end date), `trabaja_aplicacion` false.
   *
   * Idempotent: with an open relationship to that company already, nothing new is stored and the
   * open one is answered (the plan is set again if it had changed).
   *
   * @returns the stored relationship.
   * @throws ServiceError `forbidden` for another user's `userId`; `not_found` 'Recurso no
   *   encontrado' for an unknown company CUIT; `forbidden` 'Codigo invalido' without a fresh pass
   *   for the company's code; `conflict` 'Codigo invalido' for a company without an active code
   *   (it has no code to be valid).
   */
  async function createRelationship(
    principal: Principal,
    body: Relationship,
  ): Promise<Relationship> {
    const isStaff = hasAnyGroup(principal, companyStaffGroups);
    if (body.userId !== principal.userId && !isStaff) throw forbidden();
    const [company] = await db
      .select()
      .from(companies)
      .where(eq(companies.cuit, body.adminCuit))
      .limit(1);
    if (!company) throw notFound();
    const user =
      body.userId === principal.userId
        ? await deps.users.getOwnRecord(principal)
        : await deps.users.findByUserId(body.userId);
    if (!user) throw notFound(messages['user.notFound']);
    if (!isStaff) {
      if (!company.isCodeActive) {
        throw new ServiceError('conflict', messages['company.codeInvalid']);
      }
      if (!(await hasFreshPass(user.user_id, company))) {
        throw forbidden(messages['company.codeInvalid']);
      }
    }
    const today = argentineDateOf(now());
    const planId = await codigoPlanId();
    const stored = await db.transaction(async (tx) => {
      const [open] = await tx
        .select()
        .from(relationships)
        .where(
          and(
            eq(relationships.adminCuit, company.cuit),
            eq(relationships.userId, user.user_id),
            isNull(relationships.fechaHasta),
          ),
        )
        .limit(1);
      const row =
        open ??
        (
          await tx
            .insert(relationships)
            .values({
              adminCuit: company.cuit,
              userId: user.user_id,
              razonSocial: company.razonSocial,
              domicilio: company.domicilio ?? body.domicilio ?? null,
              tipoResponsable: body.tipoResponsable,
              nombreUsuario: user.nombre || body.nombreUsuario,
              apellidoUsuario: user.apellido || body.apellidoUsuario,
              emailUsuario: user.email,
              telefonoUsuario: user.telefono ?? body.telefonoUsuario ?? null,
              cuitUsuario: user.cuit ?? body.cuitUsuario ?? null,
              codigo: company.code === NO_COMPANY_CODE ? null : company.code,
              fechaDesde: today,
              fechaHasta: null,
            })
            .returning()
        )[0];
      if (!row) throw new Error('relationship insert returned no row');
      return row;
    });
    const isAlreadyJoined =
      user.plan === companyCodePlanName && user.plan_id === planId && user.estado_pago === 'ACTIVO';
    if (!isAlreadyJoined) {
      await deps.users.updateFields(user.user_id, {
        plan: companyCodePlanName,
        plan_id: planId,
        estado_pago: 'ACTIVO',
        fecha_inicio: today,
        fecha_fin: null,
        trabaja_aplicacion: false,
      });
    }
    return toRelationship(stored);
  }

  /**
   * Whether `userId` has an open relationship with a company (used by the plan service: plan
   * Codigo is only for them).
   */
  async function hasOpenRelationship(userId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: relationships.id })
      .from(relationships)
      .where(and(eq(relationships.userId, userId), isNull(relationships.fechaHasta)))
      .limit(1);
    return row !== undefined;
  }

  return { listCompanies, findByCode, createRelationship, hasOpenRelationship };
}
