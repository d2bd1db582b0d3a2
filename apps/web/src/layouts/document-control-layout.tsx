import type { ReactNode } from 'react';
import { MenuShell } from './menu-shell';
import { documentControlMenu } from './menus';

/** The document-control shell (spec 03 §2 "Document control"). */
export function DocumentControlLayout({ children }: { readonly children: ReactNode }) {
  return <MenuShell menu={documentControlMenu}>{children}</MenuShell>;
}
