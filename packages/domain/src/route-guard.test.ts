import { describe, expect, it } from 'vitest';
import {
  type AppArea,
  decideRoute,
  matchRoute,
  type RouteAccess,
  type RouteDecision,
  routeTable,
} from './route-guard';
import { type SessionFlags, signedOutFlags } from './session-flags';

const visitor = signedOutFlags;
const taxpayer: SessionFlags = { ...signedOutFlags, auth: true };
const lite: SessionFlags = { ...taxpayer, userLite: true };
const admin: SessionFlags = { ...taxpayer, admin: true };
const operador: SessionFlags = { ...taxpayer, operador: true };
const adminLite: SessionFlags = { ...taxpayer, adminLite: true };
const adminDC: SessionFlags = { ...taxpayer, adminDC: true };
const adminLiteDC: SessionFlags = { ...taxpayer, adminLiteDC: true };
const analistaDC: SessionFlags = { ...taxpayer, analistaDC: true };

/** Every route of spec 01 §2.1–2.5 and 03 §2, written out independently of the table. */
const expectedRoutes: ReadonlyArray<[path: string, access: RouteAccess, area: AppArea]> = [
  ['/login', 'public', 'public'],
  ['/login-mp', 'public', 'public'],
  ['/login-dc', 'public', 'public'],
  ['/password-reset', 'public', 'public'],
  ['/mfa-login', 'public', 'public'],
  ['/sign-up', 'public', 'public'],
  ['/sign-up-mp', 'public', 'public'],
  ['/confirm-email', 'public', 'public'],
  ['/mp-confirm-email', 'public', 'public'],
  ['/forgot-password', 'public', 'public'],
  ['/forgot-password-confirm', 'public', 'public'],
  ['/home', 'user', 'taxpayer'],
  ['/', 'user', 'taxpayer'],
  ['/mp', 'user', 'taxpayer'],
  ['/facturar', 'user', 'taxpayer'],
  ['/facturas-emitidas', 'user', 'taxpayer'],
  ['/steps-user/:id', 'user', 'taxpayer'],
  ['/steps-user-mp/:id', 'user', 'taxpayer'],
  ['/mejorar-plan', 'user', 'taxpayer'],
  ['/impuestos', 'user', 'taxpayer'],
  ['/visualizar-factura/:id', 'user', 'taxpayer'],
  ['/micuenta', 'user', 'taxpayer'],
  ['/pago-servicios', 'user', 'taxpayer'],
  ['/mercado-pago', 'user', 'taxpayer'],
  ['/mercado-pago-mp/:id', 'user', 'taxpayer'],
  ['/medio-pago/:id', 'user', 'taxpayer'],
  ['/medio-pago-mp/:id', 'user', 'taxpayer'],
  ['/initial-plan/:id', 'user', 'taxpayer'],
  ['/initial-plan-mp/:id', 'user', 'taxpayer'],
  ['/checkout/success', 'user', 'taxpayer'],
  ['/checkout/error', 'user', 'taxpayer'],
  ['/checkout/pending', 'user', 'taxpayer'],
  ['/user-lite', 'lite', 'lite'],
  ['/micuenta-lite', 'lite', 'lite'],
  ['/admin', 'admin', 'admin'],
  ['/monotributo', 'admin', 'admin'],
  ['/planes', 'admin', 'admin'],
  ['/facturador', 'admin', 'admin'],
  ['/verificar-factura', 'admin', 'admin'],
  ['/verificar-facturas', 'admin', 'admin'],
  ['/edit-user/:id', 'admin', 'admin'],
  ['/edit-user-admin-lite/:id', 'admin', 'admin'],
  ['/new-user', 'admin', 'admin'],
  ['/iibb', 'admin', 'admin'],
  ['/admin-lites', 'admin', 'admin'],
  ['/admin-lite', 'adminLite', 'adminLite'],
  ['/load-users-batch', 'adminLite', 'adminLite'],
  ['/load-invoices-batch', 'adminLite', 'adminLite'],
  ['/personal-data', 'adminLite', 'adminLite'],
  ['/micuenta-adminlite', 'adminLite', 'adminLite'],
  ['/document-control', 'documentControl', 'documentControl'],
  ['/upload-document', 'documentControl', 'documentControl'],
  ['/candidates', 'documentControl', 'documentControl'],
  ['/documents', 'documentControl', 'documentControl'],
  ['/candidates/:candidateId/documents/:documentId', 'documentControl', 'documentControl'],
  ['/document-types', 'documentControl', 'documentControl'],
];

/** A concrete pathname for a pattern: ':id' becomes '42'. */
const samplePath = (pattern: string) => pattern.replace(/:\w+/g, '42');

const byAccess = (access: RouteAccess) => routeTable.filter((route) => route.access === access);

const allowed = (pathname: string, flags: SessionFlags) => {
  const decision = decideRoute({ pathname, flags });
  expect(decision.kind).toBe('allow');
  return decision;
};
const redirected = (pathname: string, flags: SessionFlags): string => {
  const decision = decideRoute({ pathname, flags });
  if (decision.kind !== 'redirect') throw new Error(`${pathname} was allowed`);
  return decision.to;
};

