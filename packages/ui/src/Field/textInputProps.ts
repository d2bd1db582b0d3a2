import type { FocusEvent, Ref } from 'react';
import type { FieldHelp, FieldState } from './fieldProps';
import { pickFieldProps } from './pickFieldProps';

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
    /**
     * A ref to the `<input>`, for a parent that moves focus itself (e.g. a grid that focuses the
     * first invalid editor of a row).
     */
    inputRef?: Ref<HTMLInputElement>;
  };

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
