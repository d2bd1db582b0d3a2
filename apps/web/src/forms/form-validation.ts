/**
 * final-form's `validate` from the rules we already have: the contract's superstruct structs
 * (`endpoints.createInvoice.body` of @liqui/api-client, or a @liqui/domain struct such as
 * `SignUpData`) and @liqui/domain's validators (`{ ok: false, errors: [{ path, code, message }] }`).
 * Every message is Spanish and comes from @liqui/domain's catalogue (`messages`): a validator's
 * messages already do; a struct's failure is described by its kind (missing, a date, an amount…),
 * never by superstruct's own English text. Pure.
 */
import { type MessageCode, messages, type Result } from '@liqui/domain';
import { getIn } from 'final-form';
import { type Failure, type Struct, validate } from 'superstruct';
import {
  type FieldIssue,
  type FieldOf,
  type FormErrors,
  toFieldName,
  toFormErrors,
} from './form-errors';

/**
 * One check of a form's values: the errors it finds, with paths in the values' own terms
 * (`items.0.precio`, `''` for the form). Build one with {@link structCheck} or {@link rulesCheck};
 * turn one or more into `validate` with {@link createValidate}.
 */
export type FormCheck<Values> = (values: Values) => readonly FieldIssue[];

/** final-form's record-level `validate`: the values in, the nested errors out. */
export type FormValidate<Values> = (values: Values) => FormErrors;

/**
 * What a validator may answer: a @liqui/domain `Result` (`{ ok: false, errors }`), a list of
 * errors, or messages by field name (`{ email: 'Email válido requerido' }`, the access forms'
 * validators).
 */
export type RulesAnswer =
  | Result<unknown>
  | readonly FieldIssue[]
  | Readonly<Partial<Record<string, string | undefined>>>;

/** The errors of a {@link RulesAnswer}, as a list. */
function issuesOfAnswer(answer: RulesAnswer): readonly FieldIssue[] {
  if (Array.isArray(answer)) return answer as readonly FieldIssue[];
  if ('ok' in answer && typeof answer.ok === 'boolean') {
    const result = answer as Result<unknown>;
    return result.ok ? [] : result.errors;
  }
  return Object.entries(answer as Record<string, string | undefined>).flatMap(([path, message]) =>
    typeof message === 'string' && message !== '' ? [{ path, message }] : [],
  );
}

/**
 * A check from a @liqui/domain validator (or any function answering a {@link RulesAnswer}): its
 * errors as they are, Spanish messages and paths included.
 *
 * @example rulesCheck((values) => validateWizardStep(step, values, context))
 */
export function rulesCheck<Values>(rules: (values: Values) => RulesAnswer): FormCheck<Values> {
  return (values) => issuesOfAnswer(rules(values));
}

/** A failure of a struct as {@link StructCheckOptions.messageFor} sees it. */
export type StructFailure = {
  /** The failing value's path on the wire, dotted (`items.0.precio`). */
  readonly path: string;
  /** The failing value (`undefined` when missing). */
  readonly value: unknown;
  /** The struct's type (`string`, `number`, `enums`…). */
  readonly type: string;
  /** The refinement that failed (`IsoDate`, `Ars`, `pattern`, `size`…), if one did. */
  readonly refinement: string | undefined;
};

/** How {@link structCheck} reads the values and names its errors. */
export type StructCheckOptions<Values> = {
  /**
   * The values as the struct expects them (the call's body): text to numbers, names to wire
   * names. Default: the values as they are.
   */
  readonly toWire?: (values: Values) => unknown;
  /**
   * The form's path of a wire path when they differ (`given_name` → `givenName`); `undefined` or
   * `''` puts the error on the form (a wire value no field edits, such as a computed total).
   * Default: the same path.
   */
  readonly fieldOf?: FieldOf;
  /**
   * The message for a failure the form can say better than {@link describeStructFailure} (an
   * e-mail's pattern: `messages['email.invalid']`); `undefined` keeps the default. Use the
   * catalogue's texts.
   */
  readonly messageFor?: (failure: StructFailure) => string | undefined;
};

/**
 * The catalogue entry for a failed named refinement of @liqui/domain's scalars and entities
 * (their own messages are English and never shown).
 */
const codeByRefinement: Readonly<Partial<Record<string, MessageCode>>> = {
  NonEmptyString: 'field.dataRequired',
  nonempty: 'field.dataRequired',
  IsoDate: 'date.invalid',
  IsoMonth: 'date.invalid',
  Ars: 'money.invalid',
  SignedArs: 'money.invalid',
  PositiveArs: 'item.positiveNumber',
  Quantity: 'item.positiveNumber',
};

/**
 * The catalogue's message for a value that is there but not valid and that no entry describes
 * better. The catalogue has no generic "invalid value" code; its generic "check what you typed"
 * text is the card form's fallback (Spec 02 §5 "Card token errors": other).
 */
const invalidValueCode: MessageCode = 'cardToken.other';

