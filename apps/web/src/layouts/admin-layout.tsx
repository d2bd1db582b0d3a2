import { AccountMenu } from '@liqui/ui';
import type { ReactNode } from 'react';
import { useSession } from '../session/session-context';
import { useSignOut } from '../session/use-sign-out';
import { MenuShell } from './menu-shell';
import { adminHeaderLinks, adminMenu } from './menus';

/**
 * The admin shell (spec 01 §2.10): the admin menu, a 'User Panel' link to / and the account
 * popover with the account e-mail and 'Salir'.
 */
export function AdminLayout({ children }: { readonly children: ReactNode }) {
  const { session } = useSession();
  const signOut = useSignOut();
  return (
    <MenuShell
      menu={adminMenu}
      headerLinks={adminHeaderLinks}
      headerEnd={
        <AccountMenu
          email={session.user?.email ?? ''}
          triggerLabel="Mi cuenta"
          signOutLabel="Salir"
          onSignOut={() => void signOut()}
        />
      }
    >
      {children}
    </MenuShell>
  );
}
