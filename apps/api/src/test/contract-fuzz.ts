import type { AnyEndpoint, AnyStruct } from '@liqui/api-client';
import fc from 'fast-check';
import { validate } from 'superstruct';

/**
 * fast-check arbitraries of requests built from the contract's structs (issue 26 item 3, "No 5xx
 * left"): for every endpoint, path parameters, queries and JSON bodies shaped like its structs.
 *
 * A request is mostly a **valid base** (each field a value its own struct accepts, found among
 * {@link FuzzKnowns} and a list of ordinary numbers, so the request gets past validation into the
 * services and SQL) with **one hostile mutation** at one position of it (any depth: a field, an
 * item of a nested array, a key), as the fuzzed 5xx of the issue were. Now and then it is the
 * base alone, or hostile everywhere, or any JSON at all. The hostile values:
 *
 * - strings: lone UTF-16 surrogates (`\udfff`, `\ud800`, sent as JSON escapes by
 *   {@link toJsonText}), NUL and C1 controls, U+FFFD, over-long text, path and SQL probes;
 * - numbers: `1e308`, `-1e308`, 2^53, 2^31, 2^63, 10^15, `1e400` (Infinity once parsed),
 *   negative, fractional, tiny, `-0`;
 * - query and path text: 20-digit numbers, `1e308`, `NaN`, `Infinity`, broken or surrogate
 *   percent-escapes (`%ED%BF%BF`, `%zz`, `%`);
 * - the wrong type, `null` (also where a value is optional), a missing key, one unknown key.
 *
 * Used by `http/fuzz.test.ts` (bounded, in `npm test`) and `http/fuzz.slow.test.ts`.
 */

/** A JSON fragment sent as it is written (`1e400`, `-0`), which `JSON.stringify` cannot produce. */
export class RawJson {
  constructor(readonly text: string) {}
}

