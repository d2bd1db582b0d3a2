import { hasForbiddenCharacters, messages } from '@liqui/domain';
import type { FieldError } from '../service-error.js';

/**
 * The shape checks every request part passes before its struct (issue 11 item 1: "no 5xx on bad
 * input"). A value the validators cannot even describe, or that the database refuses, is a 400
 * naming its field, before it reaches either:
 *
 * - a string with a character no stored text may hold (`hasForbiddenCharacters` of the domain):
 *   the replacement character U+FFFD (a file read in the wrong encoding: issue 24 item 3, so no
 *   voucher, name or address is ever stored with one), a control character (NUL, which
 *   PostgreSQL refuses in text columns and would fail as a 500; the C1 controls of a
 *   mis-decoded Windows-1252 file) or a lone UTF-16 surrogate → 'Contiene caracteres no
 *   permitidos'. Tab, line feed and carriage return stay allowed;
 * - an object with an own key named like a method of every object (`toString`, `valueOf`,
 *   `constructor`, `__proto__`…): superstruct builds its messages with `${value}`, which throws
 *   for `{"toString":"x"}`, and such keys are the usual prototype-pollution probes. No body of the
 *   contract has a field with those names → 'Dato inválido' at the object's path;
 * - nesting deeper than {@link maxInputDepth} levels: no body of the contract is deeper than 4,
 *   and a very deep one would exhaust the validators' stack → 'Dato inválido' at the path where
 *   it got too deep;
 * - a number that is not finite (`1e400` parses to Infinity) → 'Debe ser un número', or beyond
 *   ±`Number.MAX_SAFE_INTEGER` (`1e308`, 2^53: not exact, and past every column's range) →
 *   'Valor demasiado grande' / 'Valor demasiado chico' (issue 26 item 3: such numbers reached SQL
 *   and overflowed as 500s). No field of the contract holds one; each struct still states its own
 *   field's range (`PlanTermMonths`, `Percentage`, `UnixTime`…).
 *
 * Strings are checked after `JSON.parse`, so a `\udfff` escape is the lone surrogate it decodes
 * to, and every string of the body is visited: nested objects, arrays and object keys alike.
 */

/** The deepest nesting of arrays and objects a request part may have. */
export const maxInputDepth = 32;

/** Own keys that shadow what every object inherits (or rewrite its prototype). */
const reservedKeys = new Set([
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'toLocaleString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
]);

/**
 * Finds the values of a parsed request part that must be refused before validation (see the
 * module's TSDoc).
 *
 * @param value - the parsed JSON body, the query or the path parameters.
 * @returns one `{ path, message }` per offending value (`path` dotted, `''` for the whole part);
 *   empty when the part is safe to validate.
 */
export function findUnsafeInput(value: unknown): FieldError[] {
  const errors: FieldError[] = [];
  const visit = (current: unknown, path: string[], depth: number) => {
    if (typeof current === 'string') {
      if (hasForbiddenCharacters(current)) {
        errors.push({ path: path.join('.'), message: messages['validation.forbiddenCharacters'] });
      }
      return;
    }
    if (typeof current === 'number') {
      const message = !Number.isFinite(current)
        ? messages['validation.number']
        : current > Number.MAX_SAFE_INTEGER
          ? messages['validation.max']
          : current < -Number.MAX_SAFE_INTEGER
            ? messages['validation.min']
            : undefined;
      if (message !== undefined) errors.push({ path: path.join('.'), message });
      return;
    }
    if (typeof current !== 'object' || current === null) return;
    if (depth > maxInputDepth) {
      errors.push({ path: path.join('.'), message: messages['validation.invalid'] });
      return;
    }
    const keys = Object.keys(current);
    if (!Array.isArray(current) && keys.some((key) => reservedKeys.has(key))) {
      errors.push({ path: path.join('.'), message: messages['validation.invalid'] });
      return;
    }
    for (const key of keys) {
      if (hasForbiddenCharacters(key)) {
        errors.push({
          path: [...path, [...key].filter((char) => !hasForbiddenCharacters(char)).join('')].join(
            '.',
          ),
          message: messages['validation.forbiddenCharacters'],
        });
        continue;
      }
      visit(Reflect.get(current, key), [...path, key], depth + 1);
    }
  };
  visit(value, [], 0);
  return errors;
}
