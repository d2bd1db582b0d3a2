import type { IdentityGroup, SessionFlags } from '@liqui/domain';
import type { NavItem } from '@liqui/ui';

/**
 * The shells' menus as data: keys, labels and destinations exactly as the spec lists them
 * (01 §2.10 admin, 02 §2 user, 03 §2 admin lite and document control). The shells render them with
 * the kit's AppShell; `menus.test.ts` holds them to the spec.
 */

/** One menu entry. `key` is the spec's menu key where the spec names one. */
export type MenuItem = {
  readonly key: string;
  readonly label: string;
  /** In-app path, or an absolute URL when `isExternal`. Absent for actions (sign-out). */
  readonly href?: string;
  /** Opens outside the app, in a new tab. */
  readonly isExternal?: boolean;
  /** Other paths on which this entry is the current one (the home view answers on several). */
  readonly alsoCurrentOn?: readonly string[];
  readonly isDisabled?: boolean;
  readonly items?: readonly MenuItem[];
};

/** The staff roles (of @liqui/domain's `IdentityGroup`) that have a header link of their own. */
type HeaderLinkRole = Extract<IdentityGroup, 'admin' | 'operador' | 'adminLite'>;

/**
 * A header link of a shell. With `requires`, shown only to sessions holding at least one of those
 * roles (the Admin Panel: admin or the read-only operador).
 */
export type HeaderLink = {
  readonly key: string;
  readonly label: string;
  readonly href: string;
  readonly requires?: readonly [HeaderLinkRole, ...HeaderLinkRole[]];
};

/** The menu key of the "Cerrar sesión" entry, in every shell: it signs out instead of navigating. */
export const signOutKey = 'logout';

const signOutItem: MenuItem = { key: signOutKey, label: 'Cerrar sesión' };

/**
 * ARCA's public "constancia de inscripción" page, opened by the user menu's Emitir constancia
 * (spec 02 §2: "opens the external tax-authority certificate page").
 */
export const arcaConstanciaUrl =
  'https://seti.afip.gob.ar/padron-puc-constancia-internet/ConsultaConstanciaAction.do';

/** Admin shell side menu (spec 01 §2.10). */
export const adminMenu: readonly MenuItem[] = [
  { key: 'admin', label: 'General', href: '/admin' },
  { key: 'monotributo', label: 'Monotributo', href: '/monotributo' },
  { key: 'iibb', label: 'IIBB', href: '/iibb' },
  { key: 'planes', label: 'Planes Liqui', href: '/planes' },
  { key: 'facturador', label: 'Facturación masiva', href: '/facturador' },
  {
    key: 'verificar',
    label: 'Verificar facturas',
    items: [
      { key: 'verificar-facturas', label: 'Verificador CSV', href: '/verificar-facturas' },
      { key: 'verificar-factura', label: 'Verificador manual', href: '/verificar-factura' },
    ],
  },
  { key: 'admin-lites', label: 'Administrar Admin Lite', href: '/admin-lites' },
  signOutItem,
];

/**
 * Admin shell header: the way back to the taxpayer view (spec 01 §2.10 "User Panel"). 'User
 * Panel' is English because the spec writes it so (Spec 01 §2.10); kept as written.
 */
export const adminHeaderLinks: readonly HeaderLink[] = [
  { key: 'user-panel', label: 'User Panel', href: '/' },
];

/**
 * User (taxpayer) shell side menu (spec 02 §2 "User shell menu"). Facturar, Facturas emitidas,
 * Mis impuestos and Pagos are disabled by payment and user status: the shell receives those keys
 * as `disabledKeys`.
 */
export const userMenu: readonly MenuItem[] = [
  { key: 'home', label: 'Inicio', href: '/', alsoCurrentOn: ['/home', '/mp'] },
  { key: 'facturar', label: 'Facturar', href: '/facturar' },
  {
    key: 'emitir-constancia',
    label: 'Emitir constancia',
    href: arcaConstanciaUrl,
    isExternal: true,
  },
  { key: 'facturas-emitidas', label: 'Facturas emitidas', href: '/facturas-emitidas' },
  { key: 'impuestos', label: 'Mis impuestos', href: '/impuestos' },
  { key: 'pago-servicios', label: 'Pagos', href: '/pago-servicios' },
  { key: 'mejorar-plan', label: 'Mi Plan', href: '/mejorar-plan' },
  signOutItem,
];

/**
 * User shell header links (spec 02 §2); the panels only for the roles that open them (the admin
 * back office opens to admin and to the read-only operador, `hasBackOfficeRole`). 'Admin Panel'
 * and 'AdminLite Panel' are English because the spec writes them so (Spec 02 §2); kept as written.
 */
