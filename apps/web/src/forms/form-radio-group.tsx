/** A kit RadioGroup bound to the enclosing form (see `form-fields.tsx`). */
import { RadioGroup, type RadioGroupProps } from '@liqui/ui';
import type { ReactNode } from 'react';
import { type FormFieldProps, labellingOf, useBoundField } from './form-fields';

/** Props of {@link FormRadioGroup}. */
export type FormRadioGroupProps = FormFieldProps & {
  /** The kit's `Radio` options. */
  readonly children: ReactNode;
  /**
   * Lays the options out in a column or a row.
   * @default 'vertical'
   */
  readonly orientation?: RadioGroupProps['orientation'];
  /**
   * Runs when the user picks another option, before the form holds it, for fields that follow it.
   */
  readonly onValueChange?: (value: string) => void;
};

/**
 * A kit RadioGroup bound to a text value of the form: the chosen `Radio`'s value (`''` for none).
 * The kit's group reports no blur: its error shows after a submit (or from the server).
 */
export function FormRadioGroup(props: FormRadioGroupProps) {
  const {
    name,
    isRequired = false,
    isDisabled = false,
    description,
    pendingError,
    children,
    orientation,
    onValueChange,
  } = props;
  const field = useBoundField<string>(name, pendingError);
  return (
    <RadioGroup
      {...labellingOf(props)}
      name={name}
      value={field.value === undefined || field.value === '' ? null : field.value}
      onChange={(next) => {
        if (next === (field.value ?? '')) return;
        onValueChange?.(next);
        field.onChange(next);
      }}
      orientation={orientation}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={field.isInvalid}
      errorMessage={field.errorMessage}
      description={description}
    >
      {children}
    </RadioGroup>
  );
}
