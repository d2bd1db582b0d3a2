import { hasBackOfficeRole, hasDocumentControlRole, type SessionFlags } from './session-flags';

/**
 * Who may open a route (Spec 01 §2, §6; 03 §2, §6):
 * - `public`: visitors (signed-in users are sent away);
 * - `user`: any signed-in user except LITE users (taxpayer pages);
 * - `lite`: signed-in users whose `tipo_usuario` is LITE;
 * - `admin`: role admin;
 * - `adminLite`: role adminLite (company accounts);
 * - `documentControl`: any of adminDC, adminLiteDC, analistaDC.
 */
export type RouteAccess = 'public' | 'user' | 'lite' | 'admin' | 'adminLite' | 'documentControl';

/**
 * The code-split bundle a page belongs to, so a taxpayer never downloads the back office
 * (ARCHITECTURE "apps/web"). Same names as {@link RouteAccess}, except that `user` pages form the
 * `taxpayer` area.
 */
export type AppArea = 'public' | 'taxpayer' | 'lite' | 'admin' | 'adminLite' | 'documentControl';

/** One route of the app (Spec 01 §2.1–2.5, 03 §2). */
export type RouteDefinition = {
  /** wouter-style pattern, e.g. '/steps-user/:id'; exact match */
  readonly path: string;
  readonly access: RouteAccess;
  /** code-split bundle the page belongs to */
  readonly area: AppArea;
  /** stable key of the page, e.g. 'login', 'stepsUser', 'adminDashboard' (camelCase) */
  readonly page: string;
};

/**
 * The routes by who may open them, in the spec's order: each group's access, its bundle and its
 * pages as path → page key.
 */
const routeGroups = [
  {
    // Spec 01 §2.1: public routes.
    access: 'public',
    area: 'public',
    pages: {
      '/login': 'login',
      '/login-mp': 'loginMp',
      '/login-dc': 'loginDc',
      '/password-reset': 'passwordReset',
      '/mfa-login': 'mfaLogin',
      '/sign-up': 'signUp',
      '/sign-up-mp': 'signUpMp',
      '/confirm-email': 'confirmEmail',
      '/mp-confirm-email': 'mpConfirmEmail',
      '/forgot-password': 'forgotPassword',
      '/forgot-password-confirm': 'forgotPasswordConfirm',
    },
  },
  {
    // Spec 01 §2.2, 02 §2: signed-in taxpayer routes.
    access: 'user',
    area: 'taxpayer',
    pages: {
      '/home': 'home',
      '/': 'home',
      '/mp': 'homeMp',
      '/facturar': 'facturar',
      '/facturas-emitidas': 'facturasEmitidas',
      '/steps-user/:id': 'stepsUser',
      '/steps-user-mp/:id': 'stepsUserMp',
      '/mejorar-plan': 'mejorarPlan',
      '/impuestos': 'impuestos',
      '/visualizar-factura/:id': 'visualizarFactura',
      '/micuenta': 'micuenta',
      '/pago-servicios': 'pagoServicios',
      '/mercado-pago': 'mercadoPago',
      '/mercado-pago-mp/:id': 'mercadoPagoMp',
      '/medio-pago/:id': 'medioPago',
      '/medio-pago-mp/:id': 'medioPagoMp',
      '/initial-plan/:id': 'initialPlan',
      '/initial-plan-mp/:id': 'initialPlanMp',
      '/checkout/success': 'checkoutSuccess',
      '/checkout/error': 'checkoutError',
      '/checkout/pending': 'checkoutPending',
    },
  },
  {
    // Spec 01 §2.4 (lite-user area), 02 §6.
    access: 'lite',
    area: 'lite',
    pages: { '/user-lite': 'userLite', '/micuenta-lite': 'micuentaLite' },
  },
  {
    // Spec 01 §2.3, 03 §2: admin-only routes.
    access: 'admin',
    area: 'admin',
    pages: {
      '/admin': 'adminDashboard',
      '/monotributo': 'monotributo',
      '/planes': 'planes',
      '/facturador': 'facturador',
      '/verificar-factura': 'verificarFactura',
      '/verificar-facturas': 'verificarFacturas',
      '/edit-user/:id': 'editUser',
      '/edit-user-admin-lite/:id': 'editUserAdminLite',
      '/new-user': 'newUser',
      '/iibb': 'iibb',
      '/admin-lites': 'adminLites',
    },
  },
  {
    // Spec 01 §2.4, 03 §2: company (admin lite) routes.
    access: 'adminLite',
    area: 'adminLite',
    pages: {
      '/admin-lite': 'adminLiteDashboard',
      '/load-users-batch': 'loadUsersBatch',
      '/load-invoices-batch': 'loadInvoicesBatch',
      '/personal-data': 'personalData',
      '/micuenta-adminlite': 'micuentaAdminLite',
    },
  },
  {
    // Spec 01 §2.5, 03 §2: document-control routes.
    access: 'documentControl',
    area: 'documentControl',
    pages: {
      '/document-control': 'documentControlDashboard',
      '/upload-document': 'uploadDocument',
      '/candidates': 'candidates',
      '/documents': 'documents',
      // Issue 16 item 3: the document editor (the candidate in the path: its documents are read).
      '/candidates/:candidateId/documents/:documentId': 'documentEditor',
      '/document-types': 'documentTypes',
    },
  },
] as const satisfies readonly {
  access: RouteAccess;
  area: AppArea;
  pages: Readonly<Record<string, string>>;
}[];

