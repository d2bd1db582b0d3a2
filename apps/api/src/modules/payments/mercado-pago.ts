import { messages } from '@liqui/domain';
import { MPConnectionError, MPRateLimitError, MPServerError } from 'mercadopago';
import { type MercadoPagoClient, MercadoPagoError } from '../../integrations/mercadopago/index.js';
import type { Logger } from '../../logger.js';
import { invalid, type ServiceError, upstreamUnavailable } from '../../service-error.js';

/**
 * The Mercado Pago client, when there is one.
 *
 * @throws ServiceError 502 'Ocurrió un error generando el pago' without one (outside the sandbox
 *   without `MERCADOPAGO_ACCESS_TOKEN`).
 */
export function requireClient(client: MercadoPagoClient | undefined): MercadoPagoClient {
  if (!client) throw upstreamUnavailable(messages['payment.error']);
  return client;
}

/**
 * Maps an SDK failure to the API's error (../shared/reference/mercadopago.md §8): Mercado Pago
 * refusing the request (4xx: bad token, used token…) → 400 `userMessage` with MP's cause codes
 * in `errors` (path `card_token`); MP unreachable after the SDK's retries (5xx, 429, timeouts)
 * or any other failure → 502 'Ocurrió un error generando el pago', logged.
 */
export function paymentFailure(logger: Logger, error: unknown, userMessage: string): ServiceError {
  if (
    error instanceof MPServerError ||
    error instanceof MPRateLimitError ||
    error instanceof MPConnectionError ||
    !(error instanceof MercadoPagoError)
  ) {
    logger.warn({ err: error }, 'Mercado Pago no respondió');
    return upstreamUnavailable(messages['payment.error']);
  }
  const causes: { code?: unknown }[] = Array.isArray(error.causes)
    ? error.causes.filter(
        (cause): cause is { code?: unknown } => typeof cause === 'object' && cause !== null,
      )
    : [];
  return invalid(
    causes.length > 0
      ? causes.map((cause) => ({
          path: 'card_token',
          message: userMessage,
          code: String(cause.code ?? error.status),
        }))
      : [{ path: 'card_token', message: userMessage, code: String(error.status) }],
    userMessage,
  );
}
