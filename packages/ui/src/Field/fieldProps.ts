import type { ReactElement } from 'react';
import type { ValidationResult } from 'react-aria-components';

/** Visible label content: plain text, or an element such as text with a link. */
export type FieldLabel = string | ReactElement;

/**
 * How a field is named. A visible `label` is preferred; `aria-label` or `aria-labelledby`
 * name a field whose label is elsewhere. A field with none of them does not type-check.
 */
export type FieldLabelling =
  | {
      /** The visible label, rendered as a `<label>` wired to the input. */
      label: FieldLabel;
      'aria-label'?: undefined;
      'aria-labelledby'?: undefined;
    }
  | {
      label?: undefined;
      /** Accessible name when there is no visible label. */
      'aria-label': string;
      /** Id of the element that names the field. */
      'aria-labelledby'?: string;
    }
  | {
      label?: undefined;
      /** Accessible name when there is no visible label. */
      'aria-label'?: string;
      /** Id of the element that names the field. */
      'aria-labelledby': string;
    };

/** Help and error texts every field renders under its input. */
export type FieldHelp = {
  /** Help text shown under the input and wired with `aria-describedby`. */
  description?: string | ReactElement;
  /**
   * Error text shown (and announced) when the field is invalid, either from `isInvalid`,
   * `validate`, native constraints or the Form's `validationErrors`. A function receives the
   * validation result. Without it, the validation messages themselves are shown.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
};

/**
 * Form props every field takes (Select included) and forwards unchanged to its react-aria field.
 */
export type FieldFormProps = {
  /** Name submitted with the form. */
  name?: string;
  /** The field's id. */
  id?: string;
  /**
   * Whether the field needs a value (a checked box, a chosen option) to submit the form;
   * marks the control `required`.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Disables the field.
   * @default false
   */
  isDisabled?: boolean;
  /** Marks the field invalid and shows `errorMessage` (for errors computed outside the field). */
  isInvalid?: boolean;
  /**
   * `native` blocks form submission and validates on submit; `aria` shows errors live without
   * blocking. Inherits from the enclosing Form.
   */
  validationBehavior?: 'native' | 'aria';
};

/**
 * The form props plus read-only and custom validation, for fields that take both.
 * `T` is the value `validate` receives.
 */
export type FieldState<T> = FieldFormProps & {
  /**
   * Makes the field read only: focusable but not editable.
   * @default false
   */
  isReadOnly?: boolean;
  /**
   * Validates the value; return an error message (or messages) when invalid, or
   * `true`/`null`/`undefined` when valid.
   */
  validate?: (value: T) => string | string[] | true | null | undefined;
};

/** Everything a field takes besides its value: how it is named, its help texts and its state. */
export type FieldProps<T> = FieldLabelling & FieldHelp & FieldState<T>;
