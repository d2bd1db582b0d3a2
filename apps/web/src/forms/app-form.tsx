import { Alert, Form as KitForm } from '@liqui/ui';
import type { FormApi, SubmissionErrors } from 'final-form';
import { type ReactNode, useRef } from 'react';
import { Form as FinalForm, type FormRenderProps } from 'react-final-form';
import type { FormErrors } from './form-errors';
import { formErrorBox } from './forms.css';

/** Props of {@link AppForm}. */
export type AppFormProps<Values extends object> = {
  /**
   * The starting values (prefills such as `?email=`, the wizard's defaults). Give every field one
   * (`''`, `null`, `false`): an error about a value the form does not hold goes to the form.
   */
  readonly initialValues?: Partial<Values>;
  /**
   * Validates all values at once (pure), on every change: the errors nested like the values, the
   * form's own under `FORM_ERROR`. Build it with `createValidate` (a @liqui/domain validator, a
   * contract struct) or pass a validator giving messages by field name.
   */
  readonly validate?: (values: Values) => FormErrors;
  /**
   * Runs when the values are valid. Returns nothing on success, or final-form submission errors
   * to show (`toCallSubmissionErrors` for an API call's failure, `toSubmissionErrors` for an
   * identity call's): each under its field until the user edits it, `FORM_ERROR` above the form.
   */
  readonly onSubmit: (
    values: Values,
    form: FormApi<Values>,
  ) => Promise<SubmissionErrors | undefined> | SubmissionErrors | undefined;
  /** Accessible name of the form, when no heading names it (the wizard: 'Factura'). */
  readonly 'aria-label'?: string;
  /** Id of the heading that names the form (the page's h1). */
  readonly 'aria-labelledby'?: string;
  /**
   * The fields and buttons; a function receives final-form's render props: `values`,
   * `submitting`, `submitError`, `submitFailed`, `error` and `form` (other form state is not
   * subscribed to).
   */
  readonly children: ReactNode | ((props: FormRenderProps<Values>) => ReactNode);
};

/**
 * What the form re-renders for: its values (fields that depend on others), the submit's progress
 * and the form's error. A field's own state (touched, focus, its error) re-renders only the field.
 */
const formSubscription = {
  values: true,
  submitting: true,
  submitError: true,
  submitFailed: true,
  error: true,
} as const;

/** The first control of an invalid field: its input, or the button of a select. */
const firstInvalidControl =
  'input[aria-invalid="true"], button[aria-invalid="true"], [data-invalid] input, [data-invalid] button';

/**
 * A form of the app: react-final-form for state and validation, the kit's Form (react-aria) for
 * markup, the fields bound with `form-fields.tsx` (errors shown after a blur or a submit, the
 * server's until edited). The form's error (a submission's `FORM_ERROR`, or after a failed submit
 * a validation `FORM_ERROR`) shows above the fields as a live alert, one line per message. On a
 * failed submit, focus goes to the first invalid field, or to the form's error message when the
 * error is not about a field shown.
 */
export function AppForm<Values extends object>({
  initialValues,
  validate,
  onSubmit,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  children,
}: AppFormProps<Values>) {
  const container = useRef<HTMLDivElement>(null);
  const formError = useRef<HTMLDivElement>(null);

  const focusFirstError = () => {
    requestAnimationFrame(() => {
      const invalid = container.current?.querySelector<HTMLElement>(firstInvalidControl);
      if (invalid) invalid.focus();
      else formError.current?.focus();
    });
  };

  return (
    <FinalForm<Values>
      initialValues={initialValues}
      validate={validate}
      onSubmit={onSubmit}
      subscription={formSubscription}
      render={(props) => {
        const { handleSubmit, submitError, error, submitFailed, form } = props;
        const submit = async () => {
          // final-form 5 answers every submit with a promise: undefined when the values did not
          // validate (the fields are then touched and show their errors), else the onSubmit's.
          const errors = await handleSubmit();
          const hasErrors = errors !== undefined && Object.keys(errors).length > 0;
          if (hasErrors || form.getState().hasValidationErrors) focusFirstError();
        };
        const message =
          typeof submitError === 'string'
            ? submitError
            : submitFailed && typeof error === 'string'
              ? error
              : undefined;
        return (
          <div ref={container}>
            {message === undefined ? null : (
              <div ref={formError} tabIndex={-1} className={formErrorBox} data-form-error>
                <Alert tone="critical">{message}</Alert>
              </div>
            )}
            <KitForm
              validationBehavior="aria"
              aria-label={ariaLabel}
              aria-labelledby={ariaLabelledBy}
              onSubmit={(event) => {
                event.preventDefault();
                void submit();
              }}
            >
              {typeof children === 'function' ? children(props) : children}
            </KitForm>
          </div>
        );
      }}
    />
  );
}
