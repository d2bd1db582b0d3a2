import { type ApiErrorBody, apiErrorStatus } from '@liqui/api-client';
import { messages } from '@liqui/domain';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import type { Logger } from '../logger.js';
import { forbidden, invalid, notFound, ServiceError, unauthenticated } from '../service-error.js';
import { jsonAnswer } from './json-answer.js';

/**
 * The error answers of the API: one body `{ code, message, errors? }` (`ApiErrorBody` of
 * `@liqui/api-client`) whose `code` is one of the closed vocabulary `ApiErrorCode` and decides the
 * status (`apiErrorStatus`: validation 400, unauthenticated 401, forbidden 403, not_found 404,
 * conflict 409, payload_too_large 413, too_many_requests 429 with `Retry-After`, internal 500,
 * upstream_unavailable 502). Services throw
 * {@link ServiceError} (`service-error.ts`) and never pick a status; this file is the one mapping.
 * Source: CONVENTIONS.md "API and data", ARCHITECTURE.md "Rules the server owns", issue 10 item 2.
 */

/** The JSON body of every error answer (see `ApiErrorBody` of `@liqui/api-client`). */
export type ErrorBody = ApiErrorBody;

/** The answer to an unexpected failure: 500 `{ code: 'internal', message: 'Ocurrio un error' }`. */
export const internalErrorBody: ErrorBody = {
  code: 'internal',
  message: messages['http.internal'],
};

/** The answer to an unknown `/api` path: 404 `{ code: 'not_found', message: 'Recurso no encontrado' }`. */
export const notFoundErrorBody: ErrorBody = {
  code: 'not_found',
  message: messages['http.notFound'],
};

/**
 * The {@link ServiceError} for an error that carries an HTTP status of its own (Hono's
 * `HTTPException`, e.g. the body limit's 413): 413 → `payload_too_large`, 401 →
 * `unauthenticated`, 403 → `forbidden`, 404 → `not_found`, any other 4xx →
 * `validation` (the request was refused as it came); `undefined` for 5xx and for errors without a
 * status (answered as `internal`).
 */
function serviceErrorOfStatus(status: number): ServiceError | undefined {
  switch (status) {
    case 401:
      return unauthenticated();
    case 403:
      return forbidden();
    case 404:
      return notFound();
    case 413:
      return new ServiceError('payload_too_large', messages['http.payloadTooLarge']);
    default:
      return status >= 400 && status < 500 ? invalid([]) : undefined;
  }
}

/**
 * `app.onError` handler: a {@link ServiceError} → `apiErrorStatus[code]` and its body (and
 * `Retry-After` when it carries `retryAfterSeconds`); an error
 * carrying a 4xx status (Hono's `HTTPException`) → the matching code with a Spanish message (see
 * {@link serviceErrorOfStatus}); anything else → 500 `{ code: 'internal', message: 'Ocurrio un
 * error' }`, logged with its stack (the stack never reaches the client).
 */
export function createErrorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    const known =
      error instanceof ServiceError ? error : serviceErrorOfStatus(httpStatusOf(error) ?? 500);
    if (known) {
      if (known.code === 'internal') {
        logger.error(
          { err: error, method: c.req.method, path: c.req.path },
          'Known failure while serving the request',
        );
      }
      if (known.retryAfterSeconds !== undefined) {
        c.header('Retry-After', String(known.retryAfterSeconds));
      }
      return jsonAnswer(c, known.toBody(), apiErrorStatus[known.code]);
    }
    logger.error(
      { err: error, method: c.req.method, path: c.req.path },
      'Unhandled error while serving the request',
    );
    return jsonAnswer(c, internalErrorBody, 500);
  };
}

function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const { status } = error;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : undefined;
}

/** Paths answered by machines, whose unknown routes get a JSON 404 (never the SPA's HTML). */
export const machinePrefixes = ['/api', '/identity', '/sandbox', '/dev'] as const;

/** Whether `path` is `prefix` or below it (`/api` and `/api/x`, not `/apis`). */
export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * `app.notFound` handler: under `/api`, `/identity`, `/sandbox` and `/dev` a JSON 404
 * `{ code: 'not_found', message: 'Recurso no encontrado' }`; elsewhere (a missing static file) a
 * plain-text 404.
 */
export const notFoundHandler: NotFoundHandler = (c: Context) => {
  if (machinePrefixes.some((prefix) => isUnder(c.req.path, prefix))) {
    return jsonAnswer(c, notFoundErrorBody, 404);
  }
  return c.text(messages['http.fileNotFound'], 404);
};
