import type { FieldState } from './fieldProps';

/**
 * Picks the props a field forwards unchanged to its react-aria field: form, validation and
 * `aria-label`/`aria-labelledby`. Picked one by one, so nothing else reaches react-aria or the
 * DOM. A field without one of them (Select has no `isReadOnly`) forwards it as `undefined`.
 */
export function pickFieldProps<T>(
  props: FieldState<T> & { 'aria-label'?: string; 'aria-labelledby'?: string },
) {
  return {
    name: props.name,
    id: props.id,
    isRequired: props.isRequired,
    isDisabled: props.isDisabled,
    isReadOnly: props.isReadOnly,
    isInvalid: props.isInvalid,
    validate: props.validate,
    validationBehavior: props.validationBehavior,
    'aria-label': props['aria-label'],
    'aria-labelledby': props['aria-labelledby'],
  };
}
