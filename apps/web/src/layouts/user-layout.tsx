import type { ReactNode } from 'react';
import { useSession } from '../session/session-context';
import { MenuShell } from './menu-shell';
import { disableMenuItems, userHeaderLinks, userMenu, visibleHeaderLinks } from './menus';

/** Props of {@link UserLayout}. */
export type UserLayoutProps = {
  readonly children: ReactNode;
  /**
   * Menu keys to show disabled: spec 02 §2 "Menu gating" (Facturar, Facturas emitidas, Mis
   * impuestos and Pagos by payment and user status), computed from the user record.
   * @default none
   */
  readonly disabledKeys?: readonly string[];
};

/**
 * The taxpayer shell (spec 02 §2 "User shell menu"): the user menu, and the header links Admin
 * Panel (admins), AdminLite Panel (company admins) and Mi cuenta.
 */
export function UserLayout({ children, disabledKeys = [] }: UserLayoutProps) {
  const { session } = useSession();
  return (
    <MenuShell
      menu={disableMenuItems(userMenu, disabledKeys)}
      headerLinks={visibleHeaderLinks(userHeaderLinks, session)}
    >
      {children}
    </MenuShell>
  );
}
