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
import { FieldParts } from '../Field/FieldParts';
import type { FieldFormProps, FieldHelp, FieldLabelling } from '../Field/fieldProps';
import { pickFieldProps } from '../Field/pickFieldProps';
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
  FieldHelp &
  FieldFormProps & {
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
      {...pickFieldProps(props)}
      value={props.value}
      defaultValue={props.defaultValue}
      onChange={
        onChange === undefined
          ? undefined
          : (key: Key | null) => onChange(key === null ? null : String(key))
      }
      onBlur={props.onBlur}
      placeholder={placeholder}
    >
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <AriaButton className={trigger}>
          <SelectValue className={value} />
          <Icon name="chevronDown" className={chevron} />
        </AriaButton>
      </FieldParts>
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
