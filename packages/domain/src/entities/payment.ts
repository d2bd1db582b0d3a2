/**
 * Plan payments through the payment provider (Mercado Pago): card and cash-ticket payments, their
 * status, the embedded card form's submission and the saved card.
 * Source: Spec 02 §3 ("Payment request", "Payment method"), §4 ("Card payment result", "Older
 * card flow") and §7.
 */
import {
  enums,
  type Infer,
  integer,
  literal,
  max,
  min,
  object,
  optional,
  pattern,
  refine,
  string,
  type,
} from 'superstruct';
import {
  Ars,
  Cuit,
  Email,
  fromQueryNumber,
  Id,
  NonEmptyString,
  nullish,
  UnixTime,
} from './scalars';

const PositiveArs = refine(
  Ars,
  'PositiveArs',
  (value) => value > 0 || 'Expected an amount above 0',
);

/**
 * The body of `POST /payment`: a card payment (with `card_token`) or a cash ticket (without it,
 * `payment_method_id` `rapipago` or `pagofacil`).
 *
 * - `card_token`: single-use card token from the card form; `transaction_amount`: ARS, above 0;
 *   `installments`: always 1 (one installment maximum).
 * - `payment_method_id`: the provider's method (`visa`, `master`, `rapipago`, `pagofacil`…);
 *   `payment_method`: the plan's medio as the screen names it (free text).
 * - `issuer_id`: the card's bank, when its method needs one (Mercado Pago's
 *   `additional_info_needed` lists `issuer_id`: the debit cards). Beyond the spec's field list:
 *   without it Mercado Pago refuses such a card (reference mercadopago.md §1).
 * - `payer_email`, `first_name`, `last_name`, `payer_id_type` (`DNI`…), `payer_id_number`.
 * - `plan_id`, `plan` (name) and `plan_month` (months paid: 1, 3 or 6).
 * - `mp_customer_id`, `customer_email`, `customer_cuit`: the provider customer to save the card
 *   under; `deviceId`: the provider's device fingerprint.
 *
 * Source: Spec 02 §3 ("Payment request") and §9.
 */
export const PaymentRequest = object({
  card_token: nullish(NonEmptyString),
  transaction_amount: PositiveArs,
  installments: optional(literal(1)),
  payment_method_id: NonEmptyString,
  payment_method: nullish(string()),
  issuer_id: nullish(pattern(string(), /^\d{1,12}$/)),
  payer_email: Email,
  plan_id: Id,
  plan_month: nullish(max(min(integer(), 1), 12)),
  first_name: nullish(string()),
  last_name: nullish(string()),
  payer_id_number: nullish(NonEmptyString),
  payer_id_type: nullish(NonEmptyString),
  mp_customer_id: nullish(string()),
  customer_email: nullish(Email),
  customer_cuit: nullish(Cuit),
  plan: nullish(string()),
  deviceId: nullish(string()),
});
/** A plan payment request (see the {@link PaymentRequest} struct). */
export type PaymentRequest = Infer<typeof PaymentRequest>;

/**
 * Payment statuses of `POST /payment` and `GET /payment` (the older polled flow): APPROVED (the
 * user becomes ACTIVO), PENDING (card under review or cash ticket not paid yet), REJECTED (may
 * retry), ERROR. Decision: the spec names APPROVED, REJECTED and ERROR and "otherwise pending".
 * Source: Spec 02 §4 ("Older card flow").
 */
export const paymentStatusValues = ['APPROVED', 'PENDING', 'REJECTED', 'ERROR'] as const;

/** A polled payment status (see {@link paymentStatusValues}). Source: Spec 02 §4. */
export const PaymentStatus = enums(paymentStatusValues);
/** `APPROVED`, `PENDING`, `REJECTED` or `ERROR`. */
export type PaymentStatus = Infer<typeof PaymentStatus>;

/**
 * The answer of `POST /payment` and `GET /payment`.
 *
 * - `payment_id`: the provider's payment id (text).
 * - `msg`: a short text for the user. `ticket_link`: the printable cash ticket (cash payments).
 * - `status`, `mpago_status_detail` (the provider's `status_detail`, e.g.
 *   `cc_rejected_insufficient_amount`), `error_message`.
 * - `payment_timestamp`: Unix seconds of the payment, the key `GET /payment` asks with.
 *
 * Decision: a failed creation is an HTTP error with the usual error body, not
 * `payment_id: 'ERROR'`. Source: Spec 02 §3 ("Response") and §7.
 */
export const PaymentResponse = object({
  payment_id: Id,
  msg: nullish(string()),
  ticket_link: nullish(string()),
  status: nullish(PaymentStatus),
  error_message: nullish(string()),
  mpago_status_detail: nullish(string()),
  payment_timestamp: nullish(UnixTime),
});
/** A payment's state (see the {@link PaymentResponse} struct). */
export type PaymentResponse = Infer<typeof PaymentResponse>;

/**
 * The query of `GET /payment`: `payment_id` and `payment_timestamp` (Unix seconds, as returned
 * by `POST /payment`). Source: Spec 02 §7.
 */
export const PaymentQuery = object({
  payment_id: Id,
  payment_timestamp: fromQueryNumber(UnixTime),
});
/** The query of a payment status (see the {@link PaymentQuery} struct). */
export type PaymentQuery = Infer<typeof PaymentQuery>;

