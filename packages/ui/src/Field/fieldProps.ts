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
