/** A kit Select bound to the enclosing form (see `form-fields.tsx`). */
import { Select, type SelectOption } from '@liqui/ui';
import { type FormFieldProps, labellingOf, useBoundField } from './form-fields';

/** Props of {@link FormSelect}. */
export type FormSelectProps = FormFieldProps & {
  /** The choices, in display order. */
  readonly options: readonly SelectOption[];
  /**
   * Runs when the user picks another option, before the form holds it
   * (`form.getState().values` still has the old one), for fields that move others (the receiver
   * kind sets the document type).
   */
  readonly onValueChange?: (value: string) => void;
};

/** A kit Select bound to a text value of the form: the chosen option's id (`''` for none). */
export function FormSelect(props: FormSelectProps) {
  const {
    name,
    isRequired = false,
    isDisabled = false,
    description,
    pendingError,
    options,
    onValueChange,
  } = props;
  const field = useBoundField<string>(name, pendingError);
  return (
    <Select
      {...labellingOf(props)}
      name={name}
      options={options}
      value={field.value === undefined || field.value === '' ? null : field.value}
      onChange={(value) => {
        const next = value ?? '';
        if (next === (field.value ?? '')) return;
        onValueChange?.(next);
        field.onChange(next);
      }}
      onBlur={() => field.onBlur()}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={field.isInvalid}
      errorMessage={field.errorMessage}
      description={description}
    />
  );
}
