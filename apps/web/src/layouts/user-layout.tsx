import { decideTaxpayerGating, gatedPaths, type User } from '@liqui/domain';
import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useApiQuery } from '../session/api-query';
import { useSession } from '../session/session-context';
import { userRecordReadOptions, useUserRecordFreshness } from '../session/user-record';
import { MenuShell } from './menu-shell';
import { disableMenuItems, userHeaderLinks, userMenu, visibleHeaderLinks } from './menus';

/** Props of {@link UserLayout}. */
export type UserLayoutProps = {
  readonly children: ReactNode;
  /**
   * Menu keys to show disabled. Without it, the keys of spec 02 §2 "Menu gating" (Facturar,
   * Facturas emitidas, Mis impuestos and Pagos by payment and user status), computed by
   * @liqui/domain's `decideTaxpayerGating` from the user record (`GET /root/users/me`).
   */
  readonly disabledKeys?: readonly string[];
};

/**
 * Whether `pathname` is one of the domain's `gatedPaths` (wouter patterns; `:id` matches one
 * path segment).
 */
export function isGatedPath(pathname: string): boolean {
  return gatedPaths.some((pattern) =>
    new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}/?$`).test(pathname),
  );
}

/**
 * The taxpayer shell (spec 02 §2 "User shell menu"): the user menu, and the header links Admin
 * Panel (admins), AdminLite Panel (company admins) and Mi cuenta. It reads the user record
 * (SWR, shared with the pages) and, with @liqui/domain's `decideTaxpayerGating`, disables the
 * gated menu entries and sends INACTIVO and INCOMPLETO users from the gated pages to / (the
 * route guard of spec 02 §2). While the record loads nothing is disabled and nobody is sent
 * away (the server refuses gated writes anyway); the home page says why entries are disabled.
 * Issue 25 item 2: the record is re-read on focus, on entering the area, after every write the
 * app makes (`useUserRecordFreshness`) and every few seconds while a payment or the alta waits on
 * the back office (`userRecordReadOptions`).
 */
export function UserLayout({ children, disabledKeys }: UserLayoutProps) {
  const { session } = useSession();
  const [pathname] = useLocation();
  const { data: me } = useApiQuery(
    'getMe',
    [],
    userRecordReadOptions((user: User) => ({ user, isCompanyAdmin: session.adminLite })),
  );
  useUserRecordFreshness();
  const gating = me === undefined ? null : decideTaxpayerGating(me);
  const keys = disabledKeys ?? gating?.disabledMenuKeys ?? [];
  const mustLeave = gating?.redirectsHome === true && isGatedPath(pathname);
  return (
    <MenuShell
      menu={disableMenuItems(userMenu, keys)}
      headerLinks={visibleHeaderLinks(userHeaderLinks, session)}
    >
      {mustLeave ? <Redirect to="/" replace /> : children}
    </MenuShell>
  );
}
