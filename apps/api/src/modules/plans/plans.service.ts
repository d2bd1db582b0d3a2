import {
  addDays,
  altaMonotributoFreeDays,
  appWorkerPlanName,
  appWorkerUserFields,
  argentineDateOf,
  companyCodePlanName,
  decidePlanChange,
  messages,
  nextStatus,
  type PlanChoice,
  paymentStatusMachine,
  type User,
  type VepQuery,
  validateCbu,
} from '@liqui/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { plans } from '../../db/schema.js';
import type { Principal } from '../../principal.js';
import { forbidden, invalid, notFound, ServiceError } from '../../service-error.js';
import type { CompaniesService } from '../companies/companies.service.js';
import type { UserFieldsUpdate, UsersService } from '../users/users.service.js';

/**
 * The taxpayer's own plan and monotributo payment method: `PUT /root/users/me/plan` and
 * `PUT /root/users/me/vep` (Spec 02 §2 "Plan selection", "Payment services"; §4 "Plan flow",
 * "Payment status"; §5 "CBU"; §7). Card charging is the payments module's; this one only records
 * the choice and the statuses the choice itself implies.
 */

/** The plan name whose first choice starts the free trial (Spec 02 §9: "30 days free"). */
const trialPlanName = 'Alta Monotributo';

/** The plans service (see {@link createPlansService}). */
export type PlansService = ReturnType<typeof createPlansService>;

/**
 * The plans service.
 *
 * @param deps.now - the clock (trial dates, Argentine calendar). @default () => new Date()
 */
