import type { ReactNode } from 'react';
import { Button as AriaButton, type PressEvent } from 'react-aria-components';
import { SpinnerGraphic } from '../Spinner/Spinner';
import { visuallyHidden } from '../visuallyHidden.css';
import { type ButtonVariants, button, content, pendingIndicator } from './Button.css';

/** Props of {@link Button}. */
export type ButtonProps = {
  /** The button's visible label (text, optionally with an icon). */
  children: ReactNode;
  /**
   * Visual weight: `primary` for the main action of a view, `secondary` for the others,
   * `ghost` for low-emphasis actions, `danger` for destructive ones.
   * @default 'primary'
   */
  variant?: ButtonVariants['variant'];
  /**
   * Height and text size.
   * @default 'medium'
   */
  size?: ButtonVariants['size'];
  /**
   * Stretches the button to the width of its container.
   * @default false
   */
  isFullWidth?: boolean;
  /**
   * The button's type inside a form.
   * @default 'button'
   */
  type?: 'button' | 'submit' | 'reset';
  /** Called when the button is pressed (mouse, touch, keyboard or assistive technology). */
  onPress?: (event: PressEvent) => void;
  /**
   * Disables the button: it cannot be focused or pressed.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Shows a spinner instead of the label and ignores presses while an action runs. The button
   * stays focusable, is exposed with `aria-disabled`, its accessible name becomes
   * `pendingLabel`, and the change is announced.
   * @default false
   */
  isPending?: boolean;
  /**
   * The button's accessible name while pending (the visible label is replaced by a spinner).
   * @default 'Procesando…'
   */
  pendingLabel?: string;
  /** Accessible name, for a button whose visible content is only an icon. */
  'aria-label'?: string;
  /** Id of an element that describes the button. */
  'aria-describedby'?: string;
  /** Id of the form this button submits, when it is outside that form. */
  form?: string;
  /** Name submitted with the form when this button submits it. */
  name?: string;
  /** Value submitted with the form when this button submits it. */
  value?: string;
  /** The element's id. */
  id?: string;
  /** Focuses the button when it mounts. */
  autoFocus?: boolean;
  /**
   * Leaves the button out of the Tab order while keeping it focusable: for a button inside a
   * composite widget (a grid cell) that arrow keys reach.
   * @default false
   */
  excludeFromTabOrder?: boolean;
  /** A react-aria slot name: inside a `Dialog`, `slot="close"` makes the button close it. */
  slot?: string;
};

/**
 * A button built on react-aria's `Button`: presses from mouse, touch and keyboard behave the
 * same, focus is shown only for keyboard users, and `isPending` keeps it focusable.
 */
export function Button({
  children,
  variant,
  size,
  isFullWidth,
  type = 'button',
  onPress,
  isDisabled,
  isPending,
  pendingLabel = 'Procesando…',
  'aria-label': ariaLabel,
  'aria-describedby': ariaDescribedBy,
  form,
  name,
  value,
  id,
  autoFocus,
  excludeFromTabOrder,
  slot,
}: ButtonProps) {
  return (
    <AriaButton
      className={button({ variant, size, isFullWidth })}
      type={type}
      onPress={onPress}
      isDisabled={isDisabled}
      isPending={isPending}
      aria-label={isPending ? undefined : ariaLabel}
      aria-describedby={ariaDescribedBy}
      form={form}
      name={name}
      value={value}
      id={id}
      autoFocus={autoFocus}
      excludeFromTabOrder={excludeFromTabOrder}
      slot={slot}
    >
      {({ isPending: pending }) => (
        <>
          <span className={content}>{children}</span>
          {pending ? (
            <span className={pendingIndicator}>
              <SpinnerGraphic size="small" tone="current" />
              <span className={visuallyHidden}>{pendingLabel}</span>
            </span>
          ) : null}
        </>
      )}
    </AriaButton>
  );
}