/**
 * `value` as JSON text: like `JSON.stringify`, but a {@link RawJson} is written as its text, and
 * strings with lone surrogates come out as `\udfff` escapes (as `JSON.stringify` writes them).
 */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map((item) => toJsonText(item)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Strings no request may carry, or that probe the server's limits. */
export const hostileStrings: readonly string[] = [
  '\udfff',
  'a\udfffb',
  '\ud800',
  'Diseño\ud83d',
  '\u0000',
  'a\u0000b',
  '\u0085',
  'Dise\uFFFDo',
  '',
  ' ',
  '../../etc/passwd',
  'a/b',
  '..',
  'a\\b',
  '%00',
  '%2F',
  "' or 1=1 --",
  '<script>x</script>',
  '9'.repeat(400),
  'x'.repeat(20_000),
  '99999999999999999999',
  '1e308',
  '2026-13-45',
  '0000-00-00',
  '20111111112',
];

/** Numbers beyond what any field holds, or of the wrong kind. */
export const hostileNumbers: readonly unknown[] = [
  1e308,
  -1e308,
  2 ** 53,
  -(2 ** 53),
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e15,
  999_999_999_999.99,
  2 ** 31,
  -(2 ** 31),
  2 ** 32,
  2 ** 63,
  -1,
  0,
  0.5,
  -0.5,
  1.005,
  0.1 + 0.2,
  1e-7,
  1e-300,
  new RawJson('99999999999999999999'),
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('-0'),
  new RawJson('1E+2'),
];

/** Text of a query value or a path segment, already percent-encoded, as a URL carries it. */
export const hostileUrlTexts: readonly string[] = [
  '99999999999999999999',
  '-99999999999999999999',
  '1e308',
  '1e400',
  '9007199254740993',
  '2147483648',
  '-1',
  '0',
  '0.5',
  'NaN',
  'Infinity',
  '',
  '%20',
  '1'.repeat(400),
  '%ED%BF%BF',
  'a%ED%A0%80b',
  '%EF%BF%BD',
  '%00',
  '%C2%85',
  '%',
  '%zz',
  '%C3',
  '%FF',
  '..',
  '%2e%2e',
  '%2F',
  'a%2Fb',
  '%5C',
];

/** Ordinary numbers, among which a number field finds the values its struct accepts. */
const ordinaryNumbers: readonly number[] = [
  0, 1, 2, 3, 5, 6, 11, 12, 15, 20, 50, 80, 96, 99, 100, 120, 300, 1000, 2026, 15000.5, 30001, 0.5,
  1.5, 342.02903,
];

/** Any JSON-ish value, hostile ones included: what a field may get instead of its own type. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(...hostileStrings),
  fc.integer(),
  fc.double(),
  fc.constantFrom(...hostileNumbers),
  fc.boolean(),
  fc.constant(null),
  fc.constant({ toString: 'x', valueOf: 'y' }),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A plain string plus one hostile character in the middle. */
const taintedString = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\udfff', '\ud800', '\u0000', '\uFFFD'))
  .map(([text, bad]) => `${text}${bad}${text}`);

/** Known values of the running app (ids of records that exist), so requests reach deep code. */
export type FuzzKnowns = {
  /** Strings a string field or a path segment may take (ids, CUITs, e-mails, dates…). */
  readonly strings: readonly string[];
  /**
   * Values for a field, query key or path parameter of a given name (`planId`, `userId`…), tried
   * first for it: the ids of records that exist, so a request finds its record.
   */
  readonly byName?: Readonly<Record<string, readonly string[]>>;
};

/** Whether `struct` accepts `value` (with coercion when `coerce`: query text). */
function accepts(struct: AnyStruct, value: unknown, coerce = false): boolean {
  try {
    return validate(value, struct, { coerce })[0] === undefined;
  } catch {
    return false;
  }
}

/** The values of an `enums` struct (its schema is `{ value: value }`). */
function enumValues(struct: AnyStruct): unknown[] {
  const schema = struct.schema as unknown;
  if (Array.isArray(schema)) return schema;
  return schema && typeof schema === 'object' ? Object.values(schema) : [];
}

/** The keys and structs of an `object`/`type` struct (none for other structs). */
function objectEntries(struct: AnyStruct | undefined): [string, AnyStruct][] {
  if (!struct || (struct.type !== 'object' && struct.type !== 'type')) return [];
  const schema = struct.schema as unknown;
  return schema && typeof schema === 'object'
    ? Object.entries(schema as Record<string, AnyStruct>)
    : [];
}

/** The struct at `key` of an object struct, or of every item of an array struct. */
function innerStruct(struct: AnyStruct | undefined, key: string | number): AnyStruct | undefined {
  if (!struct) return undefined;
  if (struct.type === 'array') return (struct.schema as AnyStruct | null) ?? undefined;
  return objectEntries(struct).find(([name]) => name === String(key))?.[1];
}

/**
 * Values `struct` accepts, mostly (see the module's TSDoc): for a scalar, the known strings and
 * ordinary numbers it accepts; objects key by key (a key the struct may leave out is sometimes
 * left out); arrays of 1–3 items.
 */
export function validFor(
  struct: AnyStruct,
  knowns: FuzzKnowns,
  depth = 0,
  name?: string,
): fc.Arbitrary<unknown> {
  if (depth > 6) return anyValue;
  switch (struct.type) {
    case 'boolean':
      return fc.boolean();
    case 'enums': {
      const values = enumValues(struct);
      return values.length > 0 ? fc.constantFrom(...values) : anyValue;
    }
    case 'literal':
      return struct.schema === null ? anyValue : fc.constant(struct.schema);
    case 'object':
    case 'type': {
      const entries = objectEntries(struct);
      if (entries.length === 0) {
        return fc.dictionary(fc.string({ maxLength: 6 }), anyValue, { maxKeys: 3 });
      }
      const fields = Object.fromEntries(
        entries.map(([key, inner]) => [key, validFor(inner, knowns, depth + 1, key)] as const),
      );
      const required = entries
        .filter(([, inner]) => !accepts(inner, undefined))
        .map(([key]) => key);
      // Only the keys it needs (most often valid: optional keys may be echoed read-only fields
      // that must match the record), or those and any of the others.
      return fc.oneof(
        fc.record(
          Object.fromEntries(
            required.map((key) => [key, fields[key] as fc.Arbitrary<unknown>] as const),
          ),
        ),
        fc.record(fields, { requiredKeys: required }),
      );
    }
    case 'array': {
      const element = struct.schema as AnyStruct | null;
      return fc.array(element ? validFor(element, knowns, depth + 1) : anyValue, {
        minLength: 1,
        maxLength: 3,
      });
    }
    case 'record':
      return fc.dictionary(
        fc.string({ minLength: 1, maxLength: 6 }),
        fc.oneof(fc.double({ min: 0, max: 1, noNaN: true }), fc.string({ maxLength: 6 })),
        { maxKeys: 3 },
      );
    default: {
      const named = (name === undefined ? [] : (knowns.byName?.[name] ?? [])).filter((candidate) =>
        accepts(struct, candidate),
      );
      const candidates = [...knowns.strings, ...ordinaryNumbers, true, false];
      const accepted = candidates.filter((candidate) => accepts(struct, candidate));
      if (named.length > 0) {
        return accepted.length > 0
          ? fc.oneof(
              { weight: 6, arbitrary: fc.constantFrom(...named) },
              { weight: 1, arbitrary: fc.constantFrom(...accepted) },
            )
          : fc.constantFrom(...named);
      }
      if (accepted.length > 0) return fc.constantFrom(...accepted);
      // Nothing known fits (a pattern, a JSON text…): ordinary values of the type, which the
      // struct may still refuse.
      return struct.type === 'number' || struct.type === 'integer'
        ? fc.integer({ min: 0, max: 1000 })
        : fc.oneof(fc.constantFrom(...knowns.strings), fc.string({ minLength: 1, maxLength: 12 }));
    }
  }
}

/** A hostile value for a position typed by `struct` (see the module's TSDoc). */
function hostileFor(struct: AnyStruct | undefined): fc.Arbitrary<unknown> {
  const strings = fc.oneof(fc.constantFrom(...hostileStrings), taintedString);
  const numbers = fc.constantFrom(...hostileNumbers);
  switch (struct?.type) {
    case 'string':
    case 'enums':
      return fc.oneof({ weight: 3, arbitrary: strings }, { weight: 1, arbitrary: numbers });
    case 'number':
    case 'integer':
      return fc.oneof({ weight: 3, arbitrary: numbers }, { weight: 1, arbitrary: strings });
    default:
      return fc.oneof(strings, numbers, anyValue);
  }
}

/** Values hostile at every position at once (every field may be mutated). */
function hostileEverywhere(
  struct: AnyStruct,
  knowns: FuzzKnowns,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (depth > 6) return anyValue;
  const entries = objectEntries(struct);
  const shaped =
    entries.length > 0
      ? fc.record(
          Object.fromEntries(
            entries.map(
              ([key, inner]) => [key, hostileEverywhere(inner, knowns, depth + 1)] as const,
            ),
          ),
          { requiredKeys: [] },
        )
      : struct.type === 'array' && struct.schema
        ? fc.array(hostileEverywhere(struct.schema as AnyStruct, knowns, depth + 1), {
            maxLength: 3,
          })
        : validFor(struct, knowns, depth);
  return fc.oneof(
    { weight: 4, arbitrary: shaped },
    { weight: 2, arbitrary: hostileFor(struct) },
    { weight: 1, arbitrary: fc.constant(null) },
  );
}

/** A position of a value: its path and the struct there (`undefined` off the contract). */
type Position = { readonly path: readonly (string | number)[]; readonly struct?: AnyStruct };

/** Every position of `value` (itself, each key and item at any depth, and each absent key). */
function positionsOf(
  value: unknown,
  struct: AnyStruct | undefined,
  path: (string | number)[] = [],
) {
  const found: Position[] = [{ path, ...(struct ? { struct } : {}) }];
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      found.push(...positionsOf(item, innerStruct(struct, index), [...path, index]));
    });
  } else if (value !== null && typeof value === 'object') {
    const keys = new Set([...Object.keys(value), ...objectEntries(struct).map(([key]) => key)]);
    for (const key of keys) {
      found.push(
        ...positionsOf((value as Record<string, unknown>)[key], innerStruct(struct, key), [
          ...path,
          key,
        ]),
      );
    }
  }
  return found;
}

