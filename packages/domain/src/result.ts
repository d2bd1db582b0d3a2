import { formatMessage, type MessageArgs, type MessageCode } from './messages';

/**
 * One expected validation failure, in the shape the web app shows under a field and the API
 * returns in `{ message, errors }` (ARCHITECTURE "Rules the server owns").
 *
 * - `path`: the field the error belongs to (a form field or wire name, e.g. `'cuit'`, `'email'`).
 * - `code`: a stable dotted code from {@link messages} (e.g. `'cuit.checkDigit'`); UIs and tests
 *   should branch on it, never on the text.
 * - `message`: the spec's Spanish text for that code, placeholders already filled.
 */
export type ValidationError = {
  readonly path: string;
  readonly code: MessageCode;
  readonly message: string;
};

/** The success branch of {@link Result}: the validated and normalized value. */
export type Success<T> = { readonly ok: true; readonly value: T };

/** The failure branch of {@link Result}: at least one {@link ValidationError}. */
export type Failure = { readonly ok: false; readonly errors: readonly ValidationError[] };

/**
 * The outcome of a domain rule: `{ ok: true, value }` or `{ ok: false, errors }`.
 * Expected failures (bad input) are results, never thrown exceptions (CONVENTIONS "Domain").
 */
export type Result<T> = Success<T> | Failure;

/**
 * Wraps a value in a successful {@link Result}.
 *
 * @param value - the validated (and normalized) value.
 * @returns `{ ok: true, value }`.
 */
export function succeed<T>(value: T): Success<T> {
  return { ok: true, value };
}

/**
 * Builds a failed {@link Result} with one error whose message comes from the catalogue.
 *
 * @param path - the field the error belongs to (e.g. `'cuit'`).
 * @param code - the stable message code; its Spanish text becomes `message`.
 * @param args - the placeholder values when the message has any (e.g. `{ row: 3 }`).
 * @returns `{ ok: false, errors: [{ path, code, message }] }`.
 */
export function fail<C extends MessageCode>(
  path: string,
  code: C,
  ...args: MessageArgs<C>
): Failure {
  return { ok: false, errors: [{ path, code, message: formatMessage(code, ...args) }] };
}
