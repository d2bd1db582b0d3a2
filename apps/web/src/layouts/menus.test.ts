import { describe, expect, it } from 'vitest';
import {
  adminHeaderLinks,
  adminLiteHeaderLinks,
  adminLiteMenu,
  adminMenu,
  arcaConstanciaUrl,
  disableMenuItems,
  documentControlMenu,
  findCurrentKey,
  liteMenu,
  type MenuItem,
  signOutKey,
  toNavItems,
  userHeaderLinks,
  userMenu,
  visibleHeaderLinks,
} from './menus';

/** A menu as [label, destination] pairs, nested entries as their own list. */
type Outline = readonly (readonly [string, string | null] | readonly [string, Outline])[];

function outline(items: readonly MenuItem[]): Outline {
  return items.map((item) =>
    item.items ? [item.label, outline(item.items)] : [item.label, item.href ?? null],
  );
}

describe('admin shell (spec 01 §2.10)', () => {
  it('lists General, Monotributo, IIBB, Planes Liqui, Facturación masiva, Verificar facturas (CSV and manual), Administrar Admin Lite, Cerrar sesión', () => {
    expect(outline(adminMenu)).toEqual([
      ['General', '/admin'],
      ['Monotributo', '/monotributo'],
      ['IIBB', '/iibb'],
      ['Planes Liqui', '/planes'],
      ['Facturación masiva', '/facturador'],
      [
        'Verificar facturas',
        [
          ['Verificador CSV', '/verificar-facturas'],
          ['Verificador manual', '/verificar-factura'],
        ],
      ],
      ['Administrar Admin Lite', '/admin-lites'],
      ['Cerrar sesión', null],
    ]);
    expect(adminMenu.at(-1)?.key).toBe(signOutKey);
  });

  it('has a User Panel header link to /', () => {
    expect(adminHeaderLinks).toEqual([{ key: 'user-panel', label: 'User Panel', href: '/' }]);
  });
});

