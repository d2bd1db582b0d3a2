import type { FocusEvent, Ref } from 'react';
import { TextField as AriaTextField, Input } from 'react-aria-components';
import { field, input } from '../Field/Field.css';
import { FieldParts } from '../Field/FieldParts';
import type { FieldProps } from '../Field/fieldProps';
import { pickFieldProps } from '../Field/pickFieldProps';

/** Props of {@link DateField}. */
export type DateFieldProps = FieldProps<string> & {
  /** The date (controlled), `YYYY-MM-DD`; `''` for none. */
  value?: string;
  /** The initial date (uncontrolled), `YYYY-MM-DD`. */
  defaultValue?: string;
  /** Called with the new date, `YYYY-MM-DD`, or `''` when the user clears it. */
  onChange?: (value: string) => void;
  /** Called when the input loses focus. */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** The earliest date the picker offers, `YYYY-MM-DD` (e.g. today − 3 days). */
  minValue?: string;
  /** The latest date the picker offers, `YYYY-MM-DD`. */
  maxValue?: string;
  /** Focuses the input when it mounts. */
  autoFocus?: boolean;
  /**
   * A ref to the `<input>`, for a parent that moves focus itself (e.g. a grid that focuses the
   * first invalid editor of a row).
   */
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A calendar-date field: the browser's native date input (`<input type="date">`) inside
 * react-aria's `TextField`, so label, description and error are wired like every other field.
 * The value is always `YYYY-MM-DD` whatever the display locale (es-AR shows DD/MM/AAAA); the
 * browser's picker and keyboard entry (day, month, year segments with arrow keys) come for free.
 * `minValue` / `maxValue` bound the picker; validation messages come from the caller
 * (`isInvalid` + `errorMessage`) or from `validate`.
 */
export function DateField({
  label,
  description,
  errorMessage,
  minValue,
  maxValue,
  ...props
}: DateFieldProps) {
  return (
    <AriaTextField
      className={field}
      {...pickFieldProps(props)}
      type="date"
      value={props.value}
      defaultValue={props.defaultValue}
      onChange={props.onChange}
      onBlur={props.onBlur}
      autoFocus={props.autoFocus}
    >
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <Input className={input} min={minValue} max={maxValue} ref={props.inputRef} />
      </FieldParts>
    </AriaTextField>
  );
}
