/**
 * What the Mercado Pago sandbox knows about cards in Argentina (site MLA): the identification
 * types, the payment methods of the documented test cards by BIN, their issuers, the
 * cardholder-name magic values that choose a payment's outcome, and the card-number checks.
 * Source: ../shared/reference/mercadopago.md §1.3, §1.4, §3, §5.1, §5.2 and §10 items 1–3.
 */

/**
 * One identification type as `GET /v1/identification_types` answers it (AR table, captured live
 * response quoted by the reference §1.4): `id`, `name`, `type` (`number`), `min_length`,
 * `max_length` (digits).
 */
export type IdentificationType = {
  id: string;
  name: string;
  type: 'number';
  min_length: number;
  max_length: number;
};

/** The AR identification types (reference §1.4). */
export const identificationTypes: readonly IdentificationType[] = [
  { id: 'DNI', name: 'DNI', type: 'number', min_length: 7, max_length: 8 },
  { id: 'CI', name: 'Cédula', type: 'number', min_length: 1, max_length: 9 },
  { id: 'LC', name: 'L.C.', type: 'number', min_length: 6, max_length: 7 },
  { id: 'LE', name: 'L.E.', type: 'number', min_length: 6, max_length: 7 },
  { id: 'Otro', name: 'Otro', type: 'number', min_length: 5, max_length: 20 },
];

/** One issuer (bank) as `GET /v1/payment_methods/card_issuers` answers it (reference §1.3). */
export type Issuer = {
  id: number;
  name: string;
  thumbnail: string;
  secure_thumbnail: string;
  processing_mode: 'aggregator';
};

/** A card payment method of the sandbox (the fields of MP's payment-method search result). */
export type CardMethod = {
  id: string;
  name: string;
  payment_type_id: 'credit_card' | 'debit_card';
  /** BIN prefixes (6 digits) of the test cards of this method. */
  bins: readonly string[];
  /** Card number length. */
  cardLength: number;
  /** Security-code length (Amex 4, others 3). */
  securityCodeLength: 3 | 4;
  /** Whether the payment needs an `issuer_id` (`additional_info_needed`). */
  needsIssuer: boolean;
  issuer: Issuer;
};

function issuer(id: number, name: string): Issuer {
  const thumbnail = `https://www.mercadopago.com/org-img/MP3/API/logos/${id}.gif`;
  return {
    id,
    name,
    thumbnail,
    secure_thumbnail: thumbnail.replace('http:', 'https:'),
    processing_mode: 'aggregator',
  };
}

/**
 * The card methods of the five AR test cards (reference §5.1, §10 item 1: 503175 master, 450995
 * visa, 371180 amex, 528733 and 400276 debit). Decision: the debit ids `debmaster` / `debvisa`
 * are unverified in the reference; they are MP's usual MLA ids. The issuers are the ones MP
 * lists by default for each brand in MLA (ids as in its public catalogue).
 */
export const cardMethods: readonly CardMethod[] = [
  {
    id: 'master',
    name: 'Mastercard',
    payment_type_id: 'credit_card',
    bins: ['503175', '548392', '536195'],
    cardLength: 16,
    securityCodeLength: 3,
    needsIssuer: false,
    issuer: issuer(3, 'Mastercard'),
  },
  {
    id: 'visa',
    name: 'Visa',
    payment_type_id: 'credit_card',
    bins: ['450995'],
    cardLength: 16,
    securityCodeLength: 3,
    needsIssuer: false,
    issuer: issuer(1, 'Visa'),
  },
  {
    id: 'amex',
    name: 'American Express',
    payment_type_id: 'credit_card',
    bins: ['371180'],
    cardLength: 15,
    securityCodeLength: 4,
    needsIssuer: false,
    issuer: issuer(310, 'American Express'),
  },
  {
    id: 'debmaster',
    name: 'Mastercard Débito',
    payment_type_id: 'debit_card',
    bins: ['528733'],
    cardLength: 16,
    securityCodeLength: 3,
    needsIssuer: true,
    issuer: issuer(1028, 'Banco Galicia'),
  },
  {
    id: 'debvisa',
    name: 'Visa Débito',
    payment_type_id: 'debit_card',
    bins: ['400276'],
    cardLength: 16,
    securityCodeLength: 3,
    needsIssuer: true,
    issuer: issuer(1029, 'Banco Santander'),
  },
];

/** Issuers a debit method may be paid through (the issuer select of the card form). */
export const debitIssuers: readonly Issuer[] = [
  issuer(1028, 'Banco Galicia'),
  issuer(1029, 'Banco Santander'),
  issuer(1030, 'Banco Nación'),
];

/** Cash methods (reference §4): `payment_type_id` `ticket`. */
export const ticketMethods = [
  { id: 'rapipago', name: 'Rapipago', payment_type_id: 'ticket' },
  { id: 'pagofacil', name: 'Pago Fácil', payment_type_id: 'ticket' },
] as const;

/** A cash method id. */
export type TicketMethodId = (typeof ticketMethods)[number]['id'];

/** The card method whose BIN starts `cardNumberOrBin` (6 digits or more), if any. */
export function cardMethodOfBin(cardNumberOrBin: string): CardMethod | undefined {
  const bin = cardNumberOrBin.slice(0, 6);
  return cardMethods.find((method) => method.bins.includes(bin));
}

