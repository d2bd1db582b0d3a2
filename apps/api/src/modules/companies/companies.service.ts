import {
  argentineDateOf,
  type Company,
  type CompanyEdit,
  type CompanyUpdate,
  companyCodePlanName,
  messages,
  type NewCompanyAccount,
  NO_COMPANY_CODE,
  nextStatus,
  paymentStatusMachine,
  type Relationship,
  type TipoResponsable,
  type User,
  validateCompanyEdit,
  validateNewCompanyAccount,
} from '@liqui/domain';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.js';
import {
  companies,
  companyCodeAttempts,
  companyCodePasses,
  plans,
  relationships,
} from '../../db/schema.js';
import type { IdentityService } from '../../identity/identity.js';
import { hasAnyGroup, type Principal } from '../../principal.js';
import { conflict, forbidden, invalid, notFound, ServiceError } from '../../service-error.js';
import { recordChange, storedValues } from '../audit/audit.service.js';
import { inviteAccount } from '../staff/staff.service.js';
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

/**
 * The staff who read any company (`GET /root/admindashboard/{userId}`): admin and the read-only
 * operador. A company admin reads only its own.
 */
const companyReaderGroups = ['admin', 'operador'] as const;

/** The PostgreSQL error code of a unique violation. */
const uniqueViolation = '23505';

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === uniqueViolation) return true;
  }
  return false;
}

/** A company row as audited: its columns but the timestamps (the entry has its own `at`). */
function auditValues(row: CompanyRow): Record<string, unknown> {
  const { createdAt: _createdAt, updatedAt: _updatedAt, ...values } = row;
  return storedValues(companies, values);
}

