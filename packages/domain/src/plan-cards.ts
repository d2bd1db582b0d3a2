/**
 * The taxpayer's plan choice: plan cards from the catalogue, their terms and payment media, the
 * monthly price, and the app-worker rule. Source: Spec 02 §2 ("Plan selection"), §4 ("Plan
 * flow"), §7 (`GET /taxes/planes`), §9 (plan prices and terms, plan cards).
 */
import type { Plan } from './entities/plan';
import type { CategoryKey } from './entities/tax-tables';
import type { TipoActividad } from './entities/user-statuses';
import { type Cents, divideCents, toCents } from './money';

/** The four plan cards, in the order Spec 02 §7 maps the sorted MercadoPago plans to. */
export const planCardKinds = ['plus', 'altaMonotributo', 'altaMonoIibb', 'premium'] as const;
/** One of {@link planCardKinds}; `aplicaciones` is the app workers' card. */
export type PlanCardKind = (typeof planCardKinds)[number] | 'aplicaciones';

/**
 * What each card says beyond the catalogue (Spec 02 §9 "Plan cards"): its title, the discount it
 * advertises (percent, shown on the card) and free days. Decision: the discount is the card's
 * advertised saving over list price, shown as a label; the price charged is the catalogue's
 * `costo` (the admin sets the discounted price there), never recomputed here.
 */
export const planCardTexts: Readonly<
  Record<PlanCardKind, { title: string; discountPercent: number; freeDays: number }>
> = {
  plus: { title: 'Plus', discountPercent: 40, freeDays: 0 },
  altaMonotributo: { title: 'Alta Monotributo', discountPercent: 40, freeDays: 30 },
  altaMonoIibb: { title: 'Alta Mono + IIBB', discountPercent: 20, freeDays: 0 },
  premium: { title: 'Premium', discountPercent: 10, freeDays: 0 },
  aplicaciones: { title: 'Aplicaciones', discountPercent: 0, freeDays: 0 },
};

/**
 * What each plan includes, as its card lists it (issue 25 item 7: "Plan cards say what each plan
 * includes"). Spec 02 names the plans (§1: registration only, registration plus gross-income
 * tax, Plus, Premium, a plan unlocked by a company code; §4 the app workers' Aplicaciones plan)
 * but not their contents; decision, from those names and what Liqui does for a subscriber:
 *
 * - Alta Monotributo: the registration in the Régimen Simplificado only;
 * - Alta Mono + IIBB: that registration plus the registration in Ingresos Brutos;
 * - Plus: the monthly service (invoices, the category's cap, the monthly VEP) for someone
 *   already registered;
 * - Premium: Plus with the yearly recategorization, IIBB returns and a personal accountant;
 * - Aplicaciones: the registration and the monthly service for someone working in an app
 *   (category A, services);
 * - Codigo: what the company that gave the code pays for (the registration and invoices).
 *
 * Keys are the catalogue's plan names (`Plan['plan']`), texts in Spanish (es-AR).
 */
export const planInclusions: Readonly<Record<string, readonly string[]>> = {
  'Alta Monotributo': [
    'Alta en el Monotributo ante ARCA',
    'Clave fiscal y domicilio fiscal electrónico',
    'Tu categoría calculada según tus ingresos',
  ],
  'Alta Mono + IIBB': [
    'Alta en el Monotributo ante ARCA',
    'Inscripción en Ingresos Brutos',
    'Tu categoría calculada según tus ingresos',
  ],
  Plus: [
    'Facturas electrónicas tipo C ilimitadas',
    'Seguimiento de tu facturación contra el tope de tu categoría',
    'Aviso mensual para pagar tu monotributo (VEP o débito)',
  ],
  Premium: [
    'Todo lo del plan Plus',
    'Recategorización semestral ante ARCA',
    'Declaraciones de Ingresos Brutos',
    'Un contador que responde tus consultas',
  ],
  Aplicaciones: [
    'Alta en el Monotributo para trabajar en aplicaciones',
    'Facturas electrónicas tipo C para la aplicación',
    'Aviso mensual para pagar tu monotributo',
  ],
  Codigo: [
    'Alta en el Monotributo',
    'Facturas electrónicas tipo C',
    'Lo paga la empresa que te dio el código',
  ],
};

/** What the plan named `planName` includes ({@link planInclusions}); `[]` for an unknown name. */
export function listPlanInclusions(planName: string): readonly string[] {
  return planInclusions[planName] ?? [];
}

