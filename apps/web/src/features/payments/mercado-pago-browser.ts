/**
 * What the payment screen asks Mercado Pago from the browser (issue 13 item 5; Spec 02 §2
 * "Payment", §5 "Card token errors"; ../shared/reference/mercadopago.md §1): the identification
 * types, the card brand of a BIN, and the single-use card token. The card data never reach
 * Liqui's server: only the token does.
 *
 * Two implementations behind {@link MercadoPagoBrowser}:
 * - the sandbox (`config.mercadoPago.isSandbox`): the same calls over HTTP to the sandbox the API
 *   serves at `/sandbox/mercadopago` (`POST /v1/card_tokens?public_key=…`,
 *   `GET /v1/identification_types`, `GET /v1/payment_methods/search?bin=`), MP's own paths and
 *   bodies;
 * - the real one: MercadoPago.js v2, loaded by `@mercadopago/sdk-js` (a script from
 *   sdk.mercadopago.com) only on this path, so neither the sandbox nor the first load carries it.
 *   It uses the SDK's core methods (`getIdentificationTypes`, `getPaymentMethods({ bin })`,
 *   `createCardToken({ cardNumber, … })`). What remains for production: MP recommends its
 *   Secure Fields (`mp.fields.create('cardNumber' …)`, card data typed in MP's iframes, PCI SAQ A)
 *   instead of raw fields; switching means mounting the three iframes in place of the card number,
 *   expiry and security code fields and calling `mp.fields.createCardToken` with the holder and
 *   document only. It has not been run against Mercado Pago (no network here).
 */
import { DEFAULT_IDENTIFICATION_LENGTH, type IdentificationType } from '@liqui/domain';

/** The raw card data the form collected (text as typed, digits only in `cardNumber`). */
export type CardData = {
  readonly cardNumber: string;
  readonly cardholderName: string;
  readonly expirationMonth: string;
  readonly expirationYear: string;
  readonly securityCode: string;
  readonly identificationType: string;
  readonly identificationNumber: string;
};

/** A card brand guessed from the first 6 digits: MP's `payment_method_id` (`master`, `visa`…). */
export type CardBrand = {
  readonly id: string;
  readonly name: string;
  /** The security code's length (4 for American Express). */
  readonly securityCodeLength: number;
  /** Whether MP needs the card's issuer (`additional_info_needed` has `issuer_id`: debit cards). */
  readonly needsIssuer: boolean;
};

/** A card issuer (bank) of MP's `card_issuers` list. */
export type CardIssuer = { readonly id: string; readonly name: string };

/** Mercado Pago refused the card data: the causes' codes (E301, 316…) pick the messages. */
export class CardTokenError extends Error {
  readonly codes: readonly (string | number)[];

  constructor(codes: readonly (string | number)[]) {
    super(`card token refused: ${codes.join(', ')}`);
    this.codes = codes;
  }
}

/** The browser side of Mercado Pago. Every method may throw a network failure. */
export type MercadoPagoBrowser = {
  /** Mercado Pago's identification types for Argentina (DNI, CI, LC, LE, Otro). */
  identificationTypes(): Promise<readonly IdentificationType[]>;
  /** The brand of a card by its first 6 digits, `undefined` when MP knows none. */
  brandOfBin(bin: string): Promise<CardBrand | undefined>;
  /**
   * A single-use card token (valid 7 days) for the data.
   * @throws CardTokenError when Mercado Pago refuses the data (400 with `cause[].code`).
   */
  createCardToken(card: CardData): Promise<string>;
  /** The issuers (banks) of a card brand, for a card that needs one (the older manual form). */
  issuers(brand: CardBrand, bin: string): Promise<readonly CardIssuer[]>;
};

/** MP's error body for a refused card: `{ cause: [{ code, description }] }` (reference §1). */
type TokenErrorBody = { readonly cause: readonly { readonly code: string | number }[] };

/** Whether `body` is MP's error body with at least one cause. */
function isTokenErrorBody(body: unknown): body is TokenErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const cause = (body as { cause?: unknown }).cause;
  return (
    Array.isArray(cause) &&
    cause.length > 0 &&
    cause.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        ['string', 'number'].includes(typeof (item as { code?: unknown }).code),
    )
  );
}

/** One result of MP's `payment_methods/search` (the fields read). */
type MpPaymentMethod = {
  id?: unknown;
  name?: unknown;
  settings?: readonly { security_code?: { length?: unknown } }[];
  additional_info_needed?: readonly unknown[];
};

function brandOf(method: MpPaymentMethod | undefined): CardBrand | undefined {
  if (method === undefined || typeof method.id !== 'string') return undefined;
  const length = method.settings?.[0]?.security_code?.length;
  return {
    id: method.id,
    name: typeof method.name === 'string' ? method.name : method.id,
    securityCodeLength: typeof length === 'number' && length > 0 ? length : 3,
    needsIssuer: method.additional_info_needed?.includes('issuer_id') === true,
  };
}

function issuersOf(list: unknown): CardIssuer[] {
  if (!Array.isArray(list)) return [];
  return list
    .filter(
      (item): item is { id: string | number; name?: unknown } =>
        typeof item === 'object' &&
        item !== null &&
        ['string', 'number'].includes(typeof (item as { id?: unknown }).id),
    )
    .map((item) => ({
      id: String(item.id),
      name: typeof item.name === 'string' ? item.name : String(item.id),
    }));
}

