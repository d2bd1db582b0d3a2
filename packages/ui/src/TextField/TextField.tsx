import type { FocusEvent } from 'react';
import { TextField as AriaTextField, Input } from 'react-aria-components';
import { field, input } from '../Field/Field.css';
import { FieldParts } from '../Field/FieldParts';
import type { FieldHelp, FieldLabelling, FieldState } from '../Field/fieldProps';
import { pickTextInputProps } from './pickTextInputProps';

/** Props shared by the text-like fields (TextField, PasswordField). */
export type TextInputProps = FieldHelp &
  FieldState<string> & {
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
    /** Hint shown in the empty input. Never a substitute for the label. */
    placeholder?: string;
    /** Browser autofill hint, e.g. `email`, `given-name`, `tel`. */
    autoComplete?: string;
    /** Minimum number of characters. */
    minLength?: number;
    /** Maximum number of characters. */
    maxLength?: number;
    /** Regular expression the whole value must match. */
    pattern?: string;
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
      {...pickTextInputProps(props)}
      type={props.type}
      inputMode={props.inputMode}
      autoComplete={props.autoComplete}
    >
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <Input className={input} placeholder={placeholder} />
      </FieldParts>
    </AriaTextField>
  );
}
