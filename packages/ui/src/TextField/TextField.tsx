import type { FocusEvent } from 'react';
import { TextField as AriaTextField, Input } from 'react-aria-components';
import { field, input } from '../Field/Field.css';
import { FieldHelpText, FieldLabelText } from '../Field/FieldParts';
import type { FieldHelp, FieldLabelling } from '../Field/fieldProps';

/** Props shared by the text-like fields (TextField, PasswordField). */
export type TextInputProps = FieldHelp & {
  /** The current value (controlled). */
  value?: string;
  /** The initial value (uncontrolled). */
  defaultValue?: string;
  /** Called with the new value on every edit. */
  onChange?: (value: string) => void;
  /** Called when the input receives focus. */
  onFocus?: (event: FocusEvent<Element>) => void;
  /** Called when the input loses focus. */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Name submitted with the form. */
  name?: string;
  /** The field's id (the input gets its own). */
  id?: string;
  /** Hint shown in the empty input. Never a substitute for the label. */
  placeholder?: string;
  /** Browser autofill hint, e.g. `email`, `given-name`, `tel`. */
  autoComplete?: string;
  /**
   * Whether a value is required; marks the input `required` / `aria-required`.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Disables the field.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Makes the field read only: focusable and selectable but not editable.
   * @default false
   */
  isReadOnly?: boolean;
  /** Marks the field invalid and shows `errorMessage` (for errors computed outside the field). */
  isInvalid?: boolean;
  /** Minimum number of characters. */
  minLength?: number;
  /** Maximum number of characters. */
  maxLength?: number;
  /** Regular expression the whole value must match. */
  pattern?: string;
  /**
   * Validates the value; return an error message (or messages) when invalid, or
   * `true`/`null`/`undefined` when valid.
   */
  validate?: (value: string) => string | string[] | true | null | undefined;
  /**
   * `native` blocks form submission and validates on submit; `aria` shows errors live without
   * blocking. Inherits from the enclosing Form.
   */
  validationBehavior?: 'native' | 'aria';
  /** Focuses the input when it mounts. */
  autoFocus?: boolean;
};

/** Props of {@link TextField}. */
export type TextFieldProps = FieldLabelling &
  TextInputProps & {
    /**
     * The input type; sets the matching virtual keyboard.
     * @default 'text'
     */
    type?: 'text' | 'email' | 'tel' | 'url' | 'search';
    /** Virtual keyboard hint, e.g. `numeric` for CUIT or DNI typed as text. */
    inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'url' | 'search' | 'none';
  };

/**
 * A single-line text field built on react-aria's `TextField`: label, input, description and
 * error message are wired together (`for`, `aria-describedby`, `aria-invalid`).
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      className={field}
      value={props.value}
      defaultValue={props.defaultValue}
      onChange={props.onChange}
      onFocus={props.onFocus}
      onBlur={props.onBlur}
      name={props.name}
      id={props.id}
      type={props.type}
      inputMode={props.inputMode}
      autoComplete={props.autoComplete}
      isRequired={props.isRequired}
      isDisabled={props.isDisabled}
      isReadOnly={props.isReadOnly}
      isInvalid={props.isInvalid}
      minLength={props.minLength}
      maxLength={props.maxLength}
      pattern={props.pattern}
      validate={props.validate}
      validationBehavior={props.validationBehavior}
      autoFocus={props.autoFocus}
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
    >
      <FieldLabelText label={label} />
      <Input className={input} placeholder={placeholder} />
      <FieldHelpText description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
