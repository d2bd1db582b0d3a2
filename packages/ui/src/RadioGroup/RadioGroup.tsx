import type { ReactNode } from 'react';
import { Radio as AriaRadio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import { choiceRow } from '../Field/choice.css';
import { field } from '../Field/Field.css';
import { FieldParts } from '../Field/FieldParts';
import type { FieldProps } from '../Field/fieldProps';
import { pickFieldProps } from '../Field/pickFieldProps';
import { circle, options, type RadioGroupVariants } from './RadioGroup.css';

/** Props of {@link RadioGroup}. */
export type RadioGroupProps = FieldProps<string | null> & {
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
      {...pickFieldProps(props)}
      value={props.value}
      defaultValue={props.defaultValue}
      onChange={props.onChange}
      orientation={orientation}
    >
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <div className={options({ orientation })}>{children}</div>
      </FieldParts>
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
    <AriaRadio className={choiceRow} value={value} isDisabled={isDisabled} aria-label={ariaLabel}>
      <span className={circle} />
      {children}
    </AriaRadio>
  );
}
