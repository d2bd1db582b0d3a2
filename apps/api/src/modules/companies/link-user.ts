import {
  argentineDateOf,
  companyCodePlanName,
  messages,
  NO_COMPANY_CODE,
  nextStatus,
  paymentStatusMachine,
  type Relationship,
  type TipoResponsable,
  type User,
} from '@liqui/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { plans, relationships } from '../../db/schema.js';
import { conflict } from '../../service-error.js';
import type { UsersService } from '../users/users.service.js';
import type { CompanyRow, RelationshipRow } from './rows.js';

/** What {@link linkUser} needs. */
export type LinkUserDeps = {
  db: Db;
  /** Writes the plan and payment status the relationship gives. */
  users: Pick<UsersService, 'updateFields'>;
  now: () => Date;
};

/** The user to relate to a company, and how (see {@link linkUser}). */
export type UserLink = {
  company: CompanyRow;
  user: User;
  tipoResponsable: TipoResponsable;
  /** Values of the relationship the user record lacks (the request's or the uploaded row's). */
  fallback?: Partial<
    Pick<
      Relationship,
      'domicilio' | 'nombreUsuario' | 'apellidoUsuario' | 'telefonoUsuario' | 'cuitUsuario'
    >
  >;
  /** A transaction of the caller to write in. @default a transaction of its own */
  run?: Db;
};

/** The catalogue's Codigo plan id (the first by position); `codigo` if the admin removed it. */
async function codigoPlanId(run: Db): Promise<string> {
  const [row] = await run
    .select({ planId: plans.planId })
    .from(plans)
    .where(eq(plans.plan, companyCodePlanName))
    .orderBy(asc(plans.position))
    .limit(1);
  return row?.planId ?? 'codigo';
}

/**
 * Relates `user` to `company` (Spec 02 §4 "Plan flow": "A valid code sets the plan Codigo, marks
 * estado_pago ACTIVO, and creates the relationship"; the work of `create-relationship.ts` once
 * its checks passed, shared with the bulk-user upload, `place-collaborator.ts`): the open
 * relationship if there is one, else a new one copying the company's `razon_social` and
 * `domicilio` and the user record's name, surname, e-mail, phone and CUIT (`fallback` fills what
 * the record lacks), `fecha_desde` today (Argentine date, `YYYY-MM-DD`), `codigo` the company's
 * code (null for `NONE`); then plan Codigo (the catalogue's Codigo plan id), estado_pago ACTIVO
 * (event `companyJoined` of the domain's `paymentStatusMachine`, from any status), `fecha_inicio`
 * today, `fecha_fin` null (decision: the company pays while the relationship lasts, so the plan
 * has no end date) and `trabaja_aplicacion` false for the user unless it already has them. All of
 * it or nothing: the relationship and the plan are written in one transaction, the caller's
 * (`run`) when given (issue 24 item 6: a bulk-upload row writes the collaborator's record in the
 * same one).
 *
 * @returns the relationship and whether this call created it (`false`: it was open already).
 * @throws ServiceError `conflict` (`status.notAllowed`) should the status machine refuse
 *   `companyJoined`.
 */
export async function linkUser(
  deps: LinkUserDeps,
  link: UserLink,
): Promise<{ relationship: RelationshipRow; isNew: boolean }> {
  const { run } = link;
  if (run === undefined) {
    return deps.db.transaction((tx) => linkUser(deps, { ...link, run: tx }));
  }
  const { company, user, fallback = {} } = link;
  const today = argentineDateOf(deps.now());
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
    user.plan === companyCodePlanName && user.plan_id === planId && user.estado_pago === joined.to;
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
