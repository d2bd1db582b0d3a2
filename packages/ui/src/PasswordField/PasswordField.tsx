import { useState } from 'react';
import { TextField as AriaTextField, Input, ToggleButton } from 'react-aria-components';
import { field, icon, inlineButton, inputBare, inputGroup } from '../Field/Field.css';
import { FieldParts } from '../Field/FieldParts';
import type { FieldLabelling } from '../Field/fieldProps';
import { pickTextInputProps, type TextInputProps } from '../Field/textInputProps';
import { Icon } from '../Icon/Icon';

/** Props of {@link PasswordField}. */
export type PasswordFieldProps = FieldLabelling &
  Omit<TextInputProps, 'autoComplete'> & {
    /**
     * Browser autofill hint: `current-password` on sign-in, `new-password` on sign-up and
     * password changes (lets password managers suggest one).
     * @default 'current-password'
     */
    autoComplete?: 'current-password' | 'new-password';
    /**
     * Accessible name of the show/hide toggle. The toggle is a toggle button
     * (`aria-pressed`), so one name covers both states.
     * @default 'Mostrar contraseña'
     */
    showPasswordLabel?: string;
  };

/**
 * A password field: react-aria's `TextField` with a toggle button that reveals the password.
 * The toggle sits after the input, is keyboard operable and reports its state with
 * `aria-pressed`.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  autoComplete = 'current-password',
  showPasswordLabel = 'Mostrar contraseña',
  ...props
}: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  return (
    <AriaTextField
      className={field}
      {...pickTextInputProps(props)}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
    >
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <div className={inputGroup}>
          <Input
            className={inputBare}
            placeholder={placeholder}
            ref={props.inputRef}
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
          />
          <ToggleButton
            className={inlineButton}
            aria-label={showPasswordLabel}
            isSelected={isVisible}
            onChange={setVisible}
            isDisabled={props.isDisabled}
          >
            <Icon name={isVisible ? 'eyeOff' : 'eye'} className={icon} />
          </ToggleButton>
        </div>
      </FieldParts>
    </AriaTextField>
  );
}