/** Marks a key to remove (see {@link withValueAt}). */
const removeKey = Symbol('remove');

/** A copy of `value` with `replacement` at `path` (the key removed for {@link removeKey}). */
function withValueAt(
  value: unknown,
  path: readonly (string | number)[],
  replacement: unknown,
): unknown {
  if (path.length === 0) return replacement === removeKey ? undefined : replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const inner =
    value !== null && typeof value === 'object'
      ? (value as Record<string, unknown>)[head]
      : undefined;
  const updated = withValueAt(inner, rest, replacement);
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = updated;
    return copy;
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  if (updated === undefined) delete copy[head];
  else copy[head] = updated;
  return copy;
}

/** An unknown key to add to the object at a position (see {@link mutatedOnce}). */
class ExtraKey {
  constructor(
    readonly key: string,
    readonly value: unknown,
  ) {}
}

/**
 * `base` with one position changed: a hostile value of its type, any value, `null`, the key
 * removed, or (at an object) an unknown key added.
 */
function mutatedOnce(base: unknown, struct: AnyStruct | undefined): fc.Arbitrary<unknown> {
  const positions = positionsOf(base, struct);
  return fc.constantFrom(...positions).chain(({ path, struct: here }) =>
    fc
      .oneof(
        { weight: 6, arbitrary: hostileFor(here) },
        { weight: 1, arbitrary: anyValue },
        { weight: 1, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.constant(removeKey) },
        {
          weight: 1,
          arbitrary: fc
            .tuple(fc.constantFrom('campoDesconocido', '\udfff', 'a\u0000', 'toString'), anyValue)
            .map(([key, value]) => new ExtraKey(key, value)),
        },
      )
      .map((replacement) => {
        if (!(replacement instanceof ExtraKey)) return withValueAt(base, path, replacement);
        const current = path.reduce<unknown>(
          (node, key) =>
            node !== null && typeof node === 'object'
              ? (node as Record<string, unknown>)[key]
              : undefined,
          base,
        );
        const isObject = current !== null && typeof current === 'object' && !Array.isArray(current);
        return withValueAt(
          base,
          path,
          isObject
            ? { ...(current as object), [replacement.key]: replacement.value }
            : replacement.value,
        );
      }),
  );
}

