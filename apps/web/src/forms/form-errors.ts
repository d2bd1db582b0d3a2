/**
 * From errors with paths to what final-form shows: the one place where a rule's, a struct's or
 * the server's `{ path, message }` becomes a field's error (or the form's), for every form of the
 * app. Pure; the React side is `use-form-field.ts`, `form-fields.tsx` and `app-form.tsx`.
 */
import { isApiError } from '@liqui/api-client';
import { FORM_ERROR, getIn, type SubmissionErrors, setIn } from 'final-form';

/**
 * One error about a value: `path` dotted as the domain and the API write it (`items.0.precio`,
 * `fecha`), `''` for the whole form; `message` in Spanish. @liqui/domain's `ValidationError` and
 * the API's `FieldError` are both one.
 */
export type FieldIssue = { readonly path: string; readonly message: string };

/**
 * Errors as final-form holds them (validation or submission): nested like the values
 * (`{ items: [undefined, { precio: '…' }] }`), the form's own error under `FORM_ERROR`.
 */
export type FormErrors = Record<string, unknown>;

/** Validation errors by field name; a field without an entry is valid. */
export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;

/**
 * Which field an error path belongs to: its final-form field name, or `undefined` when no field
 * shows it (the message then goes to the whole form).
 */
export type FieldOf = (path: string) => string | undefined;

/**
 * The final-form field name of a dotted path: array indices in brackets, the way the fields are
 * named (`items.0.precio` → `items[0].precio`). A name already in brackets stays as it is.
 *
 * @param path - a path such as `items.0.precio` or `items[0].precio`; `''` gives `''`.
 */
export function toFieldName(path: string): string {
  return path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((segment) => segment !== '')
    .reduce(
      (name, segment) =>
        /^\d+$/.test(segment)
          ? `${name}[${segment}]`
          : name === ''
            ? segment
            : `${name}.${segment}`,
      '',
    );
}

/** Whether a value is a group of fields (an object or a list), not one field's value. */
function isGroup(value: unknown): boolean {
  return value !== null && typeof value === 'object';
}

/**
 * The errors as final-form's nested errors object (validation errors from `validate`, or the
 * submission errors `onSubmit` returns):
 * - each error goes on its field (`items.0.precio` → `{ items: [undefined, { precio }] }`), the
 *   first message of each field kept;
 * - an error with path `''`, or whose path `fieldOf` maps to no field, or that cannot sit beside
 *   the errors already placed (a list's own message when its rows have errors, or the reverse),
 *   goes to the form (`FORM_ERROR`); several are joined one per line, each once.
 *
 * @param issues - the errors, in order of importance (rules before structs).
 * @param options - `fieldOf`: path → field name, or `undefined` for the form; default
 *   {@link toFieldName} (every non-empty path is a field).
 * @returns `{}` when there is no error.
 */
export function toFormErrors(
  issues: readonly FieldIssue[],
  options: { readonly fieldOf?: FieldOf } = {},
): FormErrors {
  const fieldOf = options.fieldOf ?? toFieldName;
  let nested: FormErrors = {};
  const formMessages: string[] = [];
  const toForm = (message: string) => {
    if (!formMessages.includes(message)) formMessages.push(message);
  };
  for (const issue of issues) {
    const name = issue.path === '' ? undefined : fieldOf(issue.path);
    if (name === undefined || name === '') {
      toForm(issue.message);
      continue;
    }
    const existing = getIn(nested, name);
    if (existing !== undefined) {
      // Another message of the same field: the first one stays. A group's own message (a list
      // whose rows already have errors) is not lost: the form shows it.
      if (isGroup(existing)) toForm(issue.message);
      continue;
    }
    if (hasMessageAbove(nested, name)) {
      toForm(issue.message);
      continue;
    }
    nested = setIn(nested, name, issue.message) as FormErrors;
  }
  return formMessages.length === 0 ? nested : { ...nested, [FORM_ERROR]: formMessages.join('\n') };
}

