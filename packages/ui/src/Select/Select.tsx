import type { FocusEvent } from 'react';
import {
  Button as AriaButton,
  Select as AriaSelect,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components';
import { field } from '../Field/Field.css';
import { FieldHelpText, FieldLabelText } from '../Field/FieldParts';
import type { FieldHelp, FieldLabelling } from '../Field/fieldProps';
import { Icon } from '../Icon/Icon';
import { check, chevron, listBox, option, popover, trigger, value } from './Select.css';

/** One choice of a {@link Select}. */
export type SelectOption = {
  /** Stable value of the option, returned by `onChange` and submitted with the form. */
  id: string;
  /** Visible text of the option. */
  label: string;
  /**
   * Shows the option but prevents choosing it.
   * @default false
   */
  isDisabled?: boolean;
};

/** Props of {@link Select}. */
export type SelectProps = FieldLabelling &
  FieldHelp & {
    /** The choices, in display order. */
    options: readonly SelectOption[];
    /** The chosen option's id (controlled); `null` for none. */
    value?: string | null;
    /** The initially chosen option's id (uncontrolled). */
    defaultValue?: string | null;
    /** Called with the chosen option's id. */
    onChange?: (value: string | null) => void;
    /** Called when the select loses focus. */
    onBlur?: (event: FocusEvent<Element>) => void;
    /**
     * Text shown while nothing is chosen.
     * @default 'Seleccioná una opción'
     */
    placeholder?: string;
    /** Name submitted with the form (a hidden native select carries the value). */
    name?: string;
    /** The field's id. */
    id?: string;
    /**
     * Whether a choice is required.
     * @default false
     */
    isRequired?: boolean;
    /**
     * Disables the select.
     * @default false
     */
    isDisabled?: boolean;
    /** Marks the select invalid and shows `errorMessage`. */
    isInvalid?: boolean;
    /** `native` blocks form submission; `aria` shows errors live. Inherits from the Form. */
    validationBehavior?: 'native' | 'aria';
  };

/**
 * A single-choice dropdown built on react-aria's `Select`: a button that opens a listbox in a
 * popover, with type-ahead, keyboard navigation and a hidden native select for forms.
 */
export function Select({
  label,
  description,
  errorMessage,
  options,
  placeholder = 'Seleccioná una opción',
  onChange,
  ...props
}: SelectProps) {
  return (
    <AriaSelect
      className={field}
      value={props.value}
      defaultValue={props.defaultValue}
      onChange={
        onChange === undefined
          ? undefined
          : (key: Key | null) => onChange(key === null ? null : String(key))
      }
      onBlur={props.onBlur}
      placeholder={placeholder}
      name={props.name}
      id={props.id}
      isRequired={props.isRequired}
      isDisabled={props.isDisabled}
      isInvalid={props.isInvalid}
      validationBehavior={props.validationBehavior}
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
    >
      <FieldLabelText label={label} />
      <AriaButton className={trigger}>
        <SelectValue className={value} />
        <Icon name="chevronDown" className={chevron} />
      </AriaButton>
      <FieldHelpText description={description} errorMessage={errorMessage} />
      <Popover className={popover} offset={4}>
        <ListBox className={listBox} items={options}>
          {(item) => (
            <ListBoxItem
              id={item.id}
              textValue={item.label}
              isDisabled={item.isDisabled}
              className={option}
            >
              {({ isSelected }) => (
                <>
                  {item.label}
                  {isSelected ? <Icon name="check" className={check} /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
