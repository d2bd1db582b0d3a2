/**
 * Subscription plans: the admin's plan table, the taxpayer's plan cards and the plan choice.
 * Source: Spec 01 §2.12, §3, §7; Spec 02 §3, §4 ("Plan flow"), §7.
 */
import {
  assign,
  boolean,
  enums,
  type Infer,
  integer,
  max,
  min,
  object,
  optional,
  partial,
  pick,
} from 'superstruct';
import { Ars, Id, NonEmptyString, nullish } from './scalars';

/**
 * How a plan is paid (`medio`): `Tarjeta` (card), `MercadoPago` (the payment provider's plans,
 * shown as plan cards) and `Otros` (cash ticket). Source: Spec 01 §3, Spec 02 §3.
 */
export const planMedioValues = ['Tarjeta', 'MercadoPago', 'Otros'] as const;

/** A plan's payment method (see {@link planMedioValues}). Source: Spec 02 §3. */
export const PlanMedio = enums(planMedioValues);
/** A plan's payment method: `Tarjeta`, `MercadoPago` or `Otros`. */
export type PlanMedio = Infer<typeof PlanMedio>;

/**
 * Plan names the screens know (`plan`): Aplicaciones (for app workers), Plus, Premium, Codigo
 * (unlocked by a company code), and the registration plans. Decision: `plan` stays free text on
 * the wire because registration plans have other names; this list is for code that branches.
 * Source: Spec 01 §3, Spec 02 §3.
 */
export const knownPlanNames = [
  'Aplicaciones',
  'Plus',
  'Premium',
  'Codigo',
  'Alta Monotributo',
  'Alta Mono + IIBB',
] as const;

/**
 * The longest plan term, in months: 120 (ten years). Decision (issue 26 item 3; Spec 01 §3 sets
 * no limit): the longest term the catalogue offers is 6 months, and a term is added to dates
 * (the plan's end), so `1e308` or 2^31 months is 'Valor demasiado grande' rather than an overflow.
 */
export const PLAN_TERM_MAX_MONTHS = 120;

/**
 * A plan term in whole months (`plazo`), 1 to {@link PLAN_TERM_MAX_MONTHS}.
 * Source: Spec 01 §3 ("duration in months").
 */
export const PlanTermMonths = max(min(integer(), 1), PLAN_TERM_MAX_MONTHS);
/** A plan term in months, 1–120 (see the {@link PlanTermMonths} struct). */
export type PlanTermMonths = Infer<typeof PlanTermMonths>;

/**
 * One plan.
 *
 * - `planId`: the plan's id (string; the key of `PUT /taxes/planes/{planId}`).
 * - `plan`: its name (see {@link knownPlanNames}).
 * - `costo`: the price of the whole term, ARS; the monthly price shown is `costo / plazo`.
 * - `plazo`: the term in months (subplans have `plazo` above 1).
 * - `medio`: how it is paid, read-only in the admin table.
 * - `tipo_plan`: a grouping the spec names without describing; optional free text.
 *
 * Source: Spec 01 §3, Spec 02 §3 and §9.
 */
export const Plan = object({
  planId: Id,
  plan: NonEmptyString,
  costo: Ars,
  plazo: PlanTermMonths,
  medio: PlanMedio,
  tipo_plan: nullish(NonEmptyString),
});
/** One subscription plan (see the {@link Plan} struct). */
export type Plan = Infer<typeof Plan>;

/**
 * The fields of a {@link Plan} that `PUT /taxes/planes/{planId}` does not change: a client may
 * send them back as `GET /taxes/planes/{planId}` returned them (equal to the stored values; a
 * different value is refused naming the field; issue 10 item 9).
 */
export const planReadOnlyFields = ['planId', 'plan', 'medio', 'tipo_plan'] as const;

/**
 * The body of `PUT /taxes/planes/{planId}`: the two editable columns, `costo` (ARS) and
 * `plazo` (months), and optionally the plan's other fields as the `GET` returned them
 * ({@link planReadOnlyFields}). Unknown keys are refused. Source: Spec 01 §2.12 and §7.
 */
export const PlanUpdate = assign(
  object({
    costo: Ars,
    plazo: PlanTermMonths,
  }),
  partial(pick(Plan, [...planReadOnlyFields])),
);
/** The editable part of a plan (see the {@link PlanUpdate} struct). */
export type PlanUpdate = Infer<typeof PlanUpdate>;

/**
 * The body of `PUT /root/users/me/plan`: the chosen `plan_id` and `plan` name, plus
 * `trabaja_aplicacion` when the choice happens in the questionnaire or onboarding (an app worker
 * gets the Aplicaciones plans). The server decides what follows (for a `Codigo` plan with a valid
 * company relationship it marks `estado_pago` ACTIVO). Source: Spec 02 §4 ("Plan flow") and §7.
 */
export const PlanChoice = object({
  plan_id: Id,
  plan: NonEmptyString,
  trabaja_aplicacion: optional(boolean()),
});
/** A taxpayer's plan choice (see the {@link PlanChoice} struct). */
export type PlanChoice = Infer<typeof PlanChoice>;
