import { FORM_ERROR, type SubmissionErrors } from 'final-form';

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
 * The submission errors of a failed call for final-form: on the named field when the message is
 * about one (a wrong code, a weak password), else on the whole form (shown above it).
 */
export function toSubmissionErrors(error: {
  readonly message: string;
  readonly field?: string;
}): SubmissionErrors {
  return error.field === undefined
    ? { [FORM_ERROR]: error.message }
    : { [error.field]: error.message };
}

/** Validation errors by field name; a field without an entry is valid. */
export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;