/**
 * The query of `GET /payment/card`: the provider customer and saved card of the user.
 * Source: Spec 02 §7.
 */
export const SavedCardQuery = object({
  mp_customer_id: NonEmptyString,
  mp_customer_card_id: NonEmptyString,
});
/** The query of the saved card (see the {@link SavedCardQuery} struct). */
export type SavedCardQuery = Infer<typeof SavedCardQuery>;

/**
 * A saved card as the payment-services screen shows it: `last_four_digits` (4 digits) and,
 * optionally, the provider's `payment_method_id` (`visa`…). Answer of `GET /payment/card`.
 * Source: Spec 02 §3 ("Payment method") and §7.
 */
export const PaymentMethod = object({
  last_four_digits: pattern(string(), /^\d{4}$/),
  payment_method_id: nullish(string()),
});
/** A saved card (see the {@link PaymentMethod} struct). */
export type PaymentMethod = Infer<typeof PaymentMethod>;

/**
 * The query of `GET /root/users/me/handleCheckout`: the `payment_id` the checkout returned.
 * Source: Spec 02 §7.
 */
export const CheckoutQuery = object({ payment_id: Id });
/** The query of a checkout check (see the {@link CheckoutQuery} struct). */
export type CheckoutQuery = Infer<typeof CheckoutQuery>;

/**
 * Checkout statuses of `GET /root/users/me/handleCheckout`: SUCCEEDED, FAILED, otherwise PENDING.
 * Source: Spec 02 §4 ("The pending screen queries the payment status").
 */
export const checkoutStatusValues = ['SUCCEEDED', 'FAILED', 'PENDING'] as const;

/** A checkout status (see {@link checkoutStatusValues}). Source: Spec 02 §4. */
export const CheckoutStatus = enums(checkoutStatusValues);
/** `SUCCEEDED`, `FAILED` or `PENDING`. */
export type CheckoutStatus = Infer<typeof CheckoutStatus>;

/**
 * The answer of `GET /root/users/me/handleCheckout`: `status` and `errorMessage` (the rejection
 * reason when FAILED; it may itself be a JSON text carrying a `statusCode`).
 * Source: Spec 02 §7 ("status, errorMessage") and §8.
 */
export const CheckoutResult = object({
  status: CheckoutStatus,
  errorMessage: nullish(string()),
});
/** A checkout result (see the {@link CheckoutResult} struct). */
export type CheckoutResult = Infer<typeof CheckoutResult>;

/**
 * The data the provider's embedded card form hands over on submit (Card Payment Brick
 * `onSubmit` first argument): `token`, `issuer_id`, `payment_method_id`, `transaction_amount`
 * (ARS), `installments`, `payer` (`email`, `identification` `{ type, number }`),
 * `payment_method_option_id`, `processing_mode`. A `type` struct: unknown keys the provider adds
 * are accepted. Source: Spec 02 §2 ("Card plans embed a card payment form"), reference
 * mercadopago.md §1.2.
 */
export const CardFormData = type({
  token: NonEmptyString,
  issuer_id: nullish(string()),
  payment_method_id: NonEmptyString,
  transaction_amount: PositiveArs,
  installments: integer(),
  payer: type({
    email: nullish(string()),
    identification: optional(type({ type: string(), number: string() })),
  }),
  payment_method_option_id: nullish(string()),
  processing_mode: nullish(string()),
});
/** The card form's submission (see the {@link CardFormData} struct). */
export type CardFormData = Infer<typeof CardFormData>;

/**
 * The body of `POST /mercadopago-payment`, exactly as the spec writes it, `response{response}` and
 * `plan_id`: `{ response: { response: CardFormData }, plan_id }`.
 * Source: Spec 02 §7.
 */
export const CardPaymentSubmission = object({
  response: object({ response: CardFormData }),
  plan_id: Id,
});
/** A card payment from the embedded form (see the {@link CardPaymentSubmission} struct). */
export type CardPaymentSubmission = Infer<typeof CardPaymentSubmission>;

/**
 * Payment statuses of the provider as `POST /mercadopago-payment` returns them: approved (go to
 * checkout success), rejected (checkout error), pending / in_process (checkout pending), and the
 * provider's other documented ones. Source: Spec 02 §4 ("Card payment result"), reference
 * mercadopago.md §3.
 */
export const mercadoPagoStatusValues = [
  'approved',
  'pending',
  'authorized',
  'in_process',
  'in_mediation',
  'rejected',
  'cancelled',
  'refunded',
  'charged_back',
] as const;

/** A provider payment status (see {@link mercadoPagoStatusValues}). Source: Spec 02 §4. */
export const MercadoPagoStatus = enums(mercadoPagoStatusValues);
/** A provider payment status such as `approved`. */
export type MercadoPagoStatus = Infer<typeof MercadoPagoStatus>;

/**
 * The answer of `POST /mercadopago-payment`: `status` and `error_message` (for a rejection, the
 * provider's `status_detail`, e.g. `cc_rejected_bad_filled_card_number`, which picks the
 * checkout error text; `null` otherwise). Source: Spec 02 §7 ("status, error_message") and §8.
 */
export const CardPaymentResult = object({
  status: MercadoPagoStatus,
  error_message: nullish(string()),
});
/** The result of a card payment (see the {@link CardPaymentResult} struct). */
export type CardPaymentResult = Infer<typeof CardPaymentResult>;
