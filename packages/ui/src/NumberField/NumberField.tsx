import type { FocusEvent, Ref } from 'react';
import {
  Button as AriaButton,
  NumberField as AriaNumberField,
  Group,
  Input,
} from 'react-aria-components';
import { field, icon, inlineButton, inputBare, inputBox } from '../Field/Field.css';
import { FieldParts } from '../Field/FieldParts';
import type { FieldProps } from '../Field/fieldProps';
import { pickFieldProps } from '../Field/pickFieldProps';
import { Icon } from '../Icon/Icon';

/** Props of {@link NumberField}. */
export type NumberFieldProps = FieldProps<number> & {
  /** The current value (controlled); `NaN` means empty. */
  value?: number;
  /** The initial value (uncontrolled). */
  defaultValue?: number;
  /** Called with the new value when the user commits it (blur, Enter, stepper); `NaN` when emptied. */
  onChange?: (value: number) => void;
  /** Called when the input loses focus. */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** The smallest allowed value. */
  minValue?: number;
  /** The largest allowed value. */
  maxValue?: number;
  /**
   * The stepper and arrow-key increment; values snap to it.
   * @default 1
   */
  step?: number;
  /**
   * How the value is shown and parsed, in the user's locale, e.g.
   * `{ style: 'currency', currency: 'ARS' }` or `{ maximumFractionDigits: 2 }`.
   */
  formatOptions?: Intl.NumberFormatOptions;
  /**
   * Shows − and + buttons beside the input.
   * @default true
   */
  hasStepper?: boolean;
  /** Hint shown in the empty input. */
  placeholder?: string;
  /** Focuses the input when it mounts. */
  autoFocus?: boolean;
  /**
   * A ref to the `<input>`, for a parent that moves focus itself (e.g. a grid that focuses the
   * first invalid editor of a row).
   */
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A number field built on react-aria's `NumberField`: locale-aware formatting and parsing
 * (es-AR: `1.234,56`), arrow keys and optional steppers, min/max clamping.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  hasStepper = true,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField
      className={field}
      {...pickFieldProps(props)}
      value={props.value}
      defaultValue={props.defaultValue}
      onChange={props.onChange}
      onBlur={props.onBlur}
      minValue={props.minValue}
      maxValue={props.maxValue}
      step={props.step}
      formatOptions={props.formatOptions}
      autoFocus={props.autoFocus}
    >
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <Group className={inputBox}>
          <Input className={inputBare} placeholder={placeholder} ref={props.inputRef} />
          {hasStepper ? (
            <>
              <AriaButton slot="decrement" className={inlineButton}>
                <Icon name="minus" className={icon} />
              </AriaButton>
              <AriaButton slot="increment" className={inlineButton}>
                <Icon name="plus" className={icon} />
              </AriaButton>
            </>
          ) : null}
        </Group>
      </FieldParts>
    </AriaNumberField>
  );
}
