/**
 * The kit's fields bound to the enclosing form's final-form fields by `name` (`email`,
 * `items[0].precio`), for every form of the app (the access screens, the password change, the
 * invoice wizard). Each one takes its value, change and blur from {@link useFormField}, so a field
 * that unmounts and mounts again (a wizard step shown again) keeps what the user typed; it is
 * invalid while it shows an error (its validation error once touched or after a submit, or the
 * server's until edited), which the kit's FieldError shows and announces (`aria-describedby`).
 * A field is named by a visible `label`, or by `aria-label` / `aria-labelledby` where the label is
 * elsewhere (a table cell: 'Precio unitario ítem 2').
 */
import {
  Checkbox,
  DateField,
  type FieldLabelling,
  NumberField,
  PasswordField,
  RadioGroup,
  type RadioGroupProps,
  Select,
  type SelectOption,
  TextField,
  type TextFieldProps,
} from '@liqui/ui';
import type { ReactElement, ReactNode } from 'react';
import { useFormField } from './use-form-field';

/** What every bound field takes: its name, how it is named, its help and its state. */
export type FormFieldProps = FieldLabelling & {
  /** The final-form field name: a path in the values (`email`, `items[1].precio`). */
  readonly name: string;
  /**
   * Marks the field required (`aria-required`); the form's `validate` says what is missing.
   * @default false
   */
  readonly isRequired?: boolean;
  /**
   * Disables the field (its value stays in the form).
   * @default false
   */
  readonly isDisabled?: boolean;
  /** Help (or status) text under the field, wired with `aria-describedby`. */
  readonly description?: string | ReactElement;
  /**
   * An error to show even before the field is touched, when the field shows no other (the
   * wizard's final-consumer limit, found in Detalle, on the document number in Datos).
   */
  readonly pendingError?: string;
};

/** How the kit field is named, from the bound field's props (only the naming props). */
function labellingOf(props: FieldLabelling): FieldLabelling {
  if (props.label !== undefined) return { label: props.label };
  if (props['aria-labelledby'] !== undefined) {
    return { 'aria-labelledby': props['aria-labelledby'], 'aria-label': props['aria-label'] };
  }
  return { 'aria-label': props['aria-label'] };
}

/** The binding of `name` with `pendingError` folded into the error shown. */
function useBoundField<Value>(name: string, pendingError: string | undefined) {
  const field = useFormField<Value>(name);
  const errorMessage = field.errorMessage ?? pendingError;
  return { ...field, errorMessage, isInvalid: errorMessage !== undefined };
}

/** Props of {@link FormTextField}. */
export type FormTextFieldProps = FormFieldProps & {
  /**
   * The input type.
   * @default 'text'
   */
  readonly type?: TextFieldProps['type'];
  /** Virtual keyboard hint (`numeric` for codes and document numbers). */
  readonly inputMode?: TextFieldProps['inputMode'];
  /** Browser autofill hint (`username`, `email`, `one-time-code`…). */
  readonly autoComplete?: string;
  /** The most characters the input takes. */
  readonly maxLength?: number;
  /**
   * Focuses the input when it mounts.
   * @default false
   */
  readonly autoFocus?: boolean;
  /**
   * Makes the input read only (focusable, not editable).
   * @default false
   */
  readonly isReadOnly?: boolean;
  /** Runs after the field's blur reached final-form (the wizard's CUIT lookup). */
  readonly onBlur?: () => void;
};

