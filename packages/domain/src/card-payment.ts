import type { PaymentResponse } from './entities/payment';
import { type MessageCode, messages } from './messages';
import type { ValidationError } from './result';

/**
 * The pure rules of the payment screen /medio-pago/{planId} (Spec 02 §2 "Payment", §5 "Card
 * form", "Card token errors", §8 payment toasts; issue 13 item 5): what the card form accepts
 * before asking Mercado Pago for a card token, which message each card token error shows and
 * where the user goes after `POST /payment`.
 */

/** The card form's values, all text as typed (`''` while empty). */
export type CardFormValues = {
  /** Titular de la tarjeta (cardholder name, as printed). */
  readonly cardholderName: string;
  /** Identification type id (`DNI`, `CI`, `LC`, `LE`, `Otro`): Mercado Pago's list. */
  readonly identificationType: string;
  /** Document number, digits only. */
  readonly identificationNumber: string;
  /** Card number; spaces and dashes are ignored. */
  readonly cardNumber: string;
  /** Expiry month, `1`–`12` (one or two digits). */
  readonly expirationMonth: string;
  /** Expiry year, two (`30`) or four (`2030`) digits. */
  readonly expirationYear: string;
  /** Security code (CVV), 3 digits (4 for American Express). */
  readonly securityCode: string;
};

/** A field of {@link CardFormValues}. */
export type CardFormField = keyof CardFormValues;

/** The document length limits of the chosen identification type (Mercado Pago's `min_length`…). */
export type DocumentLength = { readonly min: number; readonly max: number };

/** What {@link validateCardForm} needs besides the values. */
export type CardFormContext = {
  /**
   * The limits of the chosen identification type, `undefined` when the type is not in the list
   * (then the length is not checked: Mercado Pago's token call checks it, error 324).
   */
  readonly documentLength: DocumentLength | undefined;
  /** The security code's length of the guessed card brand (4 for Amex); default 3. */
  readonly securityCodeLength?: number;
  /** Today, for the expiry (the card must not be past its month). */
  readonly today: { readonly year: number; readonly month: number };
};