/** The free days of the Alta Monotributo plan (Spec 02 §9: "30 days free"). */
export const altaMonotributoFreeDays = 30;

/**
 * How the plan is paid in the wizard's last step (Spec 02 §4 "payment medium and period"):
 * `card` (Mercado Pago card; catalogue medio MercadoPago, or Tarjeta where the plan has no
 * MercadoPago row, as the Aplicaciones plans) or `cash` (cash ticket; medio Otros).
 * The wizard starts on `card`, and going back from the payment step resets it to `card`.
 */
export type PaymentMedium = 'card' | 'cash';

/** One term of a plan: the catalogue row that is saved when it is chosen. */
export type PlanOption = {
  /** The catalogue row's id (`plan_id` of `PUT /root/users/me/plan`). */
  readonly planId: string;
  /** The plan's name (`plan`). */
  readonly plan: string;
  /** The term in months (`plazo`). */
  readonly plazo: number;
  /** The price of the whole term, integer cents (`costo`). */
  readonly costoCents: Cents;
  /** The price per month, integer cents: {@link computeMonthlyPriceCents}. */
  readonly monthlyCents: Cents;
  /** The catalogue `medio`. */
  readonly medio: Plan['medio'];
};

/** A plan card of the plan step. */
export type PlanCard = {
  readonly kind: PlanCardKind;
  /** The card's title ({@link planCardTexts}). */
  readonly title: string;
  readonly discountPercent: number;
  readonly freeDays: number;
  /** What the plan includes, one line each ({@link listPlanInclusions} of the card's title). */
  readonly includes: readonly string[];
  /** The card's own plan (a MercadoPago row; for `aplicaciones` the cheapest monthly row). */
  readonly base: PlanOption;
  /**
   * The card's terms for `card` payment, `plazo` ascending (the base first). More than one means
   * the card has multi-term subplans and the wizard goes on to the term step; one means the plan
   * is saved at once (Spec 02 §4).
   */
  readonly terms: readonly PlanOption[];
};

/**
 * The price per month of a plan: `costo / plazo`, in integer cents, rounded half-up to the cent
 * (Spec 02 §2 "Payment services", §9 "Plan monthly price shown = cost / term in months"):
 * 80940.00 ARS over 6 months → 1349000 cents ($ 13.490,00).
 *
 * @param plan - `costo` (ARS for the whole term, ≤ 2 decimals) and `plazo` (months ≥ 1).
 * @returns cents per month.
 * @throws RangeError for a costo that is not ARS with at most 2 decimals or a plazo < 1
 *   (programming errors: catalogue rows passed the `Plan` struct).
 */
export function computeMonthlyPriceCents(plan: Pick<Plan, 'costo' | 'plazo'>): Cents {
  const cents = toCents(plan.costo, { path: 'costo' });
  if (!cents.ok) throw new RangeError(`Invalid plan costo: ${plan.costo}`);
  if (!Number.isSafeInteger(plan.plazo) || plan.plazo < 1) {
    throw new RangeError(`Invalid plan plazo: ${plan.plazo}`);
  }
  return divideCents(cents.value, plan.plazo);
}

function toOption(plan: Plan): PlanOption {
  const cents = toCents(plan.costo, { path: 'costo' });
  if (!cents.ok) throw new RangeError(`Invalid plan costo: ${plan.costo}`);
  return {
    planId: plan.planId,
    plan: plan.plan,
    plazo: plan.plazo,
    costoCents: cents.value,
    monthlyCents: computeMonthlyPriceCents(plan),
    medio: plan.medio,
  };
}

/** Sorts by costo (cents), then by planId so equal prices keep one order. */
function byCosto(a: PlanOption, b: PlanOption): number {
  return a.costoCents - b.costoCents || a.planId.localeCompare(b.planId);
}

/**
 * The terms a plan is sold in, by payment medium: for `card`, the MercadoPago rows of that plan
 * name, or its Tarjeta rows when it has no MercadoPago row (the Aplicaciones plans); for `cash`,
 * its Otros rows. One row per term (the cheapest when a term repeats), `plazo` ascending.
 * Source: Spec 02 §4 ("term", "payment medium and period"), §9 (Tarjeta offers monthly and
 * semiannual, Otros monthly, quarterly and semiannual).
 *
 * @param catalogue - every plan (`GET /taxes/planes`).
 * @param planName - the card's plan name (`Plus`, `Aplicaciones`…).
 * @param medium - {@link PaymentMedium}.
 * @returns the options; empty when the plan is not sold that way.
 */