/** A kit TextField bound to a text value of the form (`''` while empty). */
export function FormTextField(props: FormTextFieldProps) {
  const {
    name,
    isRequired = false,
    isDisabled = false,
    isReadOnly = false,
    autoFocus = false,
    description,
    pendingError,
    type = 'text',
    inputMode,
    autoComplete,
    maxLength,
    onBlur,
  } = props;
  const field = useBoundField<string>(name, pendingError);
  return (
    <TextField
      {...labellingOf(props)}
      name={name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={() => {
        field.onBlur();
        onBlur?.();
      }}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
      maxLength={maxLength}
      autoFocus={autoFocus}
      isReadOnly={isReadOnly}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={field.isInvalid}
      errorMessage={field.errorMessage}
      description={description}
    />
  );
}

/** Props of {@link FormPasswordField}. */
export type FormPasswordFieldProps = FormFieldProps & {
  /**
   * Browser autofill hint: `new-password` where a password is chosen.
   * @default 'current-password'
   */
  readonly autoComplete?: 'current-password' | 'new-password';
  /**
   * Focuses the input when it mounts.
   * @default false
   */
  readonly autoFocus?: boolean;
};

/** A kit PasswordField (with its show/hide toggle) bound to a text value of the form. */
export function FormPasswordField(props: FormPasswordFieldProps) {
  const {
    name,
    isRequired = false,
    isDisabled = false,
    autoFocus = false,
    description,
    pendingError,
    autoComplete = 'current-password',
  } = props;
  const field = useBoundField<string>(name, pendingError);
  return (
    <PasswordField
      {...labellingOf(props)}
      name={name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={() => field.onBlur()}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={field.isInvalid}
      errorMessage={field.errorMessage}
      description={description}
    />
  );
}

/** Props of {@link FormNumberField}. */
export type FormNumberFieldProps = FormFieldProps & {
  /** The most decimals kept (2 for prices in ARS). */
  readonly maximumFractionDigits: number;
  /** The smallest value accepted (the field clamps to it). */
  readonly minValue?: number;
  /** The largest value accepted (the field clamps to it). */
  readonly maxValue?: number;
  /**
   * Shows − and + buttons beside the input.
   * @default false
   */
  readonly hasStepper?: boolean;
};

/**
 * A kit NumberField bound to a number value of the form, `null` while empty. The number is
 * committed on blur or Enter (react-aria parses it in the browser's locale: es-AR `1.500,50`).
 */
export function FormNumberField(props: FormNumberFieldProps) {
  const {
    name,
    isRequired = false,
    isDisabled = false,
    description,
    pendingError,
    maximumFractionDigits,
    minValue,
    maxValue,
    hasStepper = false,
  } = props;
  const field = useBoundField<number | null>(name, pendingError);
  return (
    <NumberField
      {...labellingOf(props)}
      name={name}
      value={typeof field.value === 'number' ? field.value : Number.NaN}
      onChange={(next) => field.onChange(Number.isNaN(next) ? null : next)}
      onBlur={() => field.onBlur()}
      minValue={minValue}
      maxValue={maxValue}
      formatOptions={{ maximumFractionDigits }}
      hasStepper={hasStepper}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={field.isInvalid}
      errorMessage={field.errorMessage}
      description={description}
    />
  );
}

/** Props of {@link FormDateField}. */
export type FormDateFieldProps = FormFieldProps & {
  /** The earliest date offered, `YYYY-MM-DD`. */
  readonly minValue?: string;
  /** The latest date offered, `YYYY-MM-DD`. */
  readonly maxValue?: string;
  /**
   * Runs when the user sets a new date, before the form holds it (`form.getState().values` still
   * has the old one), for fields that follow it (the payment due date follows the invoice date).
   */
  readonly onValueChange?: (value: string) => void;
};

/** A kit DateField bound to a `YYYY-MM-DD` text value of the form (`''` while empty). */
export function FormDateField(props: FormDateFieldProps) {
  const {
    name,
    isRequired = false,
    isDisabled = false,
    description,
    pendingError,
    minValue,
    maxValue,
    onValueChange,
  } = props;
  const field = useBoundField<string>(name, pendingError);
  return (
    <DateField
      {...labellingOf(props)}
      name={name}
      value={field.value ?? ''}
      onChange={(next) => {
        onValueChange?.(next);
        field.onChange(next);
      }}
      onBlur={() => field.onBlur()}
      minValue={minValue}
      maxValue={maxValue}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={field.isInvalid}
      errorMessage={field.errorMessage}
      description={description}
    />
  );
}

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

/** A kit Checkbox bound to a boolean value of the form (ticked when `true`). */
export function FormCheckbox(props: FormFieldProps) {
  const { name, isRequired = false, isDisabled = false, description, pendingError } = props;
  const field = useBoundField<boolean>(name, pendingError);
  return (
    <Checkbox
      {...labellingOf(props)}
      name={name}
      isSelected={field.value === true}
      onChange={(isSelected) => field.onChange(isSelected)}
      onBlur={() => field.onBlur()}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={field.isInvalid}
      errorMessage={field.errorMessage}
      description={description}
    />
  );
}

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
