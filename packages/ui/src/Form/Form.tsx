import type { FormEvent, ReactNode } from 'react';
import { Form as AriaForm } from 'react-aria-components';
import { form } from './Form.css';

/** Props of {@link Form}. */
export type FormProps = {
  /** The fields and buttons, stacked with medium spacing. */
  children: ReactNode;
  /** Called on submit when every field is valid. Call `event.preventDefault()` to handle it in script. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Called when the form is reset. */
  onReset?: (event: FormEvent<HTMLFormElement>) => void;
  /**
   * Errors from the server, by field `name` (e.g. `{ email: 'El e-mail ya está registrado' }`).
   * Each field shows its error and clears it once the user edits the field.
   */
  validationErrors?: Record<string, string | string[]>;
  /**
   * `native`: the browser blocks submission while a field is invalid and errors show on submit.
   * `aria`: errors show live and submission is never blocked.
   * @default 'native'
   */
  validationBehavior?: 'native' | 'aria';
  /** Accessible name of the form, when a heading does not name it. */
  'aria-label'?: string;
  /** Id of the heading that names the form. */
  'aria-labelledby'?: string;
  /** The form's id, so a button outside it can submit it with `form`. */
  id?: string;
};

/**
 * A form built on react-aria's `Form`: fields inside it share its validation behaviour, show
 * server `validationErrors`, and the first invalid field is focused on submit.
 */
export function Form({
  children,
  onSubmit,
  onReset,
  validationErrors,
  validationBehavior = 'native',
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  id,
}: FormProps) {
  return (
    <AriaForm
      className={form}
      onSubmit={onSubmit}
      onReset={onReset}
      validationErrors={validationErrors}
      validationBehavior={validationBehavior}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
      id={id}
    >
      {children}
    </AriaForm>
  );
}