/** The values of each member of a union of objects. */
type ValuesOf<T> = T extends unknown ? T[keyof T] : never;

/** The stable page keys of {@link routeTable} (`'/'` and `'/home'` share `'home'`). */
export type RoutePage = ValuesOf<(typeof routeGroups)[number]['pages']>;

/**
 * Every route of the app, exactly as the spec lists them (Spec 01 §2.1–2.5, 03 §2), with who may
 * open it and the bundle it belongs to. Paths are exact; `:name` segments are parameters
 * (e.g. `/steps-user/:id`, the questionnaire's initial step, Spec 02 §2).
 *
 * `page` is the key of the page component; the two paths of the home dashboard, '/' and '/home',
 * share the key 'home'. '/mp' ('homeMp') is the payment-provider variant of the same dashboard.
 */
export const routeTable: readonly RouteDefinition[] = Object.freeze(
  routeGroups.flatMap(({ access, area, pages }) =>
    Object.entries(pages).map(([path, page]) => Object.freeze({ path, access, area, page })),
  ),
);

type CompiledRoute = { readonly route: RouteDefinition; readonly segments: readonly string[] };

const compiledRoutes: readonly CompiledRoute[] = routeTable.map((route) => ({
  route,
  segments: splitPath(route.path),
}));

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** Drops a query string or hash, and trailing slashes ('/admin/' → '/admin'). */
function normalizePathname(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const withoutTrailing = path.replace(/\/+$/, '');
  if (withoutTrailing === '') return '/';
  return withoutTrailing.startsWith('/') ? withoutTrailing : `/${withoutTrailing}`;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Finds the route of a pathname in {@link routeTable} (exact match, case-sensitive; Spec 01 §2).
 *
 * Trailing slashes are ignored ('/admin/' matches '/admin'), and so is a query string or hash if
 * one is passed. A `:name` segment matches one non-empty segment and is returned URI-decoded in
 * `params` (a malformed escape is returned as written).
 *
 * @param pathname - the location's pathname, e.g. '/steps-user/12'.
 * @returns the route and its params (e.g. `{ id: '12' }`), or `null` when no route matches.
 */
export function matchRoute(
  pathname: string,
): { route: RouteDefinition; params: Record<string, string> } | null {
  const segments = splitPath(normalizePathname(pathname));
  for (const { route, segments: pattern } of compiledRoutes) {
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index]!;
      if (part.startsWith(':')) {
        params[part.slice(1)] = decodeSegment(segment);
        return true;
      }
      return part === segment;
    });
    if (matches) return { route, params };
  }
  return null;
}

