import type { ApiErrorCode, FieldError } from '@liqui/api-client';
import { messages } from '@liqui/domain';

/**
 * The expected failures of the server's services, in the API's error vocabulary (`ApiErrorCode`
 * of `@liqui/api-client`). A service throws a {@link ServiceError} and never knows HTTP: the one
 * mapping from code to status lives in `http/errors.ts` (`apiErrorStatus`), which answers
 * `{ code, message, errors? }`. Source: issue 10 item 2, CONVENTIONS.md "API and data".
 */

/** One problem with a request field: `path` dotted (`items.0.precio`), `message` in Spanish. */
export type { FieldError };

/**
 * An expected failure with a code of the API's vocabulary, a Spanish message fit for the user,
 * and, for `validation`, the fields at fault.
 *
 * @example throw notFound(messages['load.invoice'])
 */
export class ServiceError extends Error {
  override readonly name = 'ServiceError';

  /**
   * @param code - the vocabulary code; it decides the HTTP status.
   * @param message - Spanish text for the user.
   * @param errors - the fields at fault (validation only).
   */
  /** Seconds after which a `too_many_requests` answer may be retried (its `Retry-After`). */
  readonly retryAfterSeconds?: number;

  /**
   * @param options.retryAfterSeconds - sent as the `Retry-After` header (`too_many_requests`).
   */
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly errors?: readonly FieldError[],
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(message, options);
    if (options?.retryAfterSeconds !== undefined) {
      this.retryAfterSeconds = options.retryAfterSeconds;
    }
  }

  /** The error body `{ code, message, errors? }` the API answers with. */
  toBody(): { code: ApiErrorCode; message: string; errors?: FieldError[] } {
    return this.errors
      ? { code: this.code, message: this.message, errors: [...this.errors] }
      : { code: this.code, message: this.message };
  }
}

/**
 * Bad input: `validation` with the fields at fault (path `''` for the whole body) and the
 * catalogue's 'Datos inválidos' unless another message is given.
 */
export function invalid(errors: readonly FieldError[], message?: string): ServiceError {
  return new ServiceError('validation', message ?? messages['validation.failed'], errors);
}

/** No valid session: `unauthenticated` with 'Sesion vencida, vuelve a loguearte por favor'. */
export function unauthenticated(): ServiceError {
  return new ServiceError('unauthenticated', messages['session.expired']);
}

/**
 * A signed-in caller without the role or the ownership: `forbidden`, with the catalogue's
 * generic text unless a more precise Spanish `message` is given (e.g. `invoice.gated`).
 */
export function forbidden(message: string = messages['http.forbidden']): ServiceError {
  return new ServiceError('forbidden', message);
}

/** The resource does not exist for this caller: `not_found` with its Spanish message. */
export function notFound(message: string = messages['http.notFound']): ServiceError {
  return new ServiceError('not_found', message);
}

/** The resource's state forbids the action: `conflict` with the reason in Spanish. */
export function conflict(message: string): ServiceError {
  return new ServiceError('conflict', message);
}

/** An outside service (ARCA) failed: `upstream_unavailable` with the Spanish message. */
export function upstreamUnavailable(message: string): ServiceError {
  return new ServiceError('upstream_unavailable', message);
}

/**
 * A known failure of our own that the user can only retry (the PDF could not be drawn): answered
 * 500 with this message; the cause is logged, never sent.
 */
export function internal(
  message: string = messages['http.internal'],
  options?: { cause?: unknown },
): ServiceError {
  return new ServiceError('internal', message, undefined, options);
}