/** Whether a failing value counts as not given: missing, `null`, or blank text. */
function isMissing(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/**
 * The Spanish message for a struct failure, from @liqui/domain's catalogue:
 * - a value not given (missing, `null`, blank) → 'Dato requerido' (`field.dataRequired`);
 * - a failed named refinement → its entry (`IsoDate` → 'Fecha inválida', `Ars` → 'Monto
 *   inválido', `Quantity` → 'Numero positivo necesario', `NonEmptyString` → 'Dato requerido');
 * - anything else → 'Revisa los datos ingresados'.
 *
 * superstruct's own message ("Expected a string, but received: …") is never used.
 */
export function describeStructFailure(failure: StructFailure): string {
  if (failure.type !== 'never' && isMissing(failure.value)) return messages['field.dataRequired'];
  const code =
    (failure.refinement === undefined ? undefined : codeByRefinement[failure.refinement]) ??
    invalidValueCode;
  return messages[code];
}

/** Whether a value is a group of values (an object or a list), not one field's value. */
function isGroup(value: unknown): boolean {
  return value !== null && typeof value === 'object';
}

/** The failures of `value` against `struct`, superstruct's coercions applied first (as the server does). */
function structFailures(
  // biome-ignore lint/suspicious/noExplicitAny: any struct of the contract or the domain.
  struct: Struct<any, any>,
  value: unknown,
): StructFailure[] {
  const [error] = validate(value, struct, { coerce: true });
  if (error === undefined) return [];
  return error.failures().map((failure: Failure) => ({
    path: failure.path.map(String).join('.'),
    value: failure.value,
    type: failure.type,
    refinement: failure.refinement,
  }));
}

/**
 * The errors of `value` against `struct`, one per failure, with superstruct's coercions applied
 * first (as the server does): the path dotted (`items.0.precio`, `''` for the whole value) and a
 * Spanish message from the catalogue ({@link describeStructFailure}, or `messageFor`'s).
 *
 * @param struct - any superstruct struct (a contract body, a domain entity).
 * @param value - the value to check.
 * @param messageFor - see {@link StructCheckOptions.messageFor}.
 */
export function structIssues(
  // biome-ignore lint/suspicious/noExplicitAny: any struct of the contract or the domain.
  struct: Struct<any, any>,
  value: unknown,
  messageFor?: (failure: StructFailure) => string | undefined,
): FieldIssue[] {
  return structFailures(struct, value).map((failure) => ({
    path: failure.path,
    message: messageFor?.(failure) ?? describeStructFailure(failure),
  }));
}

/**
 * A check from a superstruct struct: the values (through `toWire`) against the struct, each
 * failure on the form's field (through `fieldOf`) with a Spanish message from the catalogue. A
 * failure about a group (a list of items too long, an object) or about a key the struct does not
 * know goes to the form, not to a field.
 *
 * @example structCheck(pick(endpoints.createInvoice.body, ['items']), { toWire: (v) => ({ items: … }) })
 */
export function structCheck<Values>(
  // biome-ignore lint/suspicious/noExplicitAny: any struct of the contract or the domain.
  struct: Struct<any, any>,
  options: StructCheckOptions<Values> = {},
): FormCheck<Values> {
  return (values) =>
    structFailures(struct, options.toWire === undefined ? values : options.toWire(values)).map(
      (failure) => {
        const message = options.messageFor?.(failure) ?? describeStructFailure(failure);
        if (failure.type === 'never' || isGroup(failure.value)) return { path: '', message };
        const path = options.fieldOf === undefined ? failure.path : options.fieldOf(failure.path);
        return { path: path ?? '', message };
      },
    );
}

/**
 * final-form's `validate` from one or more checks, run in order on every change: each field shows
 * the first message found for it (put a @liqui/domain validator, whose messages are the spec's,
 * before a struct). Paths become field names (`items.0.precio` → `items[0].precio`); an error
 * with path `''`, or about a group of values (a list, an object: no field shows it), becomes the
 * form's error (`FORM_ERROR`), shown above the form after a submit, so such an error never blocks
 * the submit unseen. A struct whose wire paths are not the form's says so with `fieldOf`.
 *
 * @example
 * <AppForm validate={createValidate(rulesCheck(validateSignUpForm), structCheck(SignUpData, …))} … />
 */
export function createValidate<Values>(
  ...checks: readonly FormCheck<Values>[]
): FormValidate<Values> {
  return (values) =>
    toFormErrors(
      checks.flatMap((check) => check(values)),
      {
        fieldOf: (path) => {
          const name = toFieldName(path);
          return isGroup(getIn(values as object, name)) ? undefined : name;
        },
      },
    );
}

/**
 * final-form's `validate` from a superstruct struct alone: {@link createValidate} of one
 * {@link structCheck}.
 *
 * @example validateWithStruct(endpoints.createInvoice.body, { toWire: toInvoiceBody })
 */
export function validateWithStruct<Values>(
  // biome-ignore lint/suspicious/noExplicitAny: any struct of the contract or the domain.
  struct: Struct<any, any>,
  options: StructCheckOptions<Values> = {},
): FormValidate<Values> {
  return createValidate(structCheck(struct, options));
}

/**
 * final-form's `validate` from a @liqui/domain validator alone: {@link createValidate} of one
 * {@link rulesCheck}.
 *
 * @example validateWithRules((values) => validateCompanyPasswordChange(values))
 */
export function validateWithRules<Values>(
  rules: (values: Values) => RulesAnswer,
): FormValidate<Values> {
  return createValidate(rulesCheck(rules));
}
