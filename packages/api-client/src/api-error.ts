/**
 * The error every failed call throws.
 */
import { shellMessages } from '@liqui/domain';
import type { FieldError } from './contract/common';
import type { ApiErrorCode } from './error-codes';

/** The generic Spanish message when the server's answer carries none. */
export const GENERIC_ERROR_MESSAGE: string = shellMessages['client.unexpected'];

/**
 * The message of a 401 whose body carries none: the spec's expired-session text
 * (Spec 01 §4.4 and §8).
 */
export const SESSION_EXPIRED_MESSAGE: string = shellMessages['session.expired'];

/** The message when the server cannot be reached. */
export const NETWORK_ERROR_MESSAGE: string = shellMessages['client.network'];

/** The message when an answer does not have the contract's shape. */
export const INVALID_RESPONSE_MESSAGE: string = shellMessages['client.invalidResponse'];

/**
 * Codes the client itself gives (the server's {@link ApiErrorCode}s pass through unchanged):
 * - `network.failed`: no answer (`status` 0);
 * - `response.notJson`: a success whose body is not JSON;
 * - `response.invalid`: a success that fails the response struct (`errors` says where);
 * - `response.unexpected`: an error answer without the API's error body (a proxy's HTML page, a
 *   body whose `code` is not an {@link ApiErrorCode}); `status` is the answer's.
 */
export type ClientErrorCode =
  | 'network.failed'
  | 'response.notJson'
  | 'response.invalid'
  | 'response.unexpected';

/** What {@link ApiError.code} can be: the server's code, or one the client gives. */
export type ApiErrorCodeOrClient = ApiErrorCode | ClientErrorCode;

/** What {@link ApiError} is built from. */
export type ApiErrorInit = {
  readonly status: number;
  readonly code: ApiErrorCodeOrClient;
  readonly message: string;
  readonly errors?: readonly FieldError[];
  readonly cause?: unknown;
};

/**
 * A failed call: the server answered an error (`{ message, code, errors? }`, see `ApiErrorBody`),
 * the answer broke the contract, or the server could not be reached.
 *
 * - `status`: the HTTP status; 0 when there was no answer.
 * - `code`: the server's {@link ApiErrorCode} (`validation`, `unauthenticated`, `not_found`…), or
 *   a {@link ClientErrorCode} when there was no answer or it was not the API's.
 * - `message`: Spanish text for the user; the server's, or a generic one.
 * - `errors`: the field errors of a 400, or where a response broke its struct.
 */
export class ApiError extends Error {
  /** The HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** A stable code to branch on (never branch on the message). */
  readonly code: ApiErrorCodeOrClient;
  /** Field errors (HTTP 400) or response-shape failures (`response.invalid`). */
  readonly errors: readonly FieldError[] | undefined;

  /**
   * @param init - status, code, message, optional field errors and cause.
   */
  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors;
  }
}

/**
 * Whether a thrown value is an {@link ApiError}.
 *
 * @param error - anything caught.
 * @returns true for an `ApiError`.
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
