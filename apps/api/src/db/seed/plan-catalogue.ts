/**
 * Liqui's plan catalogue, seeded into `plans` (Spec 01 §2.12, §3 "Plan"; Spec 02 §3, §7, §9).
 * Prices are ARS for 2026 and are the price of the whole term (`costo`); the screens show
 * `costo / plazo` per month. The admin changes `costo` and `plazo` afterwards
 * (`PUT /taxes/planes/{planId}`); the seed never overwrites them.
 *
 * Design (decisions within the spec's rules):
 * - **MercadoPago** holds the taxpayer's plan cards (Spec 02 §7: filtered to medio MercadoPago,
 *   sorted by costo, the first four are Plus, Alta Monotributo, Alta Mono + IIBB, Premium).
 *   The four are monthly (Plus and Premium subscriptions; the two registration plans are one
 *   payment). The semiannual subplans of Plus and Premium (plazo 6) cost more than any of the
 *   four, so they sort after them.
 * - **Tarjeta** offers monthly and semiannual (Spec 02 §9): Aplicaciones, Plus, Premium at 1 and
 *   6 months, the semester 10% below six months.
 * - **Otros** (cash ticket) offers monthly, quarterly and semiannual (Spec 02 §9): Aplicaciones,
 *   Plus, Premium at 1, 3 and 6 months (quarter 5% off, semester 10% off, rounded down to ARS 10),
 *   plus **Codigo** (monthly, costo 0: the company that gave the code pays).
 * - `plus` is the id of the demo taxpayer's plan (`demo/demo-accounts.ts`).
 */
export type CatalogueEntry = {
  readonly planId: string;
  readonly plan: string;
  /** ARS for the whole term, as an exact decimal string. */
  readonly costo: string;
  readonly plazo: number;
  readonly medio: 'Tarjeta' | 'MercadoPago' | 'Otros';
  readonly tipoPlan: 'suscripcion' | 'alta' | 'empresa';
};

/** The catalogue in the admin table's order (its index is the row's `position`). */
export const planCatalogue: readonly CatalogueEntry[] = [
  // MercadoPago: the plan cards.
  {
    planId: 'plus',
    plan: 'Plus',
    costo: '14990.00',
    plazo: 1,
    medio: 'MercadoPago',
    tipoPlan: 'suscripcion',
  },
  {
    planId: 'alta-monotributo',
    plan: 'Alta Monotributo',
    costo: '19990.00',
    plazo: 1,
    medio: 'MercadoPago',
    tipoPlan: 'alta',
  },
  {
    planId: 'alta-mono-iibb',
    plan: 'Alta Mono + IIBB',
    costo: '29990.00',
    plazo: 1,
    medio: 'MercadoPago',
    tipoPlan: 'alta',
  },
  {
    planId: 'premium',
    plan: 'Premium',
    costo: '34990.00',
    plazo: 1,
    medio: 'MercadoPago',
    tipoPlan: 'suscripcion',
  },
  {
    planId: 'plus-mp-6',
    plan: 'Plus',
    costo: '80940.00',
    plazo: 6,
    medio: 'MercadoPago',
    tipoPlan: 'suscripcion',
  },
  {
    planId: 'premium-mp-6',
    plan: 'Premium',
    costo: '188940.00',
    plazo: 6,
    medio: 'MercadoPago',
    tipoPlan: 'suscripcion',
  },
  // Tarjeta: monthly and semiannual.
  {
    planId: 'aplicaciones-tarjeta-1',
    plan: 'Aplicaciones',
    costo: '9990.00',
    plazo: 1,
    medio: 'Tarjeta',
    tipoPlan: 'suscripcion',
  },
  {
    planId: 'aplicaciones-tarjeta-6',
    plan: 'Aplicaciones',
    costo: '53940.00',
    plazo: 6,
    medio: 'Tarjeta',
    tipoPlan: 'suscripcion',
  },
  {
    planId: 'plus-tarjeta-1',
    plan: 'Plus',
    costo: '14990.00',
    plazo: 1,
    medio: 'Tarjeta',
    tipoPlan: 'suscripcion',
  },
  {
    planId: 'plus-tarjeta-6',
    plan: 'Plus',
    costo: '80940.00',
    plazo: 6,
    medio: 'Tarjeta',
    tipoPlan: 'suscripcion',
  },
  {
    planId: 'premium-tarjeta-1',
    plan: 'Premium',
    costo: '34990.00',
    plazo: 1,
    medio: 'Tarjeta',
    tipoPlan: 'suscripcion',
  },
  {
    planId: 'premium-tarjeta-6',
    plan: 'Premium',
    costo: '188940.00',
    plazo: 6,
    medio: 'Tarjeta',
    tipoPlan: 'suscripcion',
  },
  // Otros: monthly, quarterly and semiannual.
  {
    planId: 'aplicaciones-otros-1',
    plan: 'Aplicaciones',
    costo: '9990.00',
    plazo: 1,
    medio: 'Otros',
    tipoPlan: 'suscripcion',
  },
  {
    planId: 'aplicaciones-otros-3',
    plan: 'Aplicaciones',
    costo: '28470.00',
    plazo: 3,
    medio: 'Otros',
    tipoPlan: 'suscripcion',
  },
  {
    planId: 'aplicaciones-otros-6',
    plan: 'Aplicaciones',
    costo: '53940.00',
    plazo: 6,
    medio: 'Otros',
    tipoPlan: 'suscripcion',
  },
  {
    planId: 'plus-otros-1',
    plan: 'Plus',
    costo: '14990.00',
    plazo: 1,
    medio: 'Otros',
    tipoPlan: 'suscripcion',
  },
  {
    planId: 'plus-otros-3',
    plan: 'Plus',
    costo: '42720.00',
    plazo: 3,
    medio: 'Otros',
    tipoPlan: 'suscripcion',
  },
  {
    planId: 'plus-otros-6',
    plan: 'Plus',
    costo: '80940.00',
    plazo: 6,
    medio: 'Otros',
    tipoPlan: 'suscripcion',
  },
  {
    planId: 'premium-otros-1',
    plan: 'Premium',
    costo: '34990.00',
    plazo: 1,
    medio: 'Otros',
    tipoPlan: 'suscripcion',
  },
  {
    planId: 'premium-otros-3',
    plan: 'Premium',
    costo: '99720.00',
    plazo: 3,
    medio: 'Otros',
    tipoPlan: 'suscripcion',
  },
  {
    planId: 'premium-otros-6',
    plan: 'Premium',
    costo: '188940.00',
    plazo: 6,
    medio: 'Otros',
    tipoPlan: 'suscripcion',
  },
  {
    planId: 'codigo',
    plan: 'Codigo',
    costo: '0.00',
    plazo: 1,
    medio: 'Otros',
    tipoPlan: 'empresa',
  },
];