/** Which parts of a request are hostile: none, one of them, or all. */
export type FuzzMode = 'valid' | 'hostile';

/**
 * A JSON body for `endpoint`. `valid`: values its struct accepts (see {@link validFor});
 * `hostile`: such a body with one hostile mutation (mostly), hostile at every position, or any
 * JSON (see the module's TSDoc).
 */
export function bodyArbitrary(
  endpoint: AnyEndpoint,
  knowns: FuzzKnowns,
  mode: FuzzMode = 'hostile',
): fc.Arbitrary<unknown> {
  if (!endpoint.body) {
    return mode === 'valid'
      ? fc.constant({})
      : fc.oneof(fc.dictionary(fc.string({ maxLength: 6 }), anyValue, { maxKeys: 3 }), anyValue);
  }
  const struct = endpoint.body;
  const base = validFor(struct, knowns);
  if (mode === 'valid') return base;
  return fc.oneof(
    { weight: 8, arbitrary: base.chain((value) => mutatedOnce(value, struct)) },
    { weight: 1, arbitrary: hostileEverywhere(struct, knowns) },
    { weight: 1, arbitrary: anyValue },
  );
}

/** `value` as the text of a URL part, percent-encoded (a lone surrogate as its UTF-8 escape). */
function urlText(value: unknown): string {
  const text =
    typeof value === 'string'
      ? value
      : value instanceof RawJson
        ? value.text
        : Array.isArray(value)
          ? value.map(String).join(',')
          : (JSON.stringify(value) ?? '');
  return [...text]
    .map((char) => {
      const code = char.charCodeAt(0);
      if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
        const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
        return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
      }
      return encodeURIComponent(char);
    })
    .join('');
}

/** Hostile text for a URL part typed by `struct`: hostile values, or already-encoded text. */
function hostileUrlTextFor(struct: AnyStruct | undefined): fc.Arbitrary<string> {
  return fc.oneof(hostileFor(struct).map(urlText), fc.constantFrom(...hostileUrlTexts));
}

/** Text for a URL part named `name` that its struct accepts (as a query is, from text). */
function validUrlTextFor(
  struct: AnyStruct | undefined,
  knowns: FuzzKnowns,
  name: string,
): fc.Arbitrary<string> {
  if (!struct) return fc.constantFrom(...knowns.strings).map(urlText);
  return validFor(struct, knowns, 0, name).map(urlText);
}

/**
 * A query string for `endpoint` (without `?`): its own keys with values their structs accept;
 * `hostile`: one key (its own, or `limit`, `last`, `x`) given hostile text as well.
 */