describe('user shell (spec 02 §2)', () => {
  it('has the keys home, facturar, emitir-constancia, facturas-emitidas, impuestos, pago-servicios, mejorar-plan, logout', () => {
    expect(userMenu.map((item) => item.key)).toEqual([
      'home',
      'facturar',
      'emitir-constancia',
      'facturas-emitidas',
      'impuestos',
      'pago-servicios',
      'mejorar-plan',
      'logout',
    ]);
  });

  it('labels and links them as the spec says, Emitir constancia opening ARCA outside the app', () => {
    expect(outline(userMenu)).toEqual([
      ['Inicio', '/'],
      ['Facturar', '/facturar'],
      ['Emitir constancia', arcaConstanciaUrl],
      ['Facturas emitidas', '/facturas-emitidas'],
      ['Mis impuestos', '/impuestos'],
      ['Pagos', '/pago-servicios'],
      ['Mi Plan', '/mejorar-plan'],
      ['Cerrar sesión', null],
    ]);
    expect(userMenu.find((item) => item.key === 'emitir-constancia')?.isExternal).toBe(true);
    expect(arcaConstanciaUrl).toMatch(/^https:\/\/seti\.afip\.gob\.ar\//);
  });

  it('shows Admin Panel only to admins and operadores and AdminLite Panel only to company admins; Mi cuenta to all', () => {
    const labels = (roles: { admin?: boolean; operador?: boolean; adminLite?: boolean }) =>
      visibleHeaderLinks(userHeaderLinks, {
        admin: false,
        operador: false,
        adminLite: false,
        ...roles,
      }).map((link) => `${link.label} ${link.href}`);
    expect(labels({})).toEqual(['Mi cuenta /micuenta']);
    expect(labels({ admin: true })).toEqual(['Admin Panel /admin', 'Mi cuenta /micuenta']);
    expect(labels({ operador: true })).toEqual(['Admin Panel /admin', 'Mi cuenta /micuenta']);
    expect(labels({ adminLite: true })).toEqual([
      'AdminLite Panel /admin-lite',
      'Mi cuenta /micuenta',
    ]);
  });
});

describe('admin-lite shell (spec 03 §2)', () => {
  it('has the keys admin-lite, load-users-batch, load-invoices-batch, personal-data, logout', () => {
    expect(adminLiteMenu.map((item) => item.key)).toEqual([
      'admin-lite',
      'load-users-batch',
      'load-invoices-batch',
      'personal-data',
      'logout',
    ]);
    expect(outline(adminLiteMenu)).toEqual([
      ['General', '/admin-lite'],
      ['Gestión de usuarios', '/load-users-batch'],
      ['Facturación masiva', '/load-invoices-batch'],
      ['Datos personales', '/personal-data'],
      ['Cerrar sesión', null],
    ]);
  });

  it('reaches /micuenta-adminlite through the link Cambiar contraseña', () => {
    expect(adminLiteHeaderLinks).toEqual([
      { key: 'micuenta-adminlite', label: 'Cambiar contraseña', href: '/micuenta-adminlite' },
    ]);
  });
});

describe('document-control shell (spec 03 §2)', () => {
  it('has the keys document-control, upload-document, candidates, documents, document-types, logout', () => {
    expect(documentControlMenu.map((item) => [item.key, item.href ?? null])).toEqual([
      ['document-control', '/document-control'],
      ['upload-document', '/upload-document'],
      ['candidates', '/candidates'],
      ['documents', '/documents'],
      ['document-types', '/document-types'],
      ['logout', null],
    ]);
  });
});

describe('lite shell', () => {
  it('lists Inicio, Mi cuenta and Cerrar sesión', () => {
    expect(outline(liteMenu)).toEqual([
      ['Inicio', '/user-lite'],
      ['Mi cuenta', '/micuenta-lite'],
      ['Cerrar sesión', null],
    ]);
  });
});

describe('every shell', () => {
  it('ends with Cerrar sesión, which has no destination (it signs out)', () => {
    for (const menu of [adminMenu, userMenu, adminLiteMenu, documentControlMenu, liteMenu]) {
      expect(menu.at(-1)).toEqual({ key: signOutKey, label: 'Cerrar sesión' });
    }
  });
});

describe('findCurrentKey', () => {
  it('follows the path, nested entries included', () => {
    expect(findCurrentKey(adminMenu, '/iibb')).toBe('iibb');
    expect(findCurrentKey(adminMenu, '/verificar-factura')).toBe('verificar-factura');
  });

  it('marks Inicio on every path of the home view', () => {
    expect(findCurrentKey(userMenu, '/')).toBe('home');
    expect(findCurrentKey(userMenu, '/home')).toBe('home');
    expect(findCurrentKey(userMenu, '/mp')).toBe('home');
  });

  it('marks nothing on a page outside the menu', () => {
    expect(findCurrentKey(userMenu, '/steps-user/3')).toBeUndefined();
  });
});

describe('disableMenuItems', () => {
  it('disables exactly the given keys and keeps the rest as they are', () => {
    const menu = disableMenuItems(userMenu, ['facturar', 'pago-servicios']);
    expect(menu.filter((item) => item.isDisabled).map((item) => item.key)).toEqual([
      'facturar',
      'pago-servicios',
    ]);
    expect(disableMenuItems(userMenu, [])).toBe(userMenu);
  });

  it('reaches nested entries', () => {
    const menu = disableMenuItems(adminMenu, ['verificar-factura']);
    const nested = menu.find((item) => item.key === 'verificar')?.items ?? [];
    expect(nested.map((item) => Boolean(item.isDisabled))).toEqual([false, true]);
  });
});

describe('toNavItems', () => {
  it('hands Emitir constancia to the shell without its URL, so the layout opens it in a new tab', () => {
    const items = toNavItems(userMenu);
    expect(items.find((item) => item.key === 'emitir-constancia')).toEqual({
      key: 'emitir-constancia',
      label: 'Emitir constancia',
    });
    expect(items.find((item) => item.key === 'facturar')).toEqual({
      key: 'facturar',
      label: 'Facturar',
      href: '/facturar',
    });
  });

  it('keeps nested entries and disabled flags', () => {
    const items = toNavItems(disableMenuItems(adminMenu, ['verificar-facturas']));
    expect(items.find((item) => item.key === 'verificar')?.items).toEqual([
      {
        key: 'verificar-facturas',
        label: 'Verificador CSV',
        href: '/verificar-facturas',
        isDisabled: true,
      },
      { key: 'verificar-factura', label: 'Verificador manual', href: '/verificar-factura' },
    ]);
  });
});
