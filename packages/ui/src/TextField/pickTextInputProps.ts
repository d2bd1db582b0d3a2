import { pickFieldProps } from '../Field/pickFieldProps';
import type { TextInputProps } from './TextField';

/**
 * Picks the props a text-like field (TextField, PasswordField) forwards unchanged to react-aria's
 * `TextField`: the field props and the text value, events and constraints. The input type,
 * `autoComplete` and `placeholder` stay with each field.
 */
export function pickTextInputProps(
  props: Omit<TextInputProps, 'autoComplete' | 'placeholder'> & {
    'aria-label'?: string;
    'aria-labelledby'?: string;
  },
) {
  return {
    ...pickFieldProps(props),
    value: props.value,
    defaultValue: props.defaultValue,
    onChange: props.onChange,
    onFocus: props.onFocus,
    onBlur: props.onBlur,
    minLength: props.minLength,
    maxLength: props.maxLength,
    pattern: props.pattern,
    autoFocus: props.autoFocus,
  };
}