export function createPlansService(deps: {
  database: Database;
  users: UsersService;
  companies: Pick<CompaniesService, 'hasOpenRelationship'>;
  now?: () => Date;
}) {
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());

  async function save(userId: string, update: UserFieldsUpdate): Promise<User> {
    const updated = await deps.users.updateFields(userId, update);
    if (!updated) throw notFound(messages['user.notFound']);
    return updated;
  }

  /**
   * `PUT /root/users/me/plan`: saves the caller's plan choice. The plan is the catalogue's row
   * `plan_id` (the `plans` table): the body names it, the server prices it (the body carries no
   * price, and the payment takes the amount from this row).
   *
   * Rules:
   * - `plan_id` must exist (400 'El plan no existe' at `plan_id`) and `plan` must be that
   *   row's name (400 'El plan no existe' at `plan`: no such plan in the catalogue);
   * - plan Codigo only for a user with an open company relationship (403 'Codigo invalido'):
   *   a code joins through the relationship call, which
   *   sets Codigo itself; here it only restores it for a user who already joined (estado_pago
   *   ACTIVO, as the company pays);
   * - an Aplicaciones plan only for an app worker (`trabaja_aplicacion` true in the body or on the
   *   record; else 400 'Valor no permitido' at `plan`), and it
   *   forces category A, activity 'Trabaja en Aplicación' and presta_servicios
   *   (`appWorkerUserFields`, Spec 02 §4);
   * - `trabaja_aplicacion` is stored when sent (the questionnaire and onboarding send it);
   * - Alta Monotributo's 30 free days (Spec 02 §9): decision, the first time a user who never had
   *   a plan period (estado_pago INACTIVO and no `fecha_inicio`) chooses it, estado_pago becomes
   *   ACTIVO_PRUEBA with `fecha_inicio` today and `fecha_fin` today + 30 days (Argentine calendar);
   *   the trial is given once, so choosing it again later starts no new one;
   * - leaving plan Codigo for another plan sets estado_pago INACTIVO (decision: the company paid
   *   for Codigo only; the new plan is paid through the payment screen);
   * - choosing the plan the user already has changes nothing (idempotent), except that it drops
   *   a plan left pending;
   * - money rule (issue 25 item 4, `decidePlanChange` of the domain): while a paid period or the
   *   trial runs, another plan (Codigo aside) does not take effect: it is stored as
   *   `plan_pendiente_id` and the plan in effect, its status and its dates stay; the payment of
   *   the pending plan applies it (an upgrade at once with the days left credited, a cheaper plan
   *   from the next period; `payments/apply-approval.ts`). Without a running period the plan
   *   changes at once, unpaid, as before.
   * Otherwise estado_pago is left as it is: the payment sets it (Spec 02 §4 "Payment status"),
   * each change through the domain's `paymentStatusMachine`.
   *
   * @returns the updated record.
   */
  async function updateMyPlan(principal: Principal, body: PlanChoice): Promise<User> {
    const [row] = await db.select().from(plans).where(eq(plans.planId, body.plan_id)).limit(1);
    if (!row) throw invalid([{ path: 'plan_id', message: messages['taxes.planNotFound'] }]);
    if (row.plan !== body.plan) {
      throw invalid([{ path: 'plan', message: messages['taxes.planNotFound'] }]);
    }
    const current = await deps.users.getOwnRecord(principal);
    const update: UserFieldsUpdate = { plan: row.plan, plan_id: row.planId };
    if (body.trabaja_aplicacion !== undefined) {
      update.trabaja_aplicacion = body.trabaja_aplicacion;
    }

    if (row.plan === companyCodePlanName) {
      if (!(await deps.companies.hasOpenRelationship(current.user_id))) {
        throw forbidden(messages['company.codeInvalid']);
      }
      const joined = nextStatus(paymentStatusMachine, current.estado_pago, 'companyJoined');
      if (joined.ok) update.estado_pago = joined.to;
      update.trabaja_aplicacion = false;
    } else if (row.plan === appWorkerPlanName) {
      const isAppWorker = body.trabaja_aplicacion ?? current.trabaja_aplicacion ?? false;
      if (!isAppWorker) {
        throw invalid([{ path: 'plan', message: messages['validation.notAllowed'] }]);
      }
      Object.assign(update, appWorkerUserFields, { trabaja_aplicacion: true });
    }

    if (current.plan_id === row.planId) {
      const { plan: _plan, plan_id: _planId, ...rest } = update;
      if (current.plan_pendiente_id) rest.plan_pendiente_id = null;
      return Object.keys(rest).length > 0 ? save(current.user_id, rest) : current;
    }
    const today = argentineDateOf(now());
    const isCompanyChange =
      current.plan === companyCodePlanName || row.plan === companyCodePlanName;
    if (!isCompanyChange && decidePlanChange(current, today) === 'pending') {
      const { plan: _plan, plan_id: _planId, ...rest } = update;
      return save(current.user_id, { ...rest, plan_pendiente_id: row.planId });
    }
    update.plan_pendiente_id = null;
    if (current.plan === companyCodePlanName && row.plan !== companyCodePlanName) {
      const left = nextStatus(paymentStatusMachine, current.estado_pago, 'companyPlanLeft');
      if (left.ok) update.estado_pago = left.to;
    }
    if (row.plan === trialPlanName && (current.fecha_inicio ?? null) === null) {
      const trial = nextStatus(paymentStatusMachine, current.estado_pago, 'trialStarted');
      if (trial.ok) {
        Object.assign(update, {
          estado_pago: trial.to,
          fecha_inicio: today,
          fecha_fin: addDays(today, altaMonotributoFreeDays),
        } satisfies UserFieldsUpdate);
      }
    }
    return save(current.user_id, update);
  }

  /**
   * `PUT /root/users/me/vep`: how the caller pays the monotributo (Spec 02 §2 "Payment services",
   * §7). One method at a time (decision): a VEP channel (`vep` = `pagar` for Pagar Link or
   * `pagoMisCuentas`) clears the CBU and its status; a CBU for automatic debit sets `cbu`,
   * `estado_cbu` POR_ADHERIR (Spec 03 §4: the back office adheres it, then ADHERIDO) and clears
   * `vep`. The CBU must pass `validateCbu` (22 digits and, beyond the spec, the BCRA check
   * digits). Once `estado_cbu` is ADHERIDO the CBU is locked (Spec 03 §4): changing it, or
   * leaving the debit for a VEP, is refused (409 'Tu CBU ya está adherido y no puede
   * cambiarse'; the back office can change it). Sending the method already chosen
   * changes nothing.
   *
   * @returns the updated record.
   * @throws ServiceError `validation` (400) 'El CBU no es válido' at `cbu`; `conflict` (409) as
   *   above.
   */
  async function updateMyVep(principal: Principal, query: VepQuery): Promise<User> {
    const current = await deps.users.getOwnRecord(principal);
    const isLocked = current.estado_cbu === 'ADHERIDO';
    if (query.cbu !== undefined) {
      const checked = validateCbu(query.cbu);
      if (!checked.ok) {
        throw invalid(checked.errors.map(({ path, message }) => ({ path, message })));
      }
      const cbu = checked.value;
      if (cbu === null) throw invalid([{ path: 'cbu', message: messages['cbu.length'] }]);
      if (current.cbu === cbu && current.vep == null) return current;
      if (isLocked) throw new ServiceError('conflict', messages['cbu.locked']);
      return save(current.user_id, { cbu, estado_cbu: 'POR_ADHERIR', vep: null });
    }
    if (query.vep === undefined) {
      throw invalid([{ path: '', message: messages['validation.failed'] }]);
    }
    if (current.vep === query.vep && current.cbu == null) return current;
    if (isLocked) throw new ServiceError('conflict', messages['cbu.locked']);
    return save(current.user_id, { vep: query.vep, cbu: null, estado_cbu: null });
  }

  return { updateMyPlan, updateMyVep };
}
