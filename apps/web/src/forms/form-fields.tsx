/**
 * The kit's fields bound to the enclosing form's final-form fields by `name` (`email`,
 * `items[0].precio`), for every form of the app (the access screens, the password change, the
 * invoice wizard). Each one takes its value, change and blur from {@link useFormField}, so a field
 * that unmounts and mounts again (a wizard step shown again) keeps what the user typed; it is
 * invalid while it shows an error (its validation error once touched or after a submit, or the
 * server's until edited), which the kit's FieldError shows and announces (`aria-describedby`).
 * A field is named by a visible `label`, or by `aria-label` / `aria-labelledby` where the label is
 * elsewhere (a table cell: 'Precio unitario ítem 2').
 *
 * This module holds the text fields every access screen uses; the other kinds live in a module
 * each (`form-number-field.tsx`, `form-date-field.tsx`, `form-select.tsx`, `form-checkbox.tsx`,
 * `form-radio-group.tsx`), so the login form's chunk carries no date, number or list field
 * (issue 11 item 4).
 */
import { type FieldLabelling, PasswordField, TextField, type TextFieldProps } from '@liqui/ui';
import type { ReactElement } from 'react';
import { useFormField } from './use-form-field';

/** What every bound field takes: its name, how it is named, its help and its state. */
export type FormFieldProps = FieldLabelling & {
  /** The final-form field name: a path in the values (`email`, `items[1].precio`). */
  readonly name: string;
  /**
   * Marks the field required (`aria-required`); the form's `validate` says what is missing.
   * @default false
   */
  readonly isRequired?: boolean;
  /**
   * Disables the field (its value stays in the form).
   * @default false
   */
  readonly isDisabled?: boolean;
  /** Help (or status) text under the field, wired with `aria-describedby`. */
  readonly description?: string | ReactElement;
  /**
   * An error to show even before the field is touched, when the field shows no other (the
   * wizard's final-consumer limit, found in Detalle, on the document number in Datos).
   */
  readonly pendingError?: string;
};

/** How the kit field is named, from the bound field's props (only the naming props). */
export function labellingOf(props: FieldLabelling): FieldLabelling {
  if (props.label !== undefined) return { label: props.label };
  if (props['aria-labelledby'] !== undefined) {
    return { 'aria-labelledby': props['aria-labelledby'], 'aria-label': props['aria-label'] };
  }
  return { 'aria-label': props['aria-label'] };
}

/** The binding of `name` with `pendingError` folded into the error shown. */
export function useBoundField<Value>(name: string, pendingError: string | undefined) {
  const field = useFormField<Value>(name);
  const errorMessage = field.errorMessage ?? pendingError;
  return { ...field, errorMessage, isInvalid: errorMessage !== undefined };
}

/** Props of {@link FormTextField}. */
export type FormTextFieldProps = FormFieldProps & {
  /**
   * The input type.
   * @default 'text'
   */
  readonly type?: TextFieldProps['type'];
  /** Virtual keyboard hint (`numeric` for codes and document numbers). */
  readonly inputMode?: TextFieldProps['inputMode'];
  /** Browser autofill hint (`username`, `email`, `one-time-code`…). */
  readonly autoComplete?: string;
  /** The most characters the input takes. */
  readonly maxLength?: number;
  /**
   * Focuses the input when it mounts.
   * @default false
   */
  readonly autoFocus?: boolean;
  /**
   * Makes the input read only (focusable, not editable).
   * @default false
   */
  readonly isReadOnly?: boolean;
  /** Runs after the field's blur reached final-form (the wizard's CUIT lookup). */
  readonly onBlur?: () => void;
};

/** A kit TextField bound to a text value of the form (`''` while empty). */
export function FormTextField(props: FormTextFieldProps) {
  const {
    name,
    isRequired = false,
    isDisabled = false,
    isReadOnly = false,
    autoFocus = false,
    description,
    pendingError,
    type = 'text',
    inputMode,
    autoComplete,
    maxLength,
    onBlur,
  } = props;
  const field = useBoundField<string>(name, pendingError);
  return (
    <TextField
      {...labellingOf(props)}
      name={name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={() => {
        field.onBlur();
        onBlur?.();
      }}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
      maxLength={maxLength}
      autoFocus={autoFocus}
      isReadOnly={isReadOnly}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={field.isInvalid}
      errorMessage={field.errorMessage}
      description={description}
    />
  );
}

/** Props of {@link FormPasswordField}. */
export type FormPasswordFieldProps = FormFieldProps & {
  /**
   * Browser autofill hint: `new-password` where a password is chosen.
   * @default 'current-password'
   */
  readonly autoComplete?: 'current-password' | 'new-password';
  /**
   * Focuses the input when it mounts.
   * @default false
   */
  readonly autoFocus?: boolean;
};

/** A kit PasswordField (with its show/hide toggle) bound to a text value of the form. */
export function FormPasswordField(props: FormPasswordFieldProps) {
  const {
    name,
    isRequired = false,
    isDisabled = false,
    autoFocus = false,
    description,
    pendingError,
    autoComplete = 'current-password',
  } = props;
  const field = useBoundField<string>(name, pendingError);
  return (
    <PasswordField
      {...labellingOf(props)}
      name={name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={() => field.onBlur()}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={field.isInvalid}
      errorMessage={field.errorMessage}
      description={description}
    />
  );
}
