import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from '../logger.js';

/** One problem with a request field: `path` is dotted (`items.0.precio`), `message` Spanish. */
export type FieldError = { path: string; message: string };

/**
 * The JSON body of every error answer (CONVENTIONS.md "API and data": `{ message, code, errors? }`,
 * never a stack trace; ARCHITECTURE.md "Rules the server owns": 400 with `errors: [{ path,
 * message }]` in Spanish).
 */
export type ErrorBody = {
  /** What went wrong, in Spanish, fit to show the user. */
  message: string;
  /** Stable machine code, e.g. `validation`, `not_found`, `internal`. */
  code: string;
  /** Per-field problems (validation errors only). */
  errors?: FieldError[];
};

/**
 * An expected failure a handler or service throws to answer with a given status and body.
 *
 * @example throw new AppError(404, 'not_found', 'Usuario inexistente')
 */
export class AppError extends Error {
  override readonly name = 'AppError';

  /**
   * @param status - HTTP status of the answer (4xx for the caller's mistakes).
   * @param code - stable machine code (`snake_case`).
   * @param message - Spanish message for the user.
   * @param errors - per-field problems, for validation failures.
   */
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }

  /** The JSON body for this error. */
  toBody(): ErrorBody {
    return this.errors
      ? { message: this.message, code: this.code, errors: this.errors }
      : { message: this.message, code: this.code };
  }
}

/** Spanish message and code for a bare HTTP status (errors thrown by Hono's own middleware). */
const statusDefaults: Partial<Record<number, { code: string; message: string }>> = {
  400: { code: 'bad_request', message: 'Solicitud inválida' },
  401: { code: 'unauthorized', message: 'Sesion vencida, vuelve a loguearte por favor' },
  403: { code: 'forbidden', message: 'No tenés permiso para realizar esta acción' },
  404: { code: 'not_found', message: 'Recurso no encontrado' },
  405: { code: 'method_not_allowed', message: 'Método no permitido' },
  409: { code: 'conflict', message: 'El recurso cambió; volvé a intentarlo' },
  413: { code: 'payload_too_large', message: 'La solicitud es demasiado grande' },
  415: { code: 'unsupported_media_type', message: 'Tipo de contenido no soportado' },
  429: { code: 'too_many_requests', message: 'Demasiadas solicitudes, probá más tarde' },
};

/**
 * The answer to a signed-in caller without the role or ownership a route needs (ARCHITECTURE.md
 * "Rules the server owns": 403 → a clear refusal). The spec has no text for it (it only redirects
 * in the app); wording ours, the same as a bare 403 above.
 */
export const forbiddenError: ErrorBody = {
  message: 'No tenés permiso para realizar esta acción',
  code: 'forbidden',
};

/** The answer to an unexpected failure. */
export const internalError: ErrorBody = { message: 'Ocurrio un error', code: 'internal' };

/** The answer to an unknown `/api` path. */
export const notFoundError: ErrorBody = { message: 'Recurso no encontrado', code: 'not_found' };

/**
 * `app.onError` handler: {@link AppError} → its status and body; an error carrying an HTTP status
 * (Hono's `HTTPException`) → that status with a Spanish default body; anything else → 500
 * `{ message: 'Ocurrio un error', code: 'internal' }`, logged with its stack (the stack never
 * reaches the client).
 */
export function createErrorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof AppError) return c.json(error.toBody(), error.status);
    const status = httpStatusOf(error);
    if (status !== undefined && status < 500) {
      const known = statusDefaults[status] ?? statusDefaults[400]!;
      return c.json({ message: known.message, code: known.code }, status as ContentfulStatusCode);
    }
    logger.error(
      { err: error, method: c.req.method, path: c.req.path },
      'Error no controlado al atender la solicitud',
    );
    return c.json(internalError, 500);
  };
}

function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const { status } = error as { status: unknown };
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
 * `{ message: 'Recurso no encontrado', code: 'not_found' }`; elsewhere (a missing static file) a
 * plain-text 404.
 */
export const notFoundHandler: NotFoundHandler = (c: Context) => {
  if (machinePrefixes.some((prefix) => isUnder(c.req.path, prefix))) {
    return c.json(notFoundError, 404);
  }
  return c.text('No encontrado', 404);
};