/** The digits of a card number as typed (spaces and dashes dropped). */
export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/** Whether `digits` pass the Luhn check (ISO/IEC 7812-1) that every card number carries. */
export function passesLuhnCheck(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The four-digit year of an expiry year typed with two or four digits (`30` → 2030). */
function fullYear(year: string): number {
  return year.length === 2 ? 2000 + Number(year) : Number(year);
}

function issue(path: CardFormField, code: MessageCode): ValidationError {
  return { path, code, message: messages[code] };
}

/**
 * Checks the card form before the card data go to Mercado Pago (Spec 02 §5 "Card form"):
 *
 * - `cardholderName` required: 'Por favor, ingresá tu nombre';
 * - `identificationType` required: 'Campo requerido';
 * - `identificationNumber` required ('Número de documento inválido', the spec's general
 *   document message), digits only ('DNI invalido'), length within the type's `min_length` /
 *   `max_length` ('DNI incorrecto');
 * - decisions where the spec gives the field but no rule of its own: the card number (13 to 19
 *   digits passing Luhn), the expiry and the security code are checked as Mercado Pago's token
 *   call checks them, with that call's messages (02 §5 "Card token errors": E301 'Número de
 *   tarjeta inválido', 325 'Mes de vencimiento inválido', 326 'Año de vencimiento inválido', E302
 *   'Revisa tu código de seguridad'), so the user hears the same text before and after the call.
 *
 * @returns one error per invalid field (the first rule it breaks), in the form's order; `[]` when
 *   every field is acceptable. Never throws.
 */
export function validateCardForm(
  values: CardFormValues,
  context: CardFormContext,
): ValidationError[] {
  const errors: ValidationError[] = [];
  if (values.cardholderName.trim() === '') {
    errors.push(issue('cardholderName', 'cardForm.holderNameRequired'));
  }
  if (values.identificationType === '') {
    errors.push(issue('identificationType', 'field.required'));
  }
  const documentNumber = values.identificationNumber.trim();
  if (documentNumber === '') {
    errors.push(issue('identificationNumber', 'cardForm.documentNumberInvalid'));
  } else if (!/^\d+$/.test(documentNumber)) {
    errors.push(issue('identificationNumber', 'cardForm.documentNumberNotNumeric'));
  } else if (
    context.documentLength !== undefined &&
    (documentNumber.length < context.documentLength.min ||
      documentNumber.length > context.documentLength.max)
  ) {
    errors.push(issue('identificationNumber', 'dni.length'));
  }
  const digits = cardDigits(values.cardNumber);
  if (!/^\d{13,19}$/.test(digits) || !passesLuhnCheck(digits)) {
    errors.push(issue('cardNumber', 'cardToken.E301'));
  }
  const month = values.expirationMonth.trim();
  const year = values.expirationYear.trim();
  const monthValid = /^\d{1,2}$/.test(month) && Number(month) >= 1 && Number(month) <= 12;
  const yearValid = /^(\d{2}|\d{4})$/.test(year) && fullYear(year) >= context.today.year;
  if (!monthValid) errors.push(issue('expirationMonth', 'cardToken.325'));
  if (!yearValid) errors.push(issue('expirationYear', 'cardToken.326'));
  if (
    monthValid &&
    yearValid &&
    fullYear(year) === context.today.year &&
    Number(month) < context.today.month
  ) {
    errors.push(issue('expirationMonth', 'cardToken.325'));
  }
  const codeLength = context.securityCodeLength ?? 3;
  if (!new RegExp(`^\\d{${codeLength}}$`).test(values.securityCode.trim())) {
    errors.push(issue('securityCode', 'cardToken.E302'));
  }
  return errors;
}

/** Card token error codes of Mercado Pago and the field each one is about (Spec 02 §5). */
const tokenErrorFields: Readonly<Record<string, CardFormField>> = {
  E301: 'cardNumber',
  E302: 'securityCode',
  '316': 'cardholderName',
  '322': 'identificationType',
  '323': 'identificationNumber',
  '324': 'identificationNumber',
  '325': 'expirationMonth',
  '326': 'expirationYear',
};

/**
 * The errors to show for Mercado Pago's card token refusal (its body's `cause[].code`, Spec 02 §5
 * "Card token errors"): E301 'Número de tarjeta inválido' on the card number, E302 'Revisa tu
 * código de seguridad', 316 'Nombre inválido!', 322 'Tipo de documento inválido', 323 'Revisa tu
 * documento', 324 'El documento es inválido', 325 'Mes de vencimiento inválido', 326 'Año de
 * vencimiento inválido' each on its field; any other code (or none) 'Revisa los datos
 * ingresados' for the whole form (path `''`).
 *
 * @param codes - the causes' codes, as MP sends them (text or number).
 * @returns at least one error; one per field, the first code of each field kept.
 */
export function cardTokenErrors(codes: readonly (string | number)[]): ValidationError[] {
  const errors: ValidationError[] = [];
  let hasOther = codes.length === 0;
  for (const raw of codes) {
    const code = String(raw);
    const path = tokenErrorFields[code];
    if (path === undefined) hasOther = true;
    else if (!errors.some((error) => error.path === path)) {
      errors.push(issue(path, `cardToken.${code}` as MessageCode));
    }
  }
  if (hasOther || errors.length === 0) {
    errors.push({ path: '', code: 'cardToken.other', message: messages['cardToken.other'] });
  }
  return errors;
}

/** Where the payment screen goes after `POST /payment` answered, or the toast it shows. */
export type PaymentOutcome =
  | { readonly kind: 'navigate'; readonly path: string }
  | { readonly kind: 'toast'; readonly code: MessageCode }
  | { readonly kind: 'ticket'; readonly paymentId: string; readonly ticketLink: string };

/**
 * Where a card payment's answer leads (Spec 02 §4 "Card payment result", §8 payment toasts):
 *
 * - `payment_id` `ERROR`, status ERROR, or `msg` 'Payment not creted' (sic, the spec's text) →
 *   the toast 'No se pudo generar el pago, reintenta con otro medio' and the user stays;
 * - APPROVED → `/checkout/success?payment_id=…`;
 * - REJECTED → `/checkout/error?status_detail=…&plan_id=…`;
 * - anything else (PENDING: `pending` / `in_process` at Mercado Pago) →
 *   `/checkout/pending?payment_id=…&plan_id=…`.
 *
 * @param response - the answer of `POST /payment`.
 * @param planId - the plan being paid (for 'Reintentar').
 */
export function cardPaymentOutcome(response: PaymentResponse, planId: string): PaymentOutcome {
  if (
    response.payment_id === 'ERROR' ||
    response.status === 'ERROR' ||
    response.msg === 'Payment not creted'
  ) {
    return { kind: 'toast', code: 'payment.notCreated' };
  }
  const query = new URLSearchParams();
  if (response.status === 'APPROVED') {
    query.set('payment_id', response.payment_id);
    return { kind: 'navigate', path: `/checkout/success?${query.toString()}` };
  }
  if (response.status === 'REJECTED') {
    const detail = response.mpago_status_detail ?? response.error_message;
    if (detail) query.set('status_detail', detail);
    query.set('plan_id', planId);
    return { kind: 'navigate', path: `/checkout/error?${query.toString()}` };
  }
  query.set('payment_id', response.payment_id);
  query.set('plan_id', planId);
  return { kind: 'navigate', path: `/checkout/pending?${query.toString()}` };
}

/**
 * What a cash ticket's answer shows (Spec 02 §2 "Cash plans offer a choice of outlet", §9 "the
 * cash screen shows a copyable reference number", §8): the ticket (its reference number, Mercado
 * Pago's payment id, and the printable `ticket_link`), or, without a link or with an ERROR id, the
 * toast 'No se pudo generar el ticket de pago. Reintenta con otro medio'.
 *
 * @param response - the answer of `POST /payment` for `rapipago` / `pagofacil`.
 */
export function cashPaymentOutcome(response: PaymentResponse): PaymentOutcome {
  if (
    response.payment_id === 'ERROR' ||
    response.status === 'ERROR' ||
    response.status === 'REJECTED' ||
    !response.ticket_link
  ) {
    return { kind: 'toast', code: 'payment.ticketError' };
  }
  return { kind: 'ticket', paymentId: response.payment_id, ticketLink: response.ticket_link };
}
