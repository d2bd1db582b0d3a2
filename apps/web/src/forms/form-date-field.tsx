/** A kit DateField bound to the enclosing form (see `form-fields.tsx`). */
import { DateField } from '@liqui/ui';
import { type FormFieldProps, labellingOf, useBoundField } from './form-fields';

/** Props of {@link FormDateField}. */
export type FormDateFieldProps = FormFieldProps & {
  /** The earliest date offered, `YYYY-MM-DD`. */
  readonly minValue?: string;
  /** The latest date offered, `YYYY-MM-DD`. */
  readonly maxValue?: string;
  /**
   * Runs when the user sets a new date, before the form holds it (`form.getState().values` still
   * has the old one), for fields that follow it (the payment due date follows the invoice date).
   */
  readonly onValueChange?: (value: string) => void;
  /** Shows the date without letting it change (the admin's edit form before 'Editar'). */
  readonly isReadOnly?: boolean;
};

/** A kit DateField bound to a `YYYY-MM-DD` text value of the form (`''` while empty). */
export function FormDateField(props: FormDateFieldProps) {
  const {
    name,
    isRequired = false,
    isDisabled = false,
    isReadOnly = false,
    description,
    pendingError,
    minValue,
    maxValue,
    onValueChange,
  } = props;
  const field = useBoundField<string>(name, pendingError);
  return (
    <DateField
      {...labellingOf(props)}
      name={name}
      value={field.value ?? ''}
      onChange={(next) => {
        onValueChange?.(next);
        field.onChange(next);
      }}
      onBlur={() => field.onBlur()}
      minValue={minValue}
      maxValue={maxValue}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      isInvalid={field.isInvalid}
      errorMessage={field.errorMessage}
      description={description}
    />
  );
}
