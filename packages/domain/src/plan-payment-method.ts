/**
 * How a plan was paid and what a monthly card subscription charges (issue 25 item 6, "Disclose
 * before charging"; Spec 02 §2 "Payment services", §7 `GET /payment/card`; reference
 * mercadopago.md §2.4 `payment_type_id`).
 */
import { type Infer, literal, nullable, object, string, union } from 'superstruct';
import { addDays } from './argentine-date';

/**
 * The method of the caller's last approved plan payment, as Mercado Pago reports it (answer of
 * `GET /payment/method`): `payment_type_id` (`credit_card`, `debit_card`, `prepaid_card`,
 * `ticket`, `atm`, `account_money`…), `payment_method_id` (`visa`, `master`, `rapipago`…) and,
 * for a card, `last_four_digits`; `is_subscription` says the card is saved and charged each
 * period (`mp_customer_card_id` set). Every field `null` when no plan payment was approved yet.
 * Source: Liqui (issue 25 item 6); reference mercadopago.md §2.4.
 */
export const PlanPaymentMethod = object({
  payment_id: nullable(string()),
  payment_type_id: nullable(string()),
  payment_method_id: nullable(string()),
  last_four_digits: nullable(string()),
  is_subscription: union([literal(true), literal(false)]),
});
/** See the {@link PlanPaymentMethod} struct. */
export type PlanPaymentMethod = Infer<typeof PlanPaymentMethod>;

/** Mercado Pago's cash outlets (`payment_type_id` `ticket`). */
const cashOutlets: Readonly<Record<string, string>> = {
  rapipago: 'Rapipago',
  pagofacil: 'Pago Fácil',
};

/** Card brands as a person reads them (Mercado Pago's `payment_method_id`). */
const cardBrands: Readonly<Record<string, string>> = {
  visa: 'Visa',
  master: 'Mastercard',
  amex: 'American Express',
  debvisa: 'Visa Débito',
  debmaster: 'Mastercard Débito',
  maestro: 'Maestro',
  cabal: 'Cabal',
  debcabal: 'Cabal Débito',
  naranja: 'Naranja',
  tarshop: 'Tarjeta Shopping',
  cencosud: 'Cencosud',
  argencard: 'Argencard',
  cmr: 'CMR',
  cordobesa: 'Cordobesa',
};

/** The `payment_type_id` values that are cards. */
const cardTypes = new Set(['credit_card', 'debit_card', 'prepaid_card']);

/**
 * The 'Medio de pago' of the Pagos screen from the plan payment Mercado Pago approved, never
 * guessed from whether a card is saved: a `CONT` card approved later is still a card.
 *
 * - a card type (`credit_card`, `debit_card`, `prepaid_card`) → 'Tarjeta Visa terminada en 3704'
 *   (without the brand or the digits when unknown: 'Tarjeta de débito', 'Tarjeta');
 * - `ticket` (or a cash outlet id) → 'Efectivo en Rapipago' / 'Efectivo en Pago Fácil'
 *   ('Ticket de pago' for another outlet);
 * - any other type Mercado Pago names (`account_money`, `bank_transfer`…) → 'Mercado Pago';
 * - nothing approved yet (`payment_type_id` and `payment_method_id` null) → `null`.
 *
 * Decision: when Mercado Pago's answer lacks `payment_type_id` (an older stored payment), the
 * method id decides: a cash outlet is cash, any other id is a card.
 *
 * @param method - {@link PlanPaymentMethod}.
 * @returns the Spanish label, or `null` when no plan payment was approved yet.
 */
export function planPaymentMethodLabel(
  method: Pick<PlanPaymentMethod, 'payment_type_id' | 'payment_method_id' | 'last_four_digits'>,
): string | null {
  const methodId = method.payment_method_id ?? '';
  const type =
    method.payment_type_id ??
    (methodId === '' ? null : methodId in cashOutlets ? 'ticket' : 'credit_card');
  if (type === null) return null;
  if (cardTypes.has(type)) {
    const brand = cardBrands[methodId];
    const kind = brand
      ? `Tarjeta ${brand}`
      : type === 'debit_card'
        ? 'Tarjeta de débito'
        : type === 'prepaid_card'
          ? 'Tarjeta prepaga'
          : 'Tarjeta';
    return method.last_four_digits ? `${kind} terminada en ${method.last_four_digits}` : kind;
  }
  if (type === 'ticket') {
    const outlet = cashOutlets[methodId];
    return outlet ? `Efectivo en ${outlet}` : 'Ticket de pago';
  }
  return 'Mercado Pago';
}

/**
 * The first automatic charge of a monthly card plan paid `today`: the day its first month ends
 * (`fecha_fin`, the last day of service), when the server charges the saved card again; then
 * every month on the day the new period ends. Mirrors the API's service period (`servicePeriod`:
 * from `today`, or from the day after a plan still running until `runningUntil`; `fecha_fin` =
 * start + 1 month − 1 day, clamped to the month's last day).
 *
 * @param input.today - Argentina's date, `YYYY-MM-DD`.
 * @param input.runningUntil - the running plan's `fecha_fin` (`YYYY-MM-DD`), or `null`.
 * @returns the charge date, `YYYY-MM-DD`.
 * @throws RangeError for a date that is not `YYYY-MM-DD`.
 */
export function firstSubscriptionChargeDate(input: {
  readonly today: string;
  readonly runningUntil: string | null;
}): string {
  const start =
    input.runningUntil !== null && input.runningUntil >= input.today
      ? addDays(input.runningUntil, 1)
      : input.today;
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  const index = year * 12 + month; // month + 1, zero-based
  const nextYear = Math.floor(index / 12);
  const nextMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(nextYear, nextMonth, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return addDays(`${nextYear}-${pad(nextMonth)}-${pad(Math.min(day, lastDay))}`, -1);
}