describe('routeTable', () => {
  it('holds exactly the routes of spec 01 §2.1–2.5 and 03 §2, with their access and area', () => {
    expect(routeTable.map((route) => [route.path, route.access, route.area])).toEqual(
      expectedRoutes,
    );
  });

  it('has unique paths and camelCase page keys, shared only by / and /home', () => {
    const paths = routeTable.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of routeTable) expect(route.page).toMatch(/^[a-z][A-Za-z]*$/);
    const pages = routeTable.map((route) => route.page);
    const shared = pages.filter((page, index) => pages.indexOf(page) !== index);
    expect(shared).toEqual(['home']);
    expect(routeTable.filter((route) => route.page === 'home').map((route) => route.path)).toEqual([
      '/home',
      '/',
    ]);
  });

  it('uses the page keys the web app codes against', () => {
    const page = (path: string) => routeTable.find((route) => route.path === path)?.page;
    expect(page('/login')).toBe('login');
    expect(page('/steps-user/:id')).toBe('stepsUser');
    expect(page('/admin')).toBe('adminDashboard');
    expect(page('/admin-lite')).toBe('adminLiteDashboard');
    expect(page('/document-control')).toBe('documentControlDashboard');
  });

  it('is frozen', () => {
    expect(Object.isFrozen(routeTable)).toBe(true);
    expect(Object.isFrozen(routeTable[0])).toBe(true);
  });
});

describe('matchRoute', () => {
  it('matches exact paths and returns no params', () => {
    expect(matchRoute('/facturar')).toEqual({
      route: expect.objectContaining({ page: 'facturar' }),
      params: {},
    });
  });

  it('extracts and decodes :id params', () => {
    expect(matchRoute('/steps-user/12')?.params).toEqual({ id: '12' });
    expect(matchRoute('/visualizar-factura/a%20b')?.params).toEqual({ id: 'a b' });
    expect(matchRoute('/edit-user/%E0%A4%A')?.params).toEqual({ id: '%E0%A4%A' });
  });

  it("treats a trailing slash like none: '/admin/' is '/admin'", () => {
    expect(matchRoute('/admin/')?.route.path).toBe('/admin');
    expect(matchRoute('/checkout/success//')?.route.path).toBe('/checkout/success');
    expect(matchRoute('/steps-user/3/')?.params).toEqual({ id: '3' });
  });

  it('matches the root and ignores a query string or hash', () => {
    expect(matchRoute('/')?.route.page).toBe('home');
    expect(matchRoute('')?.route.path).toBe('/');
    expect(matchRoute('/confirm-email?email=a%40b.com')?.route.page).toBe('confirmEmail');
    expect(matchRoute('/mp#top')?.route.page).toBe('homeMp');
  });

  it('does not match prefixes, extra segments, missing params or other case', () => {
    for (const pathname of [
      '/admin/extra',
      '/steps-user',
      '/steps-user/',
      '/Admin',
      '/checkout',
      '/nope',
    ]) {
      expect(matchRoute(pathname)).toBeNull();
    }
  });
});

describe('public routes (01 §2.1)', () => {
  it.each(byAccess('public'))('lets a visitor open $path', (route) => {
    expect(allowed(route.path, visitor)).toMatchObject({ route: { path: route.path } });
  });

  it.each(byAccess('public').filter((route) => route.path !== '/login-mp'))(
    'sends a signed-in user from $path to /',
    (route) => {
      for (const flags of [taxpayer, admin, lite, adminLite, adminDC]) {
        expect(redirected(route.path, flags)).toBe('/');
      }
    },
  );

  it('sends a signed-in user from /login-mp to /mp', () => {
    expect(redirected('/login-mp', taxpayer)).toBe('/mp');
    expect(redirected('/login-mp/', admin)).toBe('/mp');
  });

  it('keeps /password-reset and /mfa-login open while a challenge is pending (auth false)', () => {
    expect(allowed('/password-reset', visitor).kind).toBe('allow');
    expect(allowed('/mfa-login', visitor).kind).toBe('allow');
  });
});

describe('taxpayer routes (01 §2.2, 02 §6)', () => {
  it.each(byAccess('user'))('sends a visitor from $path to /login', (route) => {
    expect(redirected(samplePath(route.path), visitor)).toBe('/login');
  });

  it.each(byAccess('user'))('lets a signed-in taxpayer open $path', (route) => {
    expect(allowed(samplePath(route.path), taxpayer)).toMatchObject({
      route: { path: route.path },
    });
  });

  it.each(byAccess('user'))('sends a LITE user from $path to /user-lite', (route) => {
    expect(redirected(samplePath(route.path), lite)).toBe('/user-lite');
  });

  it.each(byAccess('user'))('lets admins and company accounts open $path too', (route) => {
    for (const flags of [admin, adminLite, adminDC]) {
      expect(allowed(samplePath(route.path), flags).kind).toBe('allow');
    }
  });

  it('passes the route params on', () => {
    expect(allowed('/medio-pago/7', taxpayer)).toEqual({
      kind: 'allow',
      route: expect.objectContaining({ page: 'medioPago' }),
      params: { id: '7' },
    });
  });
});

