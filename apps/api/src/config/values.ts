import { type Infer, refine, type Struct, string } from 'superstruct';

/**
 * String refinements shared by several variables of the environment (`environment.ts`). Each
 * failure message completes the sentence "<VARIABLE> …", as `loadConfig` prints it.
 */

/** Any text without leading or trailing spaces. */
export const nonBlank = refine(string(), 'nonBlank', (value) =>
  value.trim() === value ? true : 'must not have leading or trailing spaces',
);

/** An integer from 1 to 999 999 999 written in digits. */
export const positiveInteger = refine(string(), 'positiveInteger', (value) =>
  /^[1-9][0-9]{0,8}$/.test(value) ? true : 'must be a positive integer',
);

/** An integer from 0 to 999 999 999 written in digits. */
export const nonNegativeInteger = refine(string(), 'nonNegativeInteger', (value) =>
  /^[0-9]{1,9}$/.test(value) ? true : 'must be an integer of 0 or more',
);

/**
 * The variables one concern of this folder declares, as `readEnvironment` hands them over:
 * each optional, a string when set. Each concern types its functions with its own variables
 * (plus a `Pick` of another's), so no concern imports the whole `Environment` back.
 */
// biome-ignore lint/suspicious/noExplicitAny: any struct of any variable
export type VariablesOf<Schema extends Record<string, Struct<any, any>>> = {
  [Name in keyof Schema]?: Infer<Schema[Name]>;
};
