/**
 * The kit's fields bound to the invoice wizard's final-form fields by name (`fecha`,
 * `items[0].precio`…): value, change and blur go to final-form; the field's error shows once it
 * was touched (left, or the step submitted), or the server's until the user edits it
 * (`visibleFieldError`). Each field is named by a visible label or, in the items table, by an
 * `aria-label` that says its row ('Precio unitario ítem 2').
 *
 * The fields subscribe to final-form directly ({@link useWizardField}) rather than through
 * react-final-form's `useField`: version 7 of `useField` puts a field back to the form's initial
 * value whenever it mounts again after unmounting, and the wizard unmounts a step's fields when
 * it shows another step (going back to Datos would lose what the user typed).
 */
import {
  DateField,
  NumberField,
  Select,
  type SelectOption,
  TextField,
  type TextFieldProps,
} from '@liqui/ui';
import { type FieldState, getIn } from 'final-form';
import { type ReactElement, useEffect, useState } from 'react';
import { useForm } from 'react-final-form';
import { visibleFieldError } from '../../../forms/form-errors';

/** How a bound field is named: a visible label, or an accessible name only (table cells). */
type Naming =
  | { readonly label: string; readonly 'aria-label'?: undefined }
  | { readonly label?: undefined; readonly 'aria-label': string };

/** What every bound field takes. */
type BoundProps = Naming & {
  /** The final-form field name. */
  readonly name: string;
  /** @default false */
  readonly isRequired?: boolean;
  /** @default false */
  readonly isDisabled?: boolean;
  /** Help (or status) text under the field, wired with `aria-describedby`. */
  readonly description?: string | ReactElement;
};

const fieldSubscription = {
  value: true,
  error: true,
  touched: true,
  submitError: true,
  dirtySinceLastSubmit: true,
} as const;

/**
 * A final-form field of the enclosing form, registered while the component is mounted: its value
 * (read from the form's values, so it survives unmounting), change and blur, and its state for
 * errors. Registering again keeps the value the form holds.
 *
 * @param name - the field's path in the values (`items[1].precio`).
 */
export function useWizardField<Value>(name: string) {
  const form = useForm();
  const [state, setState] = useState<FieldState<Value> | undefined>(() => form.getFieldState(name));
  useEffect(() => form.registerField(name, setState, fieldSubscription), [form, name]);
  const value = (state?.name === name ? state.value : getIn(form.getState().values, name)) as
    | Value
    | undefined;
  return {
    value,
    onChange: (next: Value) => form.change(name, next),
    onBlur: () => form.blur(name),
    meta: state?.name === name ? state : {},
  };
}

function useBound<Value>(name: string) {
  const { value, onChange, onBlur, meta } = useWizardField<Value>(name);
  const errorMessage = visibleFieldError(meta);
  return {
    input: { value, onChange, onBlur },
    errorMessage,
    isInvalid: errorMessage !== undefined,
  };
}

/** The label or aria-label, as the kit's `FieldLabelling` takes it. */
function naming(props: Naming) {
  return props.label === undefined ? { 'aria-label': props['aria-label'] } : { label: props.label };
}

/** A text field bound to a final-form text value. `onBlur` runs after final-form's blur. */
export function BoundTextField({
  name,
  isRequired = false,
  isDisabled = false,
  description,
  type,
  inputMode,
  autoComplete,
  maxLength,
  onBlur,
  pendingError,
  ...props
}: BoundProps & {
  /**
   * An error to show even before the field is touched (the final-consumer limit found in
   * Detalle shows on the document number when the user comes back to Datos).
   */
  readonly pendingError?: string;
  readonly type?: TextFieldProps['type'];
  readonly inputMode?: TextFieldProps['inputMode'];
  readonly autoComplete?: string;
  readonly maxLength?: number;
  readonly onBlur?: () => void;
}) {
  const bound = useBound<string>(name);
  const { input } = bound;
  const errorMessage = bound.errorMessage ?? pendingError;
  const isInvalid = errorMessage !== undefined;
  return (
    <TextField
      {...naming(props)}
      name={name}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={() => {
        input.onBlur();
        onBlur?.();
      }}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
      maxLength={maxLength}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={isInvalid}
      errorMessage={errorMessage}
      description={description}
    />
  );
}

/**
 * A select bound to a final-form text value (the option's id). `onValueChange` runs after the
 * value is set, for fields that move others (the receiver kind sets the document type).
 */
export function BoundSelect({
  name,
  options,
  isRequired = false,
  isDisabled = false,
  description,
  onValueChange,
  ...props
}: BoundProps & {
  readonly options: readonly SelectOption[];
  readonly onValueChange?: (value: string) => void;
}) {
  const { input, errorMessage, isInvalid } = useBound<string>(name);
  return (
    <Select
      {...naming(props)}
      name={name}
      options={options}
      value={input.value === undefined || input.value === '' ? null : input.value}
      onChange={(value) => {
        const next = value ?? '';
        if (next === input.value) return;
        input.onChange(next);
        onValueChange?.(next);
      }}
      onBlur={() => input.onBlur()}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={isInvalid}
      errorMessage={errorMessage}
      description={description}
    />
  );
}

/**
 * A date field (`YYYY-MM-DD`) bound to a final-form text value, bounded by `minValue` /
 * `maxValue`. `onValueChange` receives the new date before it is set (the payment due date follows
 * the invoice date).
 */
export function BoundDateField({
  name,
  isRequired = false,
  isDisabled = false,
  description,
  minValue,
  maxValue,
  onValueChange,
  ...props
}: BoundProps & {
  readonly minValue?: string;
  readonly maxValue?: string;
  readonly onValueChange?: (value: string) => void;
}) {
  const { input, errorMessage, isInvalid } = useBound<string>(name);
  return (
    <DateField
      {...naming(props)}
      name={name}
      value={input.value ?? ''}
      onChange={(value) => {
        onValueChange?.(value);
        input.onChange(value);
      }}
      onBlur={() => input.onBlur()}
      minValue={minValue}
      maxValue={maxValue}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={isInvalid}
      errorMessage={errorMessage}
      description={description}
    />
  );
}

/**
 * A number field bound to a final-form number value, `null` while empty. The number is committed
 * on blur or Enter (react-aria parses it in the browser's locale: es-AR `1.500,50`).
 */
export function BoundNumberField({
  name,
  isRequired = false,
  isDisabled = false,
  description,
  maximumFractionDigits,
  ...props
}: BoundProps & {
  /** The most decimals kept (2 for prices in ARS). */
  readonly maximumFractionDigits: number;
}) {
  const { input, errorMessage, isInvalid } = useBound<number | null>(name);
  const value = typeof input.value === 'number' ? input.value : Number.NaN;
  return (
    <NumberField
      {...naming(props)}
      name={name}
      value={value}
      onChange={(next) => input.onChange(Number.isNaN(next) ? null : next)}
      onBlur={() => input.onBlur()}
      minValue={0}
      formatOptions={{ maximumFractionDigits }}
      hasStepper={false}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={isInvalid}
      errorMessage={errorMessage}
      description={description}
    />
  );
}
