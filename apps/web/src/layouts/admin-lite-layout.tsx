import type { ReactNode } from 'react';
import { MenuShell } from './menu-shell';
import { adminLiteHeaderLinks, adminLiteMenu } from './menus';

/** The company (admin lite) shell (spec 03 §2): its menu and the 'Cambiar contraseña' link. */
export function AdminLiteLayout({ children }: { readonly children: ReactNode }) {
  return (
    <MenuShell menu={adminLiteMenu} headerLinks={adminLiteHeaderLinks}>
      {children}
    </MenuShell>
  );
}
