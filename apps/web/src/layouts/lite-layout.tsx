import type { ReactNode } from 'react';
import { MenuShell } from './menu-shell';
import { liteMenu } from './menus';

/** The lite user's shell (spec 01 §2.4, §6 "Lite layout"): Inicio, Mi cuenta, Cerrar sesión. */
export function LiteLayout({ children }: { readonly children: ReactNode }) {
  return <MenuShell menu={liteMenu}>{children}</MenuShell>;
}
