/** A kit Checkbox bound to the enclosing form (see `form-fields.tsx`). */
import { Checkbox } from '@liqui/ui';
import { type FormFieldProps, labellingOf, useBoundField } from './form-fields';

/** A kit Checkbox bound to a boolean value of the form (ticked when `true`). */
export function FormCheckbox(props: FormFieldProps) {
  const { name, isRequired = false, isDisabled = false, description, pendingError } = props;
  const field = useBoundField<boolean>(name, pendingError);
  return (
    <Checkbox
      {...labellingOf(props)}
      name={name}
      isSelected={field.value === true}
      onChange={(isSelected) => field.onChange(isSelected)}
      onBlur={() => field.onBlur()}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={field.isInvalid}
      errorMessage={field.errorMessage}
      description={description}
    />
  );
}
