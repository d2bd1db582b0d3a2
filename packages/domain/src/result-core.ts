import type { MessageCode } from './messages';
import {
  formatShellMessage,
  type ShellMessageCode,
  type shellMessages,
  type TemplateArgs,
} from './shell-messages';

/*
 * The shape of a domain rule's outcome, `succeed`, and `failShell`: everything of `result.ts`
 * but `fail`, which needs the whole message catalogue. Rules that the web app's first screens
 * run (the login form's e-mail and password checks) import from here, so those screens load
 * only the shell catalogue (`shell-messages.ts`). `result.ts` re-exports the types and
 * `succeed`; the package index exports `failShell` from here.
 */

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
 * `fail` (`result.ts`) for a code of the shell catalogue (`shell-messages.ts`): the same
 * {@link Failure}, built without loading the whole catalogue, for the rules the web app's first
 * screens run (the login form's e-mail check, {@link import('./normalize-email').validateEmail}).
 * Here and not in `result.ts`: that module imports the whole catalogue for `fail`, and a bundle
 * that loads `result.ts` for one rule loads it all (issue 11 item 4, `/login` first load).
 *
 * @param path - the field the error belongs to (e.g. `'email'`).
 * @param code - a {@link ShellMessageCode}; its Spanish text becomes `message`.
 * @param args - the placeholder values when the message has any.
 * @returns `{ ok: false, errors: [{ path, code, message }] }`.
 */
export function failShell<C extends ShellMessageCode>(
  path: string,
  code: C,
  ...args: TemplateArgs<(typeof shellMessages)[C]>
): Failure {
  return { ok: false, errors: [{ path, code, message: formatShellMessage(code, ...args) }] };
}
