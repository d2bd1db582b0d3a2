import { Alert, Form as KitForm } from '@liqui/ui';
import type { FormApi, SubmissionErrors } from 'final-form';
import { type ReactNode, useRef } from 'react';
import { Form as FinalForm, type FormRenderProps } from 'react-final-form';
import { formErrorBox } from './forms.css';

/** Props of {@link AppForm}. */
export type AppFormProps<Values extends object> = {
  /** The starting values (prefills such as `?email=`). */
  readonly initialValues?: Partial<Values>;
  /** Validates all values at once (pure); returns the message of each invalid field. */
  readonly validate?: (values: Values) => Partial<Record<string, string>>;
  /**
   * Runs when the values are valid. Returns nothing on success, or final-form submission errors
   * (`{ field: message }`, or `FORM_ERROR` for the form) to show.
   */
  readonly onSubmit: (
    values: Values,
    form: FormApi<Values>,
  ) => Promise<SubmissionErrors | undefined> | SubmissionErrors | undefined;
  /** Id of the heading that names the form (the page's h1). */
  readonly 'aria-labelledby'?: string;
  /** The fields and buttons; a function receives final-form's render props (values, submitting). */
  readonly children: ReactNode | ((props: FormRenderProps<Values>) => ReactNode);
};

/**
 * A form of the app: react-final-form for state and validation, the kit's Form (react-aria) for
 * markup, with the fields' errors shown only after a submit or a blur. On a failed submit, focus
 * goes to the first invalid field, or to the form's error message when the error is not about a
 * field (the message is a live alert, so it is also announced).
 */
export function AppForm<Values extends object>({
  initialValues,
  validate,
  onSubmit,
  'aria-labelledby': ariaLabelledBy,
  children,
}: AppFormProps<Values>) {
  const container = useRef<HTMLDivElement>(null);
  const formError = useRef<HTMLDivElement>(null);

  const focusFirstError = () => {
    requestAnimationFrame(() => {
      const invalid = container.current?.querySelector<HTMLElement>(
        'input[aria-invalid="true"], button[aria-invalid="true"], [data-invalid] input',
      );
      if (invalid) invalid.focus();
      else formError.current?.focus();
    });
  };

  return (
    <FinalForm<Values>
      initialValues={initialValues}
      validate={validate as ((values: Values) => Record<string, string>) | undefined}
      onSubmit={onSubmit}
      render={(props) => {
        const { handleSubmit, submitError, form } = props;
        const submit = async () => {
          // final-form 5 answers every submit with a promise: undefined when the values did not
          // validate (the fields are then touched and show their errors), else the onSubmit's.
          const errors = await handleSubmit();
          const hasErrors = errors !== undefined && Object.keys(errors).length > 0;
          if (hasErrors || form.getState().hasValidationErrors) focusFirstError();
        };
        return (
          <div ref={container}>
            {typeof submitError === 'string' ? (
              <div ref={formError} tabIndex={-1} className={formErrorBox}>
                <Alert tone="critical">{submitError}</Alert>
              </div>
            ) : null}
            <KitForm
              validationBehavior="aria"
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