function typesOf(list: unknown): IdentificationType[] {
  if (!Array.isArray(list)) return [];
  return list
    .filter(
      (item): item is { id: string; name?: unknown; min_length?: unknown; max_length?: unknown } =>
        typeof item === 'object' && item !== null && typeof item.id === 'string',
    )
    .map((item) => ({
      id: item.id,
      name: typeof item.name === 'string' ? item.name : item.id,
      min_length:
        typeof item.min_length === 'number' ? item.min_length : DEFAULT_IDENTIFICATION_LENGTH.min,
      max_length:
        typeof item.max_length === 'number' ? item.max_length : DEFAULT_IDENTIFICATION_LENGTH.max,
    }));
}

/**
 * The sandbox implementation: MP's REST paths below `baseUrl` (the sandbox's
 * `/sandbox/mercadopago`), authenticated by `?public_key=` as the browser SDK does.
 */
export function sandboxMercadoPago(baseUrl: string, publicKey: string): MercadoPagoBrowser {
  const url = (path: string, query: Record<string, string> = {}) =>
    `${baseUrl}${path}?${new URLSearchParams({ ...query, public_key: publicKey }).toString()}`;
  const getJson = async (path: string, query?: Record<string, string>): Promise<unknown> => {
    const response = await fetch(url(path, query), { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`Mercado Pago answered ${response.status}`);
    return response.json();
  };
  return {
    identificationTypes: async () => typesOf(await getJson('/v1/identification_types')),
    brandOfBin: async (bin) => {
      const body = (await getJson('/v1/payment_methods/search', { bin })) as {
        results?: readonly MpPaymentMethod[];
      };
      return brandOf(body.results?.[0]);
    },
    createCardToken: async (card) => {
      const response = await fetch(url('/v1/card_tokens'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          card_number: card.cardNumber,
          expiration_month: Number(card.expirationMonth),
          expiration_year: Number(card.expirationYear),
          security_code: card.securityCode,
          cardholder: {
            name: card.cardholderName,
            identification: { type: card.identificationType, number: card.identificationNumber },
          },
        }),
      });
      const body: unknown = await response.json().catch(() => undefined);
      if (response.status === 400 && isTokenErrorBody(body)) {
        throw new CardTokenError(body.cause.map((cause) => cause.code));
      }
      if (!response.ok || typeof (body as { id?: unknown })?.id !== 'string') {
        throw new Error(`Mercado Pago answered ${response.status}`);
      }
      return (body as { id: string }).id;
    },
    issuers: async (brand) =>
      issuersOf(await getJson('/v1/payment_methods/card_issuers', { payment_method_id: brand.id })),
  };
}

/** The part of MercadoPago.js v2's instance that {@link sdkMercadoPago} uses. */
type MercadoPagoJs = {
  getIdentificationTypes(): Promise<unknown>;
  getPaymentMethods(input: { bin: string }): Promise<{ results?: readonly MpPaymentMethod[] }>;
  createCardToken(input: Record<string, string>): Promise<{ id: string }>;
  getIssuers(input: { paymentMethodId: string; bin: string }): Promise<unknown>;
};

/**
 * The real implementation: loads MercadoPago.js v2 (`@mercadopago/sdk-js`, imported here on
 * demand) and creates `new MercadoPago(publicKey, { locale: 'es-AR' })`. The SDK rejects a refused
 * card with MP's error body (or an array of causes); both become a {@link CardTokenError}.
 */
export async function sdkMercadoPago(publicKey: string): Promise<MercadoPagoBrowser> {
  const { loadMercadoPago } = await import('@mercadopago/sdk-js');
  await loadMercadoPago();
  const Constructor = (
    window as unknown as {
      MercadoPago: new (key: string, options: { locale: string }) => MercadoPagoJs;
    }
  ).MercadoPago;
  const mp = new Constructor(publicKey, { locale: 'es-AR' });
  return {
    identificationTypes: async () => typesOf(await mp.getIdentificationTypes()),
    brandOfBin: async (bin) => brandOf((await mp.getPaymentMethods({ bin })).results?.[0]),
    createCardToken: async (card) => {
      try {
        const token = await mp.createCardToken({
          cardNumber: card.cardNumber,
          cardholderName: card.cardholderName,
          cardExpirationMonth: card.expirationMonth,
          cardExpirationYear: card.expirationYear,
          securityCode: card.securityCode,
          identificationType: card.identificationType,
          identificationNumber: card.identificationNumber,
        });
        return token.id;
      } catch (error) {
        if (isTokenErrorBody(error)) throw new CardTokenError(error.cause.map((c) => c.code));
        if (Array.isArray(error)) {
          throw new CardTokenError(
            error.map((cause: { code?: string | number }) => cause.code ?? ''),
          );
        }
        throw error;
      }
    },
    issuers: async (brand, bin) =>
      issuersOf(await mp.getIssuers({ paymentMethodId: brand.id, bin })),
  };
}

/** What {@link mercadoPagoFor} reads of the web configuration. */
export type MercadoPagoSettings = {
  readonly apiBaseUrl: string;
  readonly mercadoPago: { readonly publicKey: string; readonly isSandbox: boolean };
};

/**
 * The implementation the configuration asks for: the sandbox at the API's origin
 * (`<origin of apiBaseUrl>/sandbox/mercadopago`) when `isSandbox`, else MercadoPago.js.
 */
export function mercadoPagoFor(config: MercadoPagoSettings): Promise<MercadoPagoBrowser> {
  if (config.mercadoPago.isSandbox) {
    const apiOrigin = new URL(config.apiBaseUrl, window.location.origin).origin;
    return Promise.resolve(
      sandboxMercadoPago(`${apiOrigin}/sandbox/mercadopago`, config.mercadoPago.publicKey),
    );
  }
  return sdkMercadoPago(config.mercadoPago.publicKey);
}
