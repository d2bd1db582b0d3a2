/**
 * The error vocabulary of the Liqui API: the closed list of `code`s an error answer can carry.
 *
 * Every error answer of `/api` has one body, `{ code, message, errors? }` (see `ApiErrorBody`):
 * `code` is one of {@link apiErrorCodes} and decides the HTTP status (one status per code, see
 * {@link apiErrorStatus}); `message` is Spanish text for the user; `errors` lists the fields of a
 * `validation` answer. Clients branch on `code` (or the status), never on the message text.
 * Source: ARCHITECTURE.md "Rules the server owns", CONVENTIONS.md "API and data", issue 10 item 2.
 */

/**
 * Every code the server sends, each with the HTTP status it always comes with:
 *
 * - `validation` (400): the request's body, query or path failed the contract's struct or a rule
 *   of the domain; `errors: [{ path, message }]` says which fields (path `''`: the whole body).
 * - `unauthenticated` (401): no token, or an invalid, expired or revoked one ('Sesion vencida,
 *   vuelve a loguearte por favor').
 * - `forbidden` (403): a signed-in caller without the role, or asking for another user's record.
 * - `not_found` (404): the resource does not exist for this caller, or the path is unknown.
 * - `conflict` (409): the resource's state does not allow the action (an invoice that is no
 *   longer a draft, an e-mail that belongs to another user).
 * - `payload_too_large` (413): a body over the API's limit (1 MiB), or a file over a processing
 *   limit (pixels, pages, inflated size; issue 26 item 2).
 * - `too_many_requests` (429): the server is busy with other work of this kind (its file-processing
 *   queue is full, issue 26 item 2); the answer carries `Retry-After` (seconds). Trying again
 *   then may work.
 * - `internal` (500): an unexpected failure; the message is generic, the details are logged.
 * - `upstream_unavailable` (502): an outside service (ARCA) could not be reached or refused the
 *   call; trying again later may work.
 */
export const apiErrorStatus = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  too_many_requests: 429,
  internal: 500,
  upstream_unavailable: 502,
} as const;

/** A code of an error answer of the API (see {@link apiErrorStatus}). */
export type ApiErrorCode = keyof typeof apiErrorStatus;

/** Every {@link ApiErrorCode}, in status order. */
export const apiErrorCodes = Object.freeze(Object.keys(apiErrorStatus)) as readonly ApiErrorCode[];

/**
 * Whether `value` is one of the API's error codes.
 *
 * @param value - anything, e.g. the `code` of a parsed error body.
 * @returns true for a member of {@link apiErrorCodes}.
 */
export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && Object.hasOwn(apiErrorStatus, value);
}