export const userHeaderLinks: readonly HeaderLink[] = [
  { key: 'admin', label: 'Admin Panel', href: '/admin', requires: ['admin', 'operador'] },
  { key: 'admin-lite', label: 'AdminLite Panel', href: '/admin-lite', requires: ['adminLite'] },
  { key: 'micuenta', label: 'Mi cuenta', href: '/micuenta' },
];

/**
 * Admin-lite (company) shell side menu: the spec's keys admin-lite, load-users-batch,
 * load-invoices-batch, personal-data, logout (spec 03 §2). The spec names only the key of
 * personal-data; its label is ours.
 */
export const adminLiteMenu: readonly MenuItem[] = [
  { key: 'admin-lite', label: 'General', href: '/admin-lite' },
  { key: 'load-users-batch', label: 'Gestión de usuarios', href: '/load-users-batch' },
  { key: 'load-invoices-batch', label: 'Facturación masiva', href: '/load-invoices-batch' },
  { key: 'personal-data', label: 'Datos personales', href: '/personal-data' },
  signOutItem,
];

/**
 * Admin-lite shell header: /micuenta-adminlite is reached through the link 'Cambiar contraseña'
 * (spec 03 §2), which is not one of the menu keys.
 */
export const adminLiteHeaderLinks: readonly HeaderLink[] = [
  { key: 'micuenta-adminlite', label: 'Cambiar contraseña', href: '/micuenta-adminlite' },
];

/**
 * Document-control shell side menu: the spec's keys (03 §2) with our Spanish labels.
 */
export const documentControlMenu: readonly MenuItem[] = [
  { key: 'document-control', label: 'Inicio', href: '/document-control' },
  { key: 'upload-document', label: 'Subir documento', href: '/upload-document' },
  { key: 'candidates', label: 'Candidatos', href: '/candidates' },
  { key: 'documents', label: 'Documentos', href: '/documents' },
  { key: 'document-types', label: 'Tipos de documento', href: '/document-types' },
  signOutItem,
];

/** Lite-user shell side menu: the lite area's two pages (spec 01 §2.4, 02 §2 "My account"). */
export const liteMenu: readonly MenuItem[] = [
  { key: 'user-lite', label: 'Inicio', href: '/user-lite' },
  { key: 'micuenta-lite', label: 'Mi cuenta', href: '/micuenta-lite' },
  signOutItem,
];

/**
 * The key of the entry that is the current page at `pathname` (nested entries included), or
 * undefined when no entry is (a page reached otherwise, such as /steps-user/3).
 */
export function findCurrentKey(items: readonly MenuItem[], pathname: string): string | undefined {
  for (const item of items) {
    if (!item.isExternal && (item.href === pathname || item.alsoCurrentOn?.includes(pathname))) {
      return item.key;
    }
    const nested = item.items ? findCurrentKey(item.items, pathname) : undefined;
    if (nested !== undefined) return nested;
  }
  return undefined;
}

/** The same menu with the entries whose key is in `disabledKeys` disabled (nested included). */
export function disableMenuItems(
  items: readonly MenuItem[],
  disabledKeys: readonly string[],
): readonly MenuItem[] {
  if (disabledKeys.length === 0) return items;
  return items.map((item) => ({
    ...item,
    ...(disabledKeys.includes(item.key) ? { isDisabled: true } : {}),
    ...(item.items ? { items: disableMenuItems(item.items, disabledKeys) } : {}),
  }));
}

/**
 * The header links a session may see: those without `requires`, and those of which it holds at
 * least one role.
 */
export function visibleHeaderLinks(
  links: readonly HeaderLink[],
  roles: Pick<SessionFlags, HeaderLinkRole>,
): readonly HeaderLink[] {
  return links.filter(
    (link) => link.requires === undefined || link.requires.some((role) => roles[role]),
  );
}

/**
 * The menu as the kit's AppShell takes it. An external entry goes without its `href`, so the
 * shell renders it as an action: the layout opens it in a new tab (NavItem has no `target`).
 */
export function toNavItems(items: readonly MenuItem[]): readonly NavItem[] {
  return items.map(({ key, label, href, isExternal, isDisabled, items: nested }) => ({
    key,
    label,
    ...(href === undefined || isExternal ? {} : { href }),
    ...(isDisabled ? { isDisabled } : {}),
    ...(nested ? { items: toNavItems(nested) } : {}),
  }));
}

/** The entry with `key`, nested entries included. */
export function findMenuItem(items: readonly MenuItem[], key: string): MenuItem | undefined {
  for (const item of items) {
    if (item.key === key) return item;
    const nested = item.items ? findMenuItem(item.items, key) : undefined;
    if (nested !== undefined) return nested;
  }
  return undefined;
}
