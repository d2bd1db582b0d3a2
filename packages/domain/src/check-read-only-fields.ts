import { formatMessage } from './messages';
import { type Result, succeed, type ValidationError } from './result';

/**
 * Whether two JSON values are equal: same primitive, or arrays/objects with equal members (key
 * order ignored; a key with `undefined` counts as absent). `null` and a missing value differ.
 */
function isSameJson(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) {
    return false;
  }
  if (Array.isArray(left) || Array.isArray(right)) {
    return (
      Array.isArray(left) &&
      Array.isArray(right) &&
      left.length === right.length &&
      left.every((item, index) => isSameJson(item, right[index]))
    );
  }
  const entriesOf = (value: object) =>
    Object.entries(value).filter(([, member]) => member !== undefined);
  const leftEntries = entriesOf(left);
  const rightRecord = Object.fromEntries(entriesOf(right));
  return (
    leftEntries.length === Object.keys(rightRecord).length &&
    leftEntries.every(
      ([key, member]) => Object.hasOwn(rightRecord, key) && isSameJson(member, rightRecord[key]),
    )
  );
}

/**
 * The rule of "send back what you read" (issue 10 item 9): a `PUT` may carry the read-only fields
 * of the object its matching `GET` returned (ids, status, CAE, number…). Each read-only field the
 * body carries must equal the stored value (then it is ignored); a different value is refused,
 * naming the field, so a client never believes it changed something the server owns. A field the
 * body leaves out is fine. Equality is JSON equality (nested objects compared member by member;
 * `null` is a value, not an absence).
 *
 * @param input.sent - the request body (only `fields` are looked at).
 * @param input.stored - the stored object, in the wire shape the `GET` returns.
 * @param input.fields - the read-only wire names to check.
 * @returns `{ ok: true, value: undefined }`, or one error per differing field with code
 *   `field.readOnly` ('Este dato no se puede modificar') at the field's path.
 */
export function checkReadOnlyFields(input: {
  readonly sent: Readonly<Record<string, unknown>>;
  readonly stored: Readonly<Record<string, unknown>>;
  readonly fields: readonly string[];
}): Result<undefined> {
  const errors: ValidationError[] = input.fields
    .filter((field) => input.sent[field] !== undefined)
    .filter((field) => !isSameJson(input.sent[field], input.stored[field]))
    .map((field) => ({
      path: field,
      code: 'field.readOnly',
      message: formatMessage('field.readOnly'),
    }));
  return errors.length === 0 ? succeed(undefined) : { ok: false, errors };
}
