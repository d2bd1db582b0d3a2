import type { FocusEvent } from 'react';
import { CheckboxButton, CheckboxField } from 'react-aria-components';
import { FieldHelpText } from '../Field/FieldParts';
import type { FieldHelp, FieldLabelling } from '../Field/fieldProps';
import { Icon } from '../Icon/Icon';
import { box, checkbox, checkboxField, help, mark } from './Checkbox.css';

/** Props of {@link Checkbox}. */
export type CheckboxProps = FieldLabelling &
  FieldHelp & {
    /** Whether it is checked (controlled). */
    isSelected?: boolean;
    /**
     * Whether it starts checked (uncontrolled).
     * @default false
     */
    defaultSelected?: boolean;
    /** Called with the new checked state. */
    onChange?: (isSelected: boolean) => void;
    /** Called when the checkbox loses focus. */
    onBlur?: (event: FocusEvent<Element>) => void;
    /**
     * Shows a dash for a partly-checked state (e.g. "select all" with some rows selected).
     * @default false
     */
    isIndeterminate?: boolean;
    /** Name submitted with the form. */
    name?: string;
    /**
     * Value submitted with the form when checked.
     * @default 'on'
     */
    value?: string;
    /** The field's id. */
    id?: string;
    /**
     * Must be checked to submit the form (e.g. accepting the terms).
     * @default false
     */
    isRequired?: boolean;
    /**
     * Disables the checkbox.
     * @default false
     */
    isDisabled?: boolean;
    /**
     * Makes the checkbox read only.
     * @default false
     */
    isReadOnly?: boolean;
    /** Marks the checkbox invalid and shows `errorMessage`. */
    isInvalid?: boolean;
    /** Validates the checked state; return an error message when invalid. */
    validate?: (isSelected: boolean) => string | string[] | true | null | undefined;
    /** `native` blocks form submission; `aria` shows errors live. Inherits from the Form. */
    validationBehavior?: 'native' | 'aria';
  };

/**
 * A checkbox built on react-aria's `CheckboxField`: a native checkbox input inside its label,
 * with description and error message wired to it.
 */
export function Checkbox({ label, description, errorMessage, ...props }: CheckboxProps) {
  return (
    <CheckboxField
      className={checkboxField}
      isSelected={props.isSelected}
      defaultSelected={props.defaultSelected}
      onChange={props.onChange}
      onBlur={props.onBlur}
      isIndeterminate={props.isIndeterminate}
      name={props.name}
      value={props.value}
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
      {({ isSelected, isIndeterminate }) => (
        <>
          <CheckboxButton className={checkbox}>
            <span className={box}>
              {isIndeterminate ? (
                <Icon name="minus" className={mark} />
              ) : isSelected ? (
                <Icon name="check" className={mark} />
              ) : null}
            </span>
            {label}
          </CheckboxButton>
          <div className={help}>
            <FieldHelpText description={description} errorMessage={errorMessage} />
          </div>
        </>
      )}
    </CheckboxField>
  );
}
