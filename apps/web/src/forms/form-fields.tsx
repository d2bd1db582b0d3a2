import {
  Checkbox,
  type FieldLabel,
  PasswordField,
  Select,
  type SelectOption,
  TextField,
} from '@liqui/ui';
import type { ReactElement } from 'react';
import { useField } from 'react-final-form';
import { visibleFieldError } from './form-errors';

/**
 * The kit's fields bound to a react-final-form field by `name`: value, change and blur go to
 * final-form; its error (validation after touch, or the server's) makes the field invalid and is
 * shown and announced by the kit's FieldError, wired with `aria-describedby`.
 */
function useKitField<Value>(name: string, type?: 'checkbox') {
  const { input, meta } = useField<Value>(name, type === undefined ? undefined : { type });
  const errorMessage = visibleFieldError(meta);
  return { input, errorMessage, isInvalid: errorMessage !== undefined };
}

/**
 * The props a kit text-like field (TextField, PasswordField) takes from its final-form field:
 * value, change, blur, required, and the visible error.
 */
function useBoundTextInput(name: string) {
  const { input, errorMessage, isInvalid } = useKitField<string>(name);
  return {
    name,
    value: input.value ?? '',
    onChange: input.onChange,
    onBlur: () => input.onBlur(),
    isRequired: true,
    isInvalid,
    errorMessage,
  } as const;
}

/** Props shared by the bound text fields. */
type BoundTextProps = {
  /** The final-form field name. */
  readonly name: string;
  readonly label: string;
  readonly description?: string | ReactElement;
  readonly autoComplete?: string;
  readonly isReadOnly?: boolean;
  readonly autoFocus?: boolean;
  readonly maxLength?: number;
};

/** A kit TextField bound to a final-form field. */
export function FormTextField({
  name,
  type = 'text',
  inputMode,
  ...props
}: BoundTextProps & {
  readonly type?: 'text' | 'email' | 'tel';
  readonly inputMode?: 'text' | 'numeric' | 'email' | 'tel';
}) {
  return <TextField {...props} {...useBoundTextInput(name)} type={type} inputMode={inputMode} />;
}

/** A kit PasswordField bound to a final-form field. */
export function FormPasswordField({
  name,
  autoComplete = 'current-password',
  ...props
}: Omit<BoundTextProps, 'autoComplete' | 'isReadOnly' | 'maxLength'> & {
  readonly autoComplete?: 'current-password' | 'new-password';
}) {
  return <PasswordField {...props} {...useBoundTextInput(name)} autoComplete={autoComplete} />;
}

/** A kit Select bound to a final-form field holding the chosen option's id. */
export function FormSelect({
  name,
  label,
  options,
}: {
  readonly name: string;
  readonly label: string;
  readonly options: readonly SelectOption[];
}) {
  const { input, errorMessage, isInvalid } = useKitField<string>(name);
  return (
    <Select
      name={name}
      label={label}
      options={options}
      value={input.value === '' ? null : input.value}
      onChange={(value) => input.onChange(value ?? '')}
      onBlur={() => input.onBlur()}
      isRequired
      isInvalid={isInvalid}
      errorMessage={errorMessage}
    />
  );
}

/** A kit Checkbox bound to a boolean final-form field. */
export function FormCheckbox({
  name,
  label,
}: {
  readonly name: string;
  readonly label: FieldLabel;
}) {
  const { input, errorMessage, isInvalid } = useKitField<boolean>(name, 'checkbox');
  return (
    <Checkbox
      name={name}
      label={label}
      isSelected={input.checked === true}
      onChange={(isSelected) => input.onChange(isSelected)}
      onBlur={() => input.onBlur()}
      isInvalid={isInvalid}
      errorMessage={errorMessage}
    />
  );
}
