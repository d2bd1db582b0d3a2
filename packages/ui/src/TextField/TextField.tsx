import { TextField as AriaTextField, Input } from 'react-aria-components';
import { field, input } from '../Field/Field.css';
import { FieldParts } from '../Field/FieldParts';
import type { FieldLabelling } from '../Field/fieldProps';
import { pickTextInputProps, type TextInputProps } from '../Field/textInputProps';

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
        <Input className={input} placeholder={placeholder} ref={props.inputRef} />
      </FieldParts>
    </AriaTextField>
  );
}
