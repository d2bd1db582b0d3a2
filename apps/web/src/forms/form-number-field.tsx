/** A kit NumberField bound to the enclosing form (see `form-fields.tsx`). */
import { NumberField } from '@liqui/ui';
import { type FormFieldProps, labellingOf, useBoundField } from './form-fields';

/** Props of {@link FormNumberField}. */
export type FormNumberFieldProps = FormFieldProps & {
  /** The most decimals kept (2 for prices in ARS). */
  readonly maximumFractionDigits: number;
  /** The smallest value accepted (the field clamps to it). */
  readonly minValue?: number;
  /** The largest value accepted (the field clamps to it). */
  readonly maxValue?: number;
  /**
   * Shows − and + buttons beside the input.
   * @default false
   */
  readonly hasStepper?: boolean;
};

/**
 * A kit NumberField bound to a number value of the form, `null` while empty. The number is
 * committed on blur or Enter (react-aria parses it in the browser's locale: es-AR `1.500,50`).
 */
export function FormNumberField(props: FormNumberFieldProps) {
  const {
    name,
    isRequired = false,
    isDisabled = false,
    description,
    pendingError,
    maximumFractionDigits,
    minValue,
    maxValue,
    hasStepper = false,
  } = props;
  const field = useBoundField<number | null>(name, pendingError);
  return (
    <NumberField
      {...labellingOf(props)}
      name={name}
      value={typeof field.value === 'number' ? field.value : Number.NaN}
      onChange={(next) => field.onChange(Number.isNaN(next) ? null : next)}
      onBlur={() => field.onBlur()}
      minValue={minValue}
      maxValue={maxValue}
      formatOptions={{ maximumFractionDigits }}
      hasStepper={hasStepper}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={field.isInvalid}
      errorMessage={field.errorMessage}
      description={description}
    />
  );
}