describe('lite routes (01 §2.4)', () => {
  it.each(byAccess('lite'))('sends a visitor from $path to /login', (route) => {
    expect(redirected(route.path, visitor)).toBe('/login');
  });

  it.each(byAccess('lite'))('lets a LITE user open $path', (route) => {
    expect(allowed(route.path, lite)).toMatchObject({ route: { path: route.path } });
  });

  it.each(byAccess('lite'))('sends users who are not LITE from $path to /', (route) => {
    for (const flags of [taxpayer, admin, analistaDC]) {
      expect(redirected(route.path, flags)).toBe('/');
    }
  });

  it('sends a company account to its own screens, never to a taxpayer home (issue 25 item 7)', () => {
    expect(redirected('/user-lite', adminLite)).toBe('/admin-lite');
    expect(redirected('/micuenta-lite', adminLite)).toBe('/micuenta-adminlite');
    expect(allowed('/admin-lite', adminLite)).toMatchObject({ route: { path: '/admin-lite' } });
    expect(allowed('/micuenta-adminlite', adminLite)).toMatchObject({
      route: { path: '/micuenta-adminlite' },
    });
  });
});

describe('admin routes (01 §2.3, 03 §2)', () => {
  it.each(byAccess('admin'))('sends a visitor from $path to /login', (route) => {
    expect(redirected(samplePath(route.path), visitor)).toBe('/login');
  });

  it.each(byAccess('admin'))('lets an admin open $path', (route) => {
    expect(allowed(samplePath(route.path), admin)).toMatchObject({ route: { path: route.path } });
  });

  it.each(byAccess('admin'))('lets the read-only operador open $path', (route) => {
    expect(allowed(samplePath(route.path), operador)).toMatchObject({
      route: { path: route.path },
    });
  });

  it.each(byAccess('admin'))('sends non-admins from $path to /', (route) => {
    for (const flags of [taxpayer, lite, adminLite, adminDC, adminLiteDC, analistaDC]) {
      expect(redirected(samplePath(route.path), flags)).toBe('/');
    }
  });
});

describe('admin-lite routes (01 §2.4, 03 §2)', () => {
  it.each(byAccess('adminLite'))('sends a visitor from $path to /login', (route) => {
    expect(redirected(route.path, visitor)).toBe('/login');
  });

  it.each(byAccess('adminLite'))('lets an adminLite open $path', (route) => {
    expect(allowed(route.path, adminLite)).toMatchObject({ route: { path: route.path } });
  });

  it.each(byAccess('adminLite'))('sends users without adminLite from $path to /', (route) => {
    for (const flags of [taxpayer, lite, admin, adminLiteDC]) {
      expect(redirected(route.path, flags)).toBe('/');
    }
  });
});

describe('document-control routes (01 §2.5, 03 §2, §6)', () => {
  it.each(byAccess('documentControl'))('sends a visitor from $path to /login-dc', (route) => {
    expect(redirected(route.path, visitor)).toBe('/login-dc');
  });

  it.each(byAccess('documentControl'))(
    'lets adminDC, adminLiteDC and analistaDC open $path',
    (route) => {
      for (const flags of [adminDC, adminLiteDC, analistaDC]) {
        expect(allowed(route.path, flags)).toMatchObject({ route: { path: route.path } });
      }
    },
  );

  it.each(byAccess('documentControl'))(
    'sends signed-in users without a DC role from $path to /login',
    (route) => {
      for (const flags of [taxpayer, lite, admin, adminLite]) {
        expect(redirected(route.path, flags)).toBe('/login');
      }
    },
  );
});

describe('unmatched paths (01 §2.2)', () => {
  it('send a LITE user to /user-lite, another signed-in user to / and a visitor to /login', () => {
    expect(redirected('/no-such-page', lite)).toBe('/user-lite');
    expect(redirected('/no-such-page', taxpayer)).toBe('/');
    expect(redirected('/no-such-page', admin)).toBe('/');
    expect(redirected('/no-such-page', visitor)).toBe('/login');
  });
});

describe('redirect chains', () => {
  const everyone = { visitor, taxpayer, lite, admin, adminLite, adminDC, adminLiteDC, analistaDC };
  const liteAdmin: SessionFlags = { ...admin, userLite: true };
  const pathnames = [...routeTable.map((route) => samplePath(route.path)), '/unknown'];

  it.each(Object.entries({ ...everyone, liteAdmin }))(
    'end in an allowed page within three redirects for %s',
    (_name, flags) => {
      for (const start of pathnames) {
        let decision: RouteDecision = decideRoute({ pathname: start, flags });
        let hops = 0;
        while (decision.kind === 'redirect') {
          hops++;
          expect(hops, `from ${start}`).toBeLessThanOrEqual(3);
          decision = decideRoute({ pathname: decision.to, flags });
        }
      }
    },
  );
});
