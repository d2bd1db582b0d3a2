import type { ReactNode } from 'react';
import { FieldError as AriaFieldError, type ValidationResult } from 'react-aria-components';
import { errorText } from '../Field/Field.css';

/** Props of {@link FieldError}. */
export type FieldErrorProps = {
  /**
   * The error text, or a function of the validation result. Without children the field's
   * validation messages are shown.
   */
  children?: ReactNode | ((validation: ValidationResult) => ReactNode);
};

/**
 * The error message of a field, shown only while the field is invalid and wired to its input
 * with `aria-describedby`. The kit's fields render it from their `errorMessage` prop; use it
 * directly only inside a custom react-aria field.
 */
export function FieldError({ children }: FieldErrorProps) {
  return <AriaFieldError className={errorText}>{children}</AriaFieldError>;
}
