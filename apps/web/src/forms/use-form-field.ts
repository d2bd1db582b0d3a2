import { type FieldState, type FormApi, getIn, type Unsubscribe } from 'final-form';
import { useEffect, useState } from 'react';
import { useForm } from 'react-final-form';
import { visibleFieldError } from './form-errors';

/** What a field listens to: its value and what decides the error it shows. */
const fieldSubscription = {
  value: true,
  error: true,
  touched: true,
  submitError: true,
  dirtySinceLastSubmit: true,
} as const;

/**
 * Subscribes `onState` to the field `name` of `form` the way {@link useFormField} does on mount:
 * `registerField` without an `initialValue` (the form's values stay as they are) and `silent`
 * (only this field's subscribers hear of the registration). Call the answer to unsubscribe (on
 * unmount); subscribing again after that delivers the value the form still holds.
 */
export function subscribeToField<Value>(
  form: Pick<FormApi, 'registerField'>,
  name: string,
  onState: (state: FieldState<Value>) => void,
): Unsubscribe {
  return form.registerField(
    name,
    (state) => onState(state as FieldState<Value>),
    fieldSubscription,
    { silent: true },
  );
}

/** A final-form field as a kit field takes it (see {@link useFormField}). */
export type FormFieldBinding<Value> = {
  /** The field's name (also the input's `name`). */
  readonly name: string;
  /** The value the form holds; `undefined` when it holds none. */
  readonly value: Value | undefined;
  /** Sets the value in the form (validation runs, the field becomes dirty). */
  readonly onChange: (value: Value) => void;
  /** Marks the field touched, so its validation error shows from now on. */
  readonly onBlur: () => void;
  /** What the field shows under it, from {@link visibleFieldError}; `undefined` when nothing. */
  readonly errorMessage: string | undefined;
  /** Whether the field shows an error (`aria-invalid`, the kit's invalid look). */
  readonly isInvalid: boolean;
};

/**
 * Binds a component to the field `name` of the enclosing react-final-form form: the value, change
 * and blur, and the error to show: the validation error once the field was touched (left, or the
 * form submitted), or the server's error for it until the user edits the field again.
 *
 * Why not react-final-form's `useField`: in version 7, a field whose state final-form dropped
 * (final-form forgets a field when its last component unmounts) is put back to the form's
 * *initial* value by `useField` when it mounts again (`form.change(name, initialValue)` before it
 * registers). A wizard unmounts a step's fields when it shows another step, so going back would
 * lose what the user typed. This hook subscribes with `form.registerField` and no `initialValue`
 * ({@link subscribeToField}; `silent`: only this field is told about its registration, not the
 * whole form), so registering again keeps the value the form holds; until the subscription delivers the field's state, the
 * value is read from the form's values. The form's `initialValues` are the one source of starting
 * values.
 *
 * @param name - the field's path in the values: `email`, `items[1].precio`.
 */
export function useFormField<Value>(name: string): FormFieldBinding<Value> {
  const form = useForm('useFormField');
  const [state, setState] = useState<FieldState<Value> | undefined>(
    () => form.getFieldState(name) as FieldState<Value> | undefined,
  );
  useEffect(() => subscribeToField<Value>(form, name, setState), [form, name]);
  // A renamed field (a row moved up after a delete) keeps the old state for one render.
  const current = state?.name === name ? state : undefined;
  const value = (current === undefined ? getIn(form.getState().values, name) : current.value) as
    | Value
    | undefined;
  const errorMessage = visibleFieldError(current ?? {});
  return {
    name,
    value,
    onChange: (next) => form.change(name, next),
    onBlur: () => form.blur(name),
    errorMessage,
    isInvalid: errorMessage !== undefined,
  };
}
