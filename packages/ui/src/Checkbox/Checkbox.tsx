import type { FocusEvent } from 'react';
import { CheckboxButton, CheckboxField } from 'react-aria-components';
import { choiceRow } from '../Field/choice.css';
import { field } from '../Field/Field.css';
import { FieldHelpText } from '../Field/FieldParts';
import type { FieldProps } from '../Field/fieldProps';
import { pickFieldProps } from '../Field/pickFieldProps';
import { Icon } from '../Icon/Icon';
import { box, help, mark } from './Checkbox.css';

/** Props of {@link Checkbox}. */
export type CheckboxProps = FieldProps<boolean> & {
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
  /**
   * Value submitted with the form when checked.
   * @default 'on'
   */
  value?: string;
};

/**
 * A checkbox built on react-aria's `CheckboxField`: a native checkbox input inside its label,
 * with description and error message wired to it.
 */
export function Checkbox({ label, description, errorMessage, ...props }: CheckboxProps) {
  return (
    <CheckboxField
      className={field}
      {...pickFieldProps(props)}
      isSelected={props.isSelected}
      defaultSelected={props.defaultSelected}
      onChange={props.onChange}
      onBlur={props.onBlur}
      isIndeterminate={props.isIndeterminate}
      value={props.value}
    >
      {({ isSelected, isIndeterminate }) => (
        <>
          <CheckboxButton className={choiceRow}>
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