/** The columns of a company row that {@link CompanyEdit} sets. */
function editedColumns(edit: CompanyEdit) {
  return {
    email: edit.email,
    razonSocial: edit.razon_social,
    displayName: edit.display_name,
    telefono: edit.telefono,
    idImpositivo: edit.id_impositivo,
    domicilio: edit.domicilio,
    localidad: edit.localidad,
    provincia: edit.provincia,
    activeSignup: edit.active_signup,
    isCodeActive: edit.is_code_active,
    code: edit.code,
  };
}

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
  /** Creates company accounts (`createCompanyAccount`); optional for callers that never do. */
  identity?: Pick<IdentityService, 'adminCreateUser'>;
  now?: () => Date;
}) {
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());

  /**
   * `GET /root/admindashboard/adminlites/`: the companies a taxpayer can choose in the plan flow,
   * those with `active_signup`, by business name; codes left out (`code` null). An admin or an
   * operador gets every company with its code. Decision: not paged; the contract answers a list, and the
   * companies that onboard collaborators are few.
   */
  async function listCompanies(principal: Principal): Promise<Company[]> {
    const isStaff = hasAnyGroup(principal, companyReaderGroups);
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
  async function codigoPlanId(run: Db = db): Promise<string> {
    const [row] = await run
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
    const { relationship } = await linkUser({
      company,
      user,
      tipoResponsable: body.tipoResponsable,
      fallback: body,
    });
    return toRelationship(relationship);
  }

  /**
   * Relates `user` to `company` (the work of {@link createRelationship} once its checks passed,
   * shared with the bulk-user upload): the open relationship if there is one, else a new one
   * copying the company's `razon_social` and `domicilio` and the user record's name, surname,
   * e-mail, phone and CUIT (`fallback` fills what the record lacks), `fecha_desde` today
   * (Argentine date), `codigo` the company's code; then plan Codigo, estado_pago ACTIVO (event
   * `companyJoined` of the domain's `paymentStatusMachine`, from any status), `fecha_inicio`
   * today, `fecha_fin` null and `trabaja_aplicacion` false for the user unless it already has
   * them. All of it or nothing: the relationship and the plan are written in one
   * transaction, the caller's (`run`) when given (issue 24 item 6: a bulk-upload row writes the
   * collaborator's record in the same one).
   *
   * @param link.run - a transaction of the caller to write in. @default a transaction of its own
   * @returns the relationship and whether this call created it (`false`: it was open already).
   */
  async function linkUser(link: {
    company: CompanyRow;
    user: User;
    tipoResponsable: TipoResponsable;
    fallback?: Partial<
      Pick<
        Relationship,
        'domicilio' | 'nombreUsuario' | 'apellidoUsuario' | 'telefonoUsuario' | 'cuitUsuario'
      >
    >;
    run?: Db;
  }): Promise<{ relationship: RelationshipRow; isNew: boolean }> {
    if (link.run === undefined) {
      return db.transaction((tx) => linkUser({ ...link, run: tx }));
    }
    const { company, user, fallback = {}, run } = link;
    const today = argentineDateOf(now());
    const planId = await codigoPlanId(run);
    const [open] = await run
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
    let stored: { relationship: RelationshipRow; isNew: boolean };
    if (open) {
      stored = { relationship: open, isNew: false };
    } else {
      const [row] = await run
        .insert(relationships)
        .values({
          adminCuit: company.cuit,
          userId: user.user_id,
          razonSocial: company.razonSocial,
          domicilio: company.domicilio ?? fallback.domicilio ?? null,
          tipoResponsable: link.tipoResponsable,
          nombreUsuario: user.nombre || fallback.nombreUsuario || user.email,
          apellidoUsuario: user.apellido || fallback.apellidoUsuario || user.email,
          emailUsuario: user.email,
          telefonoUsuario: user.telefono ?? fallback.telefonoUsuario ?? null,
          cuitUsuario: user.cuit ?? fallback.cuitUsuario ?? null,
          codigo: company.code === NO_COMPANY_CODE ? null : company.code,
          fechaDesde: today,
          fechaHasta: null,
        })
        .returning();
      if (!row) throw new Error('relationship insert returned no row');
      stored = { relationship: row, isNew: true };
    }
    const joined = nextStatus(paymentStatusMachine, user.estado_pago, 'companyJoined');
    if (!joined.ok) throw conflict(messages['status.notAllowed']);
    const isAlreadyJoined =
      user.plan === companyCodePlanName &&
      user.plan_id === planId &&
      user.estado_pago === joined.to;
    if (!isAlreadyJoined) {
      await deps.users.updateFields(
        user.user_id,
        {
          plan: companyCodePlanName,
          plan_id: planId,
          estado_pago: joined.to,
          fecha_inicio: today,
          fecha_fin: null,
          trabaja_aplicacion: false,
        },
        run,
      );
    }
    return stored;
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

  /**
   * Throws `conflict` 'El código de activación ya lo usa otra empresa' when another company than
   * `exceptUserId` has `code` (compared upper case, as {@link findByCode} looks codes up). `NONE`
   * is shared by every company without a code.
   */
  async function assertCodeFree(run: Db, code: string, exceptUserId?: string): Promise<void> {
    if (code.toUpperCase() === NO_COMPANY_CODE) return;
    const [taken] = await run
      .select({ userId: companies.userId })
      .from(companies)
      .where(
        and(
          sql`upper(${companies.code}) = ${code.toUpperCase()}`,
          exceptUserId === undefined ? undefined : ne(companies.userId, exceptUserId),
        ),
      )
      .limit(1);
    if (taken) throw conflict(messages['company.codeTaken']);
  }

  /** The company of `userId` for `principal`: staff any, a company admin only its own. */
  async function readableCompany(principal: Principal, userId: string): Promise<CompanyRow> {
    if (!hasAnyGroup(principal, companyReaderGroups) && principal.userId !== userId) {
      throw forbidden();
    }
    const [row] = await db.select().from(companies).where(eq(companies.userId, userId)).limit(1);
    if (!row) throw notFound();
    return row;
  }

  /**
   * `GET /root/admindashboard/{userId}`: the company whose account is `userId`, with its code.
   * Admin and operador read any company; a company admin (adminLite) only its own.
   *
   * @throws ServiceError `forbidden` for another company's admin; `not_found` for an unknown id.
   */
  async function getCompany(principal: Principal, userId: string): Promise<Company> {
    return toCompany(await readableCompany(principal, userId), { withCode: true });
  }

  /**
   * `PUT /root/admindashboard/`: saves the company fields of the body over the stored company
   * `user_id` (fields not sent keep their value), checked with `validateCompanyEdit` (Spec 03 §5
   * "Company edit": valid e-mail, razon social, domicilio, localidad and provincia required, the
   * activation code required when the option is on, a blank code saved as NONE) and for a code
   * no other company has (compared case-insensitively; the unique index `companies_code_upper`
   * backs the check against a race). Admin edits any company; a company admin only its own
   * (decision: all of its fields; the CUIT of no company changes, relationships and batches
   * refer to it). The change is written to the audit log (table `companies`, key the CUIT) in
   * the same transaction.
   *
   * @returns the saved company (with its code).
   * @throws ServiceError `forbidden` for another company's admin; `not_found` unknown company;
   *   `validation` with the fields at fault (a different `cuit` included); `conflict` 'El codigo
   *   de activacion ya lo usa otra empresa'.
   */
  async function updateCompany(principal: Principal, body: CompanyUpdate): Promise<Company> {
    const stored = await readableCompany(principal, body.user_id);
    if (body.cuit !== undefined && body.cuit !== null && body.cuit !== stored.cuit) {
      throw invalid([{ path: 'cuit', message: messages['company.cuitReadOnly'] }]);
    }
    const current = toCompany(stored, { withCode: true });
    const pick = <K extends keyof CompanyUpdate>(key: K) =>
      body[key] === undefined ? current[key] : body[key];
    const checked = validateCompanyEdit({
      email: pick('email'),
      razon_social: pick('razon_social'),
      display_name: pick('display_name'),
      telefono: pick('telefono'),
      id_impositivo: pick('id_impositivo'),
      domicilio: body.domicilio === undefined ? pick('domicilio_cliente') : body.domicilio,
      localidad: pick('localidad'),
      provincia: pick('provincia'),
      active_signup: pick('active_signup'),
      is_code_active: body.is_code_active === undefined ? pick('code_active') : body.is_code_active,
      code: pick('code'),
    });
    if (!checked.ok) throw invalid(checked.errors);
    const plan = { plan: pick('plan'), tipoPlan: pick('tipo_plan'), planId: pick('plan_id') };
    try {
      const saved = await db.transaction(async (tx) => {
        await assertCodeFree(tx, checked.value.code, stored.userId);
        const [row] = await tx
          .update(companies)
          .set({
            ...editedColumns(checked.value),
            plan: plan.plan ?? null,
            tipoPlan: plan.tipoPlan ?? null,
            planId: plan.planId ?? null,
            updatedAt: now().toISOString(),
          })
          .where(eq(companies.userId, stored.userId))
          .returning();
        if (!row) throw notFound();
        await recordChange(tx, {
          actor: principal,
          at: now(),
          table: 'companies',
          rowKey: row.cuit,
          oldValues: auditValues(stored),
          newValues: auditValues(row),
        });
        return row;
      });
      return toCompany(saved, { withCode: true });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(messages['company.codeTaken']);
      throw error;
    }
  }

  /**
   * `POST /root/admindashboard/companies` (admin): creates a company account in one flow —
   * checks the form (`validateNewCompanyAccount`), that no company has the CUIT and no other
   * company the code; creates the identity user (the e-mail is the sign-in name) in group
   * `adminLite` with a temporary password e-mailed in an invitation (`inviteAccount`); writes the
   * user record's `cuit` and `razon_social`; inserts the company row.
   *
   * Decision: the company is inserted after the identity user exists (the row's key is its user
   * id). A company row that then fails (another admin took the CUIT or the code at the same
   * moment) leaves an account without a company: it is answered 409 and an admin can give the
   * account a company later; the checks before creating the account make this a race only.
   *
   * @returns the new company (with its code), 201.
   * @throws ServiceError `validation` (fields at fault); `conflict` 'Ya existe una empresa con
   *   ese CUIT', 'Ya existe un usuario con ese email' (a sign-in account or a user record has the
   *   e-mail; checked before anything is created), 'El código de activación ya lo usa otra
   *   empresa'.
   */
  async function createCompanyAccount(
    principal: Principal,
    body: NewCompanyAccount,
  ): Promise<Company> {
    if (!deps.identity) throw new Error('createCompanyAccount needs deps.identity');
    const checked = validateNewCompanyAccount(body);
    if (!checked.ok) throw invalid(checked.errors);
    const company = checked.value;
    const [sameCuit] = await db
      .select({ userId: companies.userId })
      .from(companies)
      .where(eq(companies.cuit, company.cuit))
      .limit(1);
    if (sameCuit) throw conflict(messages['company.cuitTaken']);
    await assertCodeFree(db, company.code);
    // A user record may hold the e-mail without a sign-in account (its account was removed):
    // the new account would get no record and the company row no user (issue 26 item 3: a 500).
    if (await deps.users.findByUsername(company.email)) {
      throw conflict(messages['staffUser.emailTaken']);
    }
    const account = await inviteAccount(deps.identity, {
      email: company.email,
      group: 'adminLite',
    });
    await deps.users.updateFields(account.sub, {
      cuit: company.cuit,
      razon_social: company.razon_social,
    });
    try {
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(companies)
          .values({ userId: account.sub, cuit: company.cuit, ...editedColumns(company) })
          .returning();
        if (!row) throw new Error('company insert returned no row');
        await recordChange(tx, {
          actor: principal,
          at: now(),
          table: 'companies',
          rowKey: row.cuit,
          oldValues: {},
          newValues: auditValues(row),
        });
        return row;
      });
      return toCompany(created, { withCode: true });
    } catch (error) {
      if (isUniqueViolation(error)) {
        const [byCuit] = await db
          .select({ userId: companies.userId })
          .from(companies)
          .where(eq(companies.cuit, company.cuit))
          .limit(1);
        throw conflict(messages[byCuit ? 'company.cuitTaken' : 'company.codeTaken']);
      }
      throw error;
    }
  }

  return {
    listCompanies,
    findByCode,
    createRelationship,
    linkUser,
    hasOpenRelationship,
    getCompany,
    updateCompany,
    createCompanyAccount,
  };
}
