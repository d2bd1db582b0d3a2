import { formatMessage, type MessageArgs, type MessageCode } from './messages';
import type { Failure } from './result-core';

export type { Failure, Result, Success, ValidationError } from './result-core';
export { succeed } from './result-core';

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
