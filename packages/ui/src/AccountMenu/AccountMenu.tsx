import type { ReactNode } from 'react';
import { Button as AriaButton, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import {
  dialog,
  divider,
  email as emailStyle,
  icon,
  popover,
  trigger,
  triggerText,
} from './AccountMenu.css';

/** Props of {@link AccountMenu}. */
export type AccountMenuProps = {
  /** The signed-in account's e-mail, shown in the popover. */
  email: string;
  /** Called when the user chooses the sign-out action (the popover closes first). */
  onSignOut: () => void;
  /**
   * Label of the header button (visible from the sm breakpoint, always its accessible name)
   * and name of the popover.
   * @default 'Mi cuenta'
   */
  triggerLabel?: string;
  /**
   * Label of the sign-out action.
   * @default 'Salir'
   */
  signOutLabel?: string;
  /** Extra content between the e-mail and the sign-out action, e.g. a link to 'Mi cuenta'. */
  children?: ReactNode;
};

/**
 * The account button of the header: it opens a popover (a non-modal react-aria `Dialog`)
 * showing the account e-mail and a sign-out action. Escape or a click outside closes it and
 * focus returns to the button.
 */
export function AccountMenu({
  email,
  onSignOut,
  triggerLabel = 'Mi cuenta',
  signOutLabel = 'Salir',
  children,
}: AccountMenuProps) {
  return (
    <DialogTrigger>
      <AriaButton className={trigger}>
        <Icon name="user" className={icon} />
        <span className={triggerText}>{triggerLabel}</span>
        <Icon name="chevronDown" className={icon} />
      </AriaButton>
      <Popover className={popover} placement="bottom end" offset={6}>
        <Dialog className={dialog} aria-label={triggerLabel}>
          {({ close }) => (
            <>
              <span className={emailStyle}>{email}</span>
              {children}
              <hr className={divider} />
              <Button
                variant="secondary"
                size="small"
                isFullWidth
                onPress={() => {
                  close();
                  onSignOut();
                }}
              >
                {signOutLabel}
              </Button>
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