export function queryArbitrary(
  endpoint: AnyEndpoint,
  knowns: FuzzKnowns,
  mode: FuzzMode = 'hostile',
): fc.Arbitrary<string> {
  const own = objectEntries(endpoint.query);
  const texts = Object.fromEntries(
    own.map(([key, inner]) => [key, validUrlTextFor(inner, knowns, key)] as const),
  );
  const required = own.filter(([, inner]) => !accepts(inner, undefined)).map(([key]) => key);
  const base = fc.oneof(
    fc.record(Object.fromEntries(required.map((key) => [key, texts[key] as fc.Arbitrary<string>]))),
    fc.record(texts, { requiredKeys: required }),
  ) as fc.Arbitrary<Record<string, string>>;
  const keys = [...new Set([...own.map(([key]) => key), 'limit', 'last', 'x'])];
  const structOf = new Map(own);
  const mutation =
    mode === 'valid'
      ? fc.constant(undefined)
      : fc
          .constantFrom(...keys)
          .chain((key) => hostileUrlTextFor(structOf.get(key)).map((text) => [key, text] as const));
  return fc
    .tuple(base, mutation)
    .map(([values, changed]) => (changed ? { ...values, [changed[0]]: changed[1] } : values))
    .map((values) =>
      Object.entries(values)
        .map(([key, text]) => `${key}=${text}`)
        .join('&'),
    );
}

/**
 * The path of `endpoint` with each `{placeholder}` replaced by a segment its params struct
 * accepts (known ids first); `hostile`: one segment hostile percent-encoded text instead. Never
 * an empty segment.
 */
export function pathArbitrary(
  endpoint: AnyEndpoint,
  knowns: FuzzKnowns,
  mode: FuzzMode = 'hostile',
): fc.Arbitrary<string> {
  const names = [...endpoint.path.matchAll(/\{([^{}/]+)\}/g)].map((match) => match[1] as string);
  const structs = new Map(objectEntries(endpoint.params));
  const valid = names.map((name) => validUrlTextFor(structs.get(name), knowns, name));
  const segments =
    mode === 'valid' || names.length === 0
      ? fc.tuple(...valid)
      : fc
          .nat({ max: names.length - 1 })
          .chain((changed) =>
            fc.tuple(
              ...names.map((name, index) =>
                index === changed ? hostileUrlTextFor(structs.get(name)) : valid[index]!,
              ),
            ),
          );
  return segments.map((texts) => {
    let path = endpoint.path;
    names.forEach((name, index) => {
      path = path.replace(`{${name}}`, texts[index] || 'x');
    });
    return path;
  });
}

/** One request: its path (placeholders filled), its query text and its JSON body. */
export type FuzzRequest = { readonly path: string; readonly query: string; readonly body: unknown };

/**
 * A request for `endpoint` from its structs: all of it valid (1 in 8), one part hostile (path,
 * query or body; the body most often), or every part hostile (1 in 8), so that most requests
 * carry one hostile value past the checks of the others, as the fuzzed 5xx of issue 26 did.
 */
export function requestArbitrary(
  endpoint: AnyEndpoint,
  knowns: FuzzKnowns,
): fc.Arbitrary<FuzzRequest> {
  const hasPlaceholders = endpoint.path.includes('{');
  const parts = (hostile: ReadonlySet<'path' | 'query' | 'body'>) =>
    fc.record({
      path: pathArbitrary(endpoint, knowns, hostile.has('path') ? 'hostile' : 'valid'),
      query: queryArbitrary(endpoint, knowns, hostile.has('query') ? 'hostile' : 'valid'),
      body: bodyArbitrary(endpoint, knowns, hostile.has('body') ? 'hostile' : 'valid'),
    });
  const choices = [
    { weight: 2, arbitrary: parts(new Set()) },
    { weight: 3, arbitrary: parts(new Set(['path'])) },
    { weight: 3, arbitrary: parts(new Set(['query'])) },
    { weight: endpoint.body ? 6 : 1, arbitrary: parts(new Set(['body'])) },
    { weight: 2, arbitrary: parts(new Set(['path', 'query', 'body'])) },
  ];
  return fc.oneof(...(hasPlaceholders ? choices : choices.filter((_, index) => index !== 1)));
}
