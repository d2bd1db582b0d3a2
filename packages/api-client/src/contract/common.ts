/**
 * Bodies shared by many calls: the plain acknowledgement and the error body.
 */
import { array, enums, type Infer, object, optional, string } from 'superstruct';
import { apiErrorCodes } from '../error-codes';

/**
 * The answer of a call whose result the spec does not show and that has no entity to return
 * (a delete, the debt refresh, the start of a ZIP): `{ message }`, a Spanish text for the user.
 * Decision for Spec 01 §7, Spec 02 §7 and Spec 03 §7 ("response not shown").
 */
export const MessageResponse = object({ message: string() });
/** `{ message }` (see the {@link MessageResponse} struct). */
export type MessageResponse = Infer<typeof MessageResponse>;

/**
 * One field error of a rejected request: the field's `path` (dotted, e.g. `items.0.precio`),
 * the Spanish `message` and, when the server has one, a stable `code` (`cuit.checkDigit`).
 */
export const FieldError = object({
  path: string(),
  message: string(),
  code: optional(string()),
});
/** One field error (see the {@link FieldError} struct). */
export type FieldError = Infer<typeof FieldError>;

/**
 * The body of every error answer (4xx and 5xx): `message` in Spanish, a `code` of the closed
 * vocabulary `ApiErrorCode` (`validation`, `unauthenticated`, `forbidden`, `not_found`,
 * `conflict`, `payload_too_large`, `too_many_requests`, `internal`, `upstream_unavailable`; see
 * `error-codes.ts`) and, for `validation`, `errors` per field. Never a stack trace. Source:
 * ARCHITECTURE "Rules the server owns", CONVENTIONS "API and data".
 */
export const ApiErrorBody = object({
  message: string(),
  code: enums(apiErrorCodes),
  errors: optional(array(FieldError)),
});
/** The error body (see the {@link ApiErrorBody} struct). */
export type ApiErrorBody = Infer<typeof ApiErrorBody>;