export function listPlanOptions(
  catalogue: readonly Plan[],
  planName: string,
  medium: PaymentMedium,
): PlanOption[] {
  const named = catalogue.filter((plan) => plan.plan === planName);
  const media: readonly Plan['medio'][] =
    medium === 'cash'
      ? ['Otros']
      : named.some((plan) => plan.medio === 'MercadoPago')
        ? ['MercadoPago']
        : ['Tarjeta'];
  const byTerm = new Map<number, PlanOption>();
  for (const option of named.filter((plan) => media.includes(plan.medio)).map(toOption)) {
    const kept = byTerm.get(option.plazo);
    if (kept === undefined || byCosto(option, kept) < 0) byTerm.set(option.plazo, option);
  }
  return [...byTerm.values()].sort((a, b) => a.plazo - b.plazo);
}

/**
 * The plan cards of the plan step (Spec 02 §7 `GET /taxes/planes`: "filtered to medio
 * MercadoPago for the plan cards, sorted by costo; first four map to: index 0 Plus, 1 Alta
 * Monotributo, 2 Alta Mono+IIBB, 3 Premium; subplans have plazo above 1"; §9 discounts).
 *
 * The monthly MercadoPago rows (`plazo` 1) sorted by costo give the four cards in that order;
 * rows with `plazo` above 1 are not cards but the subplans (terms) of the card with the same
 * plan name. Decision: the cards are built from monthly rows so that a subplan, dearer for the
 * whole term, never takes a card's place whatever its price. Fewer than four monthly rows give
 * fewer cards. An app worker (`isAppWorker`) sees one card instead, the Aplicaciones plan
 * (Spec 02 §4: "a company without a code makes the user a worker in the app, which shows the
 * Aplicaciones plans"), whose terms are its Tarjeta rows; none when the catalogue has no
 * Aplicaciones plan.
 *
 * @param catalogue - every plan (`GET /taxes/planes`).
 * @param options.isAppWorker - the user works in an app (`trabaja_aplicacion`).
 * @returns the cards in display order.
 */
export function buildPlanCards(
  catalogue: readonly Plan[],
  options: { isAppWorker?: boolean } = {},
): PlanCard[] {
  if (options.isAppWorker === true) {
    const terms = listPlanOptions(catalogue, 'Aplicaciones', 'card');
    const base = terms[0];
    if (base === undefined) return [];
    return [
      {
        kind: 'aplicaciones',
        ...planCardTexts.aplicaciones,
        includes: listPlanInclusions(planCardTexts.aplicaciones.title),
        base,
        terms,
      },
    ];
  }
  const monthly = catalogue
    .filter((plan) => plan.medio === 'MercadoPago' && plan.plazo === 1)
    .map(toOption)
    .sort(byCosto);
  return planCardKinds.flatMap((kind, index) => {
    const base = monthly[index];
    if (base === undefined) return [];
    const terms = listPlanOptions(catalogue, base.plan, 'card');
    return [
      {
        kind,
        ...planCardTexts[kind],
        includes: listPlanInclusions(planCardTexts[kind].title),
        base,
        terms: terms.length > 0 ? terms : [base],
      },
    ];
  });
}

/**
 * Whether choosing this card goes on to the term step: it has multi-term subplans (Spec 02 §4:
 * "Choosing a plan with no multi-term subplans saves it at once; otherwise the user goes to the
 * term step").
 */
export function hasSubplans(card: PlanCard): boolean {
  return card.terms.some((term) => term.plazo > 1);
}

/**
 * The name of the app workers' plan and the user fields it forces (Spec 02 §4 "Plan flow": "The
 * app-worker plan forces category A, activity 'Trabaja en Aplicación' and type
 * presta_servicios"). Decision: the category goes to `cat_estimada` (the category the
 * questionnaire estimates; ARCA sets `cat_monotributo` at registration) and the activity to
 * `actividad_preliminar` (the questionnaire's activity description).
 */
export const appWorkerPlanName = 'Aplicaciones';

/** The fields {@link appWorkerPlanName} forces on the user record. */
export const appWorkerUserFields: {
  readonly cat_estimada: CategoryKey;
  readonly actividad_preliminar: string;
  readonly tipo_actividad: TipoActividad;
} = {
  cat_estimada: 'A',
  actividad_preliminar: 'Trabaja en Aplicación',
  tipo_actividad: 'presta_servicios',
};

/** The plan a valid company code gives (Spec 02 §4: "A valid code sets the plan Codigo"). */
export const companyCodePlanName = 'Codigo';