/** Whether a field around `name` (`items` for `items[0].precio`) already has its own message. */
function hasMessageAbove(nested: FormErrors, name: string): boolean {
  const segments = name.replace(/\[(\d+)\]/g, '.$1').split('.');
  for (let end = 1; end < segments.length; end += 1) {
    if (typeof getIn(nested, segments.slice(0, end).join('.')) === 'string') return true;
  }
  return false;
}

/**
 * What a field shows under it, from final-form's field state: its validation error once it has
 * been touched (left, or the form submitted), else the server's error for it until the user edits
 * the field again.
 */
export function visibleFieldError(meta: {
  readonly touched?: boolean;
  readonly error?: unknown;
  readonly submitError?: unknown;
  readonly dirtySinceLastSubmit?: boolean;
}): string | undefined {
  if (meta.touched === true && typeof meta.error === 'string' && meta.error !== '') {
    return meta.error;
  }
  if (typeof meta.submitError === 'string' && meta.dirtySinceLastSubmit !== true) {
    return meta.submitError;
  }
  return undefined;
}

/**
 * The submission errors of a failed identity call (`describeIdentityError`'s outcome): on the
 * named field when the message is about one (a wrong code, a weak password), else on the whole
 * form (shown above it).
 */
export function toSubmissionErrors(error: {
  readonly message: string;
  readonly field?: string;
}): SubmissionErrors {
  return toFormErrors([{ path: error.field ?? '', message: error.message }]);
}

/**
 * The field errors of a failed call: the `errors` of an `ApiError` whose code is `validation`
 * (the server's 400 `{ code: 'validation', errors: [{ path, message }] }`), else `undefined`. The
 * errors of any other code (a broken answer's `response.invalid`, say) are not about the user's
 * input and never reach a field.
 */
export function validationIssuesOf(error: unknown): readonly FieldIssue[] | undefined {
  return isApiError(error) && error.code === 'validation' ? (error.errors ?? []) : undefined;
}

/** What {@link toCallSubmissionErrors} needs besides the error. */
export type CallErrorOptions = {
  /** Whether the form has a field by this name (see {@link formFieldExists}). */
  readonly isField: (name: string) => boolean;
  /** The field of a server path when it is not the same path (`username` → `email`). */
  readonly fieldOf?: FieldOf;
  /**
   * The form's message for a failure that is not about fields (any code but `validation`, or a
   * validation without field errors), decided by `error.code` / `error.status`, never by the
   * message's text.
   */
  readonly describe: (error: unknown) => string;
};

/**
 * The submission errors of a failed API call, for `onSubmit` to return: for an `ApiError` with
 * code `validation`, each `errors[]` message under its field (server path → field name:
 * `items.0.precio` → `items[0].precio`), and a message whose path is `''` or names no field of the
 * form as the form's error (`FORM_ERROR`); for any other failure, `describe(error)` as the form's
 * error.
 *
 * @param error - what the call threw.
 * @param options - {@link CallErrorOptions}.
 */
export function toCallSubmissionErrors(error: unknown, options: CallErrorOptions): FormErrors {
  const issues = validationIssuesOf(error);
  if (issues === undefined || issues.length === 0) {
    return { [FORM_ERROR]: options.describe(error) };
  }
  const fieldOf = options.fieldOf ?? toFieldName;
  return toFormErrors(issues, {
    fieldOf: (path) => {
      const name = fieldOf(path);
      return name !== undefined && options.isField(name) ? name : undefined;
    },
  });
}

/**
 * Whether `form` has a field by this name: one that is mounted (registered), or one whose value
 * the form holds (a field of a wizard step not shown now). A list or an object of values is a
 * group, not a field: an error about it goes to the form.
 *
 * @param form - the final-form API (the second argument of `onSubmit`).
 */
export function formFieldExists(form: {
  getRegisteredFields(): string[];
  getState(): { readonly values: object };
}) {
  return (name: string): boolean => {
    const value = getIn(form.getState().values, name);
    if (isGroup(value)) return false;
    return (
      value !== undefined || form.getRegisteredFields().some((field) => toFieldName(field) === name)
    );
  };
}