/** What the router does with a location: render the route, or go elsewhere. */
export type RouteDecision =
  | { kind: 'allow'; route: RouteDefinition; params: Readonly<Record<string, string>> }
  | { kind: 'redirect'; to: string };

/** The default view of unmatched paths for these flags; see {@link decideRoute}. */
function defaultView(flags: SessionFlags): string {
  if (!flags.auth) return '/login';
  if (flags.userLite) return '/user-lite';
  return '/';
}

/**
 * Decides whether the session may see a location, or where it goes instead
 * (Spec 01 §2.1–2.5, §6; 02 §6; 03 §2, §6). For a matched route, by its access:
 *
 * - `public`: a signed-in user goes to '/' (from '/login-mp' to '/mp'); visitors are allowed.
 *   '/password-reset' and '/mfa-login' are public, since `auth` is false while a login
 *   challenge is pending (Spec 01 §4.1).
 * - any other access, not signed in: '/login', except document-control routes: '/login-dc'.
 * - `user`: a LITE user goes to '/user-lite'.
 * - `lite`: a user who is not LITE goes to '/'; a company account (adminLite) goes to its own
 *   screens instead, never to a taxpayer home with a 'Facturar' it cannot use (issue 25 item 7):
 *   '/micuenta-lite' → '/micuenta-adminlite', '/user-lite' → '/admin-lite'.
 * - `admin`: a user without role admin goes to '/'.
 * - `adminLite`: a user without role adminLite goes to '/'.
 * - `documentControl`: a signed-in user without adminDC, adminLiteDC or analistaDC goes to
 *   '/login' (Spec 01 §2.5 literally; '/login' then sends a signed-in user on to '/').
 *
 * An unmatched path goes to the default view: '/user-lite' for a LITE user and '/' for another
 * signed-in user (Spec 01 §2.2 "falls back to the default signed-in view"); a visitor goes to
 * '/login' (our decision: the spec is silent, and every non-public route sends visitors there).
 *
 * Each decision is one step: the router applies `decideRoute` again to the target. Every chain
 * ends in `allow` within three steps (e.g. a LITE user on '/login' → '/' → '/user-lite').
 *
 * @param input - the location's `pathname` and the session's {@link SessionFlags}.
 * @returns `{ kind: 'allow', route, params }` or `{ kind: 'redirect', to }`.
 */
export function decideRoute(input: { pathname: string; flags: SessionFlags }): RouteDecision {
  const { pathname, flags } = input;
  const match = matchRoute(pathname);
  if (match === null) return { kind: 'redirect', to: defaultView(flags) };
  const { route, params } = match;
  const allow: RouteDecision = { kind: 'allow', route, params };
  const redirect = (to: string): RouteDecision => ({ kind: 'redirect', to });

  const access = route.access;
  switch (access) {
    case 'public':
      if (!flags.auth) return allow;
      return redirect(route.path === '/login-mp' ? '/mp' : '/');
    case 'user':
      if (!flags.auth) return redirect('/login');
      return flags.userLite ? redirect('/user-lite') : allow;
    case 'lite':
      if (!flags.auth) return redirect('/login');
      if (flags.userLite) return allow;
      if (flags.adminLite) {
        return redirect(route.path === '/micuenta-lite' ? '/micuenta-adminlite' : '/admin-lite');
      }
      return redirect('/');
    case 'admin':
      if (!flags.auth) return redirect('/login');
      return hasBackOfficeRole(flags) ? allow : redirect('/');
    case 'adminLite':
      if (!flags.auth) return redirect('/login');
      return flags.adminLite ? allow : redirect('/');
    case 'documentControl':
      if (!flags.auth) return redirect('/login-dc');
      return hasDocumentControlRole(flags) ? allow : redirect('/login');
    default: {
      const unknown: never = access;
      throw new Error(`Unknown route access: ${String(unknown)}`);
    }
  }
}