/** Issuers of a card method (the default one, plus the debit banks for debit methods). */
export function issuersOf(method: CardMethod): readonly Issuer[] {
  return method.payment_type_id === 'debit_card' ? debitIssuers : [method.issuer];
}

/**
 * The payment-method object of MP's BIN search (`results[]` of `GET /v1/payment_methods/search`,
 * reference §1.3).
 */
export function paymentMethodResult(method: CardMethod) {
  const thumbnail = `https://www.mercadopago.com/org-img/MP3/API/logos/${method.id}.gif`;
  return {
    id: method.id,
    name: method.name,
    payment_type_id: method.payment_type_id,
    status: 'active',
    thumbnail,
    secure_thumbnail: thumbnail,
    issuer: { id: method.issuer.id, name: method.issuer.name, default: true },
    settings: [
      {
        bin: {
          pattern: `^(${method.bins.join('|')})`,
          installments_pattern: `^(${method.bins.join('|')})`,
          exclusion_pattern: null,
        },
        card_number: { length: method.cardLength, validation: 'standard' },
        security_code: {
          mode: 'mandatory',
          length: method.securityCodeLength,
          card_location: method.id === 'amex' ? 'front' : 'back',
        },
      },
    ],
    additional_info_needed: [
      'cardholder_name',
      'cardholder_identification_type',
      'cardholder_identification_number',
      ...(method.needsIssuer ? ['issuer_id'] : []),
    ],
    processing_mode: 'aggregator',
    min_allowed_amount: 0.5,
    max_allowed_amount: 60_000_000,
    accreditation_time: 2880,
    min_accreditation_days: 0,
    max_accreditation_days: 2,
  };
}

/** Whether `digits` passes the Luhn (mod 10) check. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** A payment's outcome: MP's `status` and `status_detail`. */
export type Outcome = { status: string; status_detail: string };

/**
 * The cardholder-name magic values of the MLA test table and the outcome the sandbox gives
 * (reference §5.2; the status_detail column is the reference's derivation). `UNSU` and `TEST`
 * are undocumented: decision, `UNSU` → rejected / `cc_rejected_other_reason`, `TEST` approved.
 */
export const magicOutcomes: Readonly<Record<string, Outcome>> = {
  APRO: { status: 'approved', status_detail: 'accredited' },
  OTHE: { status: 'rejected', status_detail: 'cc_rejected_other_reason' },
  CONT: { status: 'in_process', status_detail: 'pending_contingency' },
  CALL: { status: 'rejected', status_detail: 'cc_rejected_call_for_authorize' },
  FUND: { status: 'rejected', status_detail: 'cc_rejected_insufficient_amount' },
  SECU: { status: 'rejected', status_detail: 'cc_rejected_bad_filled_security_code' },
  EXPI: { status: 'rejected', status_detail: 'cc_rejected_bad_filled_date' },
  FORM: { status: 'rejected', status_detail: 'cc_rejected_bad_filled_other' },
  CARD: { status: 'rejected', status_detail: 'cc_rejected_bad_filled_card_number' },
  INST: { status: 'rejected', status_detail: 'cc_rejected_invalid_installments' },
  DUPL: { status: 'rejected', status_detail: 'cc_rejected_duplicated_payment' },
  LOCK: { status: 'rejected', status_detail: 'cc_rejected_card_disabled' },
  CTNA: { status: 'rejected', status_detail: 'cc_rejected_card_type_not_allowed' },
  ATTE: { status: 'rejected', status_detail: 'cc_rejected_max_attempts' },
  BLAC: { status: 'rejected', status_detail: 'cc_rejected_blacklist' },
  UNSU: { status: 'rejected', status_detail: 'cc_rejected_other_reason' },
  TEST: { status: 'approved', status_detail: 'accredited' },
};

/**
 * The outcome of a card payment by its cardholder name (the first word, upper-cased: `APRO`,
 * `APRO Pérez`…). A name that is no magic value gets `otherNames` (reference §11: undocumented;
 * configurable through the sandbox's `unknownNameOutcome`, approved by default). With
 * `binary_mode` an `in_process` outcome becomes `rejected` / `cc_rejected_other_reason`
 * (reference §10 item 3, derived).
 */
export function outcomeOfCardholder(
  name: string,
  options: { binaryMode: boolean; otherNames: Outcome },
): Outcome {
  const magic = magicOutcomes[name.trim().split(/\s+/)[0]?.toUpperCase() ?? ''];
  const outcome = magic ?? options.otherNames;
  if (options.binaryMode && outcome.status === 'in_process') {
    return { status: 'rejected', status_detail: 'cc_rejected_other_reason' };
  }
  return outcome;
}

/**
 * The documented AR test cards (reference §5.1; expiry 11/30), for the README and the tests:
 * number, CVV, brand, type.
 */
export const testCards = [
  { number: '5031755734530604', cvv: '123', brand: 'master', type: 'credit' },
  { number: '4509953566233704', cvv: '123', brand: 'visa', type: 'credit' },
  { number: '371180303257522', cvv: '1234', brand: 'amex', type: 'credit' },
  { number: '5287338310253304', cvv: '123', brand: 'debmaster', type: 'debit' },
  { number: '4002768694395619', cvv: '123', brand: 'debvisa', type: 'debit' },
] as const;
