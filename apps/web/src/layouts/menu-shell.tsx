import { AppShell } from '@liqui/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useSignOut } from '../session/use-sign-out';
import { Brand, copyrightNotice } from './brand';
import {
  findCurrentKey,
  findMenuItem,
  type HeaderLink,
  type MenuItem,
  signOutKey,
  toNavItems,
} from './menus';
import { SandboxTag } from './sandbox-tag';

/** Props of {@link MenuShell}. */
export type MenuShellProps = {
  /** The side menu (one of `menus.ts`). */
  readonly menu: readonly MenuItem[];
  /** Header links already filtered for the session. */
  readonly headerLinks?: readonly HeaderLink[];
  /** More header content after the links, e.g. the account menu. */
  readonly headerEnd?: ReactNode;
  readonly children: ReactNode;
};

/**
 * The signed-in shells' common frame: the kit's AppShell with the brand and the "modo prueba"
 * tag beside it, the header links (in the header from md up, in the menu below, so the header
 * keeps to one line on a phone), the side menu whose current entry follows the path, and the
 * 2021 footer.
 * 'Cerrar sesión' signs out; an external entry (Emitir constancia) opens in a new tab.
 */
export function MenuShell({ menu, headerLinks = [], headerEnd, children }: MenuShellProps) {
  const [pathname] = useLocation();
  const signOut = useSignOut();

  const onAction = (key: string) => {
    if (key === signOutKey) {
      void signOut();
      return;
    }
    const item = findMenuItem(menu, key);
    if (item?.isExternal && item.href !== undefined) {
      window.open(item.href, '_blank', 'noopener,noreferrer');
    }
  };

  return (
    <AppShell
      brand={
        <>
          <Brand />
          <SandboxTag />
        </>
      }
      headerLinks={headerLinks.map((link) => ({
        key: link.key,
        label: link.label,
        href: link.href,
        isCurrent: link.href === pathname,
      }))}
      headerActions={headerEnd}
      navigation={{
        'aria-label': 'Menú principal',
        items: toNavItems(menu),
        selectedKey: findCurrentKey(menu, pathname),
        onAction,
      }}
      footer={copyrightNotice}
    >
      {children}
    </AppShell>
  );
}
