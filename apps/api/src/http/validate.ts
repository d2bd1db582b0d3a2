import { messages } from '@liqui/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { type Struct, type StructError, validate as validateStruct } from 'superstruct';
import { type FieldError, invalid } from '../service-error.js';
import { findUnsafeInput } from './input-shape.js';

/**
 * Request validation with superstruct structs (ARCHITECTURE.md "One contract, both sides": the
 * server validates requests with the contract's structs; "Rules the server owns": bad input gets
 * HTTP 400 with `{ message, errors: [{ path, message }] }` in Spanish, and changes nothing).
 */

/** Parts of a request that can be validated. */
export type ValidationTarget = 'json' | 'query' | 'param';

/** The message of every validation answer (`validation.failed` of `@liqui/domain`'s catalogue). */
export const validationMessage = messages['validation.failed'];

/** Message for a body that is missing, not JSON, or malformed JSON (`validation.notJson`). */
export const notJsonMessage = messages['validation.notJson'];

const jsonMediaType = /^application\/([\w.-]+\+)?json$/i;

/**
 * Middleware that validates one part of the request against `struct` (with superstruct's
 * coercions applied) and stores the result for `c.req.valid(target)`, typed as the struct's type.
 *
 * The part first passes the shape checks of `input-shape.ts` (control characters, U+FFFD and lone
 * surrogates in any string, keys such as `toString`, nesting deeper than 32, numbers that are not
 * finite or beyond ±2^53 − 1), each a 400 at its field. On failure it throws a
 * `ServiceError` `validation` (400)
 * `{ message: 'Datos inválidos', code: 'validation', errors: [{ path, message }] }`, one entry per
 * failing field (`path` dotted, `''` for the whole body; see {@link toFieldErrors}). A `json`
 * target whose body is absent, not `application/json`, or malformed fails the same way with
 * path `''`.
 *
 * @example
 * router.put('/taxes/otros', validate('json', OtherTax), (c) => { const row = c.req.valid('json'); … })
 */
export function validate<Target extends ValidationTarget, T extends object, S>(
  target: Target,
  struct: Struct<T, S>,
): MiddlewareHandler<
  // biome-ignore lint/suspicious/noExplicitAny: the middleware fits any Hono env and path.
  any,
  string,
  { in: { [K in Target]: T }; out: { [K in Target]: T } }
> {
  return async (c, next) => {
    const raw = await readTarget(c, target);
    const unsafe = findUnsafeInput(raw);
    if (unsafe.length > 0) throw invalid(unsafe, validationMessage);
    if (Array.isArray(raw) && (struct.type === 'object' || struct.type === 'type')) {
      // superstruct accepts arrays as objects; a list where an object is expected is one error.
      throw invalid([{ path: '', message: messagesByType.object! }], validationMessage);
    }
    const [error, value] = validateStruct(raw, struct, { coerce: true });
    if (error) throw invalid(toFieldErrors(error), validationMessage);
    c.req.addValidatedData(target, value);
    await next();
  };
}

async function readTarget(c: Context, target: ValidationTarget): Promise<unknown> {
  switch (target) {
    case 'query':
      return Object.fromEntries(
        Object.entries(c.req.queries()).map(([key, values]) => [
          key,
          values.length === 1 ? values[0] : values,
        ]),
      );
    case 'param':
      return c.req.param();
    case 'json': {
      const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim() ?? '';
      if (!jsonMediaType.test(mediaType)) throw notJson();
      try {
        return await c.req.json();
      } catch {
        throw notJson();
      }
    }
    default: {
      const unknownTarget: never = target;
      throw new Error(`Unknown validation target ${String(unknownTarget)}`);
    }
  }
}

function notJson() {
  return invalid([{ path: '', message: notJsonMessage }], validationMessage);
}

/** The message by failed superstruct type: texts of `@liqui/domain`'s catalogue (`validation.*`). */
const messagesByType: Record<string, string> = {
  string: messages['validation.string'],
  number: messages['validation.number'],
  integer: messages['validation.integer'],
  bigint: messages['validation.integer'],
  boolean: messages['validation.boolean'],
  date: messages['validation.date'],
  enums: messages['validation.notAllowed'],
  literal: messages['validation.notAllowed'],
  union: messages['validation.notAllowed'],
  object: messages['validation.object'],
  type: messages['validation.object'],
  record: messages['validation.object'],
  array: messages['validation.list'],
  tuple: messages['validation.list'],
  never: messages['validation.unknownField'],
};

/** The message by failed refinement: texts of `@liqui/domain`'s catalogue. */
const messagesByRefinement: Record<string, string> = {
  size: messages['validation.size'],
  min: messages['validation.min'],
  max: messages['validation.max'],
  pattern: messages['validation.pattern'],
  nonempty: messages['field.dataRequired'],
  empty: messages['validation.empty'],
  // The named refinements of `@liqui/domain`'s scalars (their own messages are English).
  Ars: messages['validation.ars'],
  SignedArs: messages['validation.signedArs'],
  Percentage: messages['validation.percentage'],
  IsoDate: messages['validation.isoDate'],
  IsoMonth: messages['validation.isoMonth'],
  NonEmptyString: messages['field.dataRequired'],
  Provincia: messages['validation.provincia'],
  VepQuery: messages['validation.invalid'],
};

/**
 * The message by field name, for fields whose spec message says more than the generic one: a
 * `cbu` that is not 22 digits answers 'El CBU debe contener 22 numeros' (Spec 02 §5).
 */
const messagesByField: Record<string, string> = {
  cbu: messages['cbu.length'],
};

/**
 * Turns a superstruct error into Spanish `{ path, message }` entries, one per failure:
 * - a missing value → 'Dato requerido';
 * - a `refine()`/`define()` that returned its own message (domain structs return the spec's
 *   Spanish text) → that message;
 * - a known field with its own spec message ({@link messagesByField}: `cbu`) → that message;
 * - otherwise a Spanish message by failed type or refinement ('Debe ser un número',
 *   'Formato inválido', 'Campo no permitido' for an unknown key, …), never superstruct's English.
 */
export function toFieldErrors(error: StructError): FieldError[] {
  return error.failures().map((failure) => {
    const path = failure.path.map(String).join('.');
    if (failure.value === undefined && failure.type !== 'never') {
      return { path, message: messages['field.dataRequired'] };
    }
    // superstruct's own messages all start with "Expected"; anything else was written by a
    // refine()/define() in our structs (Spanish), so it is shown as is.
    if (!failure.message.startsWith('Expected ')) return { path, message: failure.message };
    const field = failure.path.at(-1);
    const message =
      (failure.type !== 'never' && typeof field === 'string'
        ? messagesByField[field]
        : undefined) ??
      (failure.refinement !== undefined ? messagesByRefinement[failure.refinement] : undefined) ??
      messagesByType[failure.type] ??
      messages['validation.invalid'];
    return { path, message };
  });
}
