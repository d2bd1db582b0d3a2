import type { ReactNode } from 'react';
import { Radio as AriaRadio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import { field } from '../Field/Field.css';
import { FieldHelpText, FieldLabelText } from '../Field/FieldParts';
import type { FieldHelp, FieldLabelling } from '../Field/fieldProps';
import { circle, options, type RadioGroupVariants, radio } from './RadioGroup.css';

/** Props of {@link RadioGroup}. */
export type RadioGroupProps = FieldLabelling &
  FieldHelp & {
    /** The {@link Radio} options. */
    children: ReactNode;
    /** The chosen value (controlled); `null` for none. */
    value?: string | null;
    /** The initially chosen value (uncontrolled). */
    defaultValue?: string | null;
    /** Called with the chosen value. */
    onChange?: (value: string) => void;
    /**
     * Lays the options out in a column or a row; arrow keys follow it.
     * @default 'vertical'
     */
    orientation?: RadioGroupVariants['orientation'];
    /** Name submitted with the form. */
    name?: string;
    /** The group's id. */
    id?: string;
    /**
     * Whether a choice is required.
     * @default false
     */
    isRequired?: boolean;
    /**
     * Disables every option.
     * @default false
     */
    isDisabled?: boolean;
    /**
     * Makes the group read only.
     * @default false
     */
    isReadOnly?: boolean;
    /** Marks the group invalid and shows `errorMessage`. */
    isInvalid?: boolean;
    /** Validates the chosen value; return an error message when invalid. */
    validate?: (value: string | null) => string | string[] | true | null | undefined;
    /** `native` blocks form submission; `aria` shows errors live. Inherits from the Form. */
    validationBehavior?: 'native' | 'aria';
  };

/**
 * A set of mutually exclusive options built on react-aria's `RadioGroup`
 * (`role="radiogroup"`, arrow-key navigation, one tab stop).
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  orientation,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      className={field}
      value={props.value}
      defaultValue={props.defaultValue}
      onChange={props.onChange}
      orientation={orientation}
      name={props.name}
      id={props.id}
      isRequired={props.isRequired}
      isDisabled={props.isDisabled}
      isReadOnly={props.isReadOnly}
      isInvalid={props.isInvalid}
      validate={props.validate}
      validationBehavior={props.validationBehavior}
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
    >
      <FieldLabelText label={label} />
      <div className={options({ orientation })}>{children}</div>
      <FieldHelpText description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}

/** Props of {@link Radio}. */
export type RadioProps = {
  /** The option's visible label. */
  children: ReactNode;
  /** The value the group reports when this option is chosen. */
  value: string;
  /**
   * Disables this option only.
   * @default false
   */
  isDisabled?: boolean;
  /** Accessible name when the visible label is not text. */
  'aria-label'?: string;
};

/** One option of a {@link RadioGroup}: a native radio input inside its label. */
export function Radio({ children, value, isDisabled, 'aria-label': ariaLabel }: RadioProps) {
  return (
    <AriaRadio className={radio} value={value} isDisabled={isDisabled} aria-label={ariaLabel}>
      <span className={circle} />
      {children}
    </AriaRadio>
  );
}
