import type { AnyEndpoint } from '@liqui/api-client';
import type { IdentityGroup } from '@liqui/domain';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { hasAnyGroup, type Principal } from '../principal.js';
import { forbidden } from '../service-error.js';
import type { AppEnv } from './context.js';

/**
 * Who may call each `/api` route (ARCHITECTURE.md "Rules the server owns": every `/api` route
 * needs a valid token, roles come from `cognito:groups`, staff routes check their roles).
 *
 * A route declares its access as the FIRST handler of its registration, so the declaration is
 * part of registering the route and runs before anything else:
 *
 * ```ts
 * router
 *   .get('/health', allow('public'), handler)                  // no token
 *   .get('/root/users/me', allowEndpoint(getMe), handler)     // the contract's roles
 *   .get('/root/things', allow(['admin']), handler)           // staff groups
 * ```
 *
 * Every declaration is recorded ({@link accessDeclarationOf}); `access.test.ts` walks the composed
 * app's route table and fails when an `/api` route has none, or when a contract route's access
 * differs from the contract's `roles`. Ownership (a taxpayer reaches only its own records, a
 * company only its CUIT) is the service's check, on top of the declaration.
 */

/**
 * A route's access rule:
 * - `'public'`: no token needed (the header is not even read): health probe, human check;
 * - `'signedIn'`: any valid token (taxpayers, lite users and staff alike);
 * - a non-empty list of identity groups: a valid token whose `cognito:groups` include at least
 *   one of them; another signed-in caller gets 403.
 */
export type Access = 'public' | 'signedIn' | readonly [IdentityGroup, ...IdentityGroup[]];

/** What a route declared: its {@link Access} and, for a contract route, the endpoint's name. */
export type AccessDeclaration = {
  readonly access: Access;
  /** The `@liqui/api-client` endpoint name (`getMe`) when declared with {@link allowEndpoint}. */
  readonly endpoint?: string;
};

const declarations = new WeakMap<object, AccessDeclaration>();

/**
 * The access middleware of a route: declares and enforces {@link Access}.
 *
 * - `'public'`: calls the next handler.
 * - otherwise: resolves the caller with `c.var.authenticate()` (see `provideAuthentication` in
 *   `auth.ts`; 401 `{ message: 'Sesion vencida, vuelve a loguearte por favor', code:
 *   'unauthenticated' }` without a valid token), stores it as `c.var.principal`, and for a group
 *   list answers 403 `{ code: 'forbidden' }` unless the caller has one of the groups.
 *
 * @param access - the rule; a group list must not be empty.
 * @param endpoint - the contract endpoint's name, recorded for the contract-agreement test.
 */
export function allow(access: Access, endpoint?: string): MiddlewareHandler<AppEnv> {
  if (Array.isArray(access) && access.length === 0) {
    throw new Error('allow([]) would let nobody in: list at least one group');
  }
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (access !== 'public') {
      const authenticate = c.get('authenticate');
      if (!authenticate) {
        throw new Error('allow() needs provideAuthentication() mounted before the route');
      }
      const principal = await authenticate();
      c.set('principal', principal);
      if (access !== 'signedIn' && !hasAnyGroup(principal, access)) throw forbidden();
    }
    await next();
  };
  declarations.set(middleware, endpoint === undefined ? { access } : { access, endpoint });
  return middleware;
}

/**
 * {@link allow} with the access a contract endpoint states: `'public'` when it `isPublic`, its
 * `roles` when it lists some (staff only), otherwise `'signedIn'` (any signed-in user; the
 * service limits a taxpayer to its own records). `route()` (`http/route.ts`) mounts it first on
 * every route, so the contract and the server cannot disagree.
 */
export function allowEndpoint(endpoint: AnyEndpoint): MiddlewareHandler<AppEnv> {
  return allow(accessOfEndpoint(endpoint), endpoint.name);
}

/** The {@link Access} a contract endpoint states (see {@link allowEndpoint}). */
export function accessOfEndpoint(endpoint: AnyEndpoint): Access {
  if (endpoint.isPublic) return 'public';
  const roles = endpoint.roles;
  const [first, ...rest] = roles ?? [];
  if (first === undefined) return 'signedIn';
  return [first, ...rest];
}

/** The declaration recorded for a handler by {@link allow}, or `undefined` for any other one. */
export function accessDeclarationOf(handler: unknown): AccessDeclaration | undefined {
  return typeof handler === 'function' ? declarations.get(unwrapHandler(handler)) : undefined;
}

/**
 * Hono wraps the handlers of a sub-app that has its own error handler when it is mounted with
 * `.route()`; the original is kept under this key (hono `utils/constants` COMPOSED_HANDLER).
 */
const composedHandlerKey = '__COMPOSED_HANDLER';

function unwrapHandler(handler: object): object {
  let current = handler;
  for (;;) {
    const inner: unknown = Reflect.get(current, composedHandlerKey);
    if (typeof inner !== 'function') return current;
    current = inner;
  }
}

/** One route of the app under `/api`, with the access its first handler declares. */
export type ApiRoute = {
  readonly method: string;
  /** The Hono path, e.g. `/api/root/users/:username`. */
  readonly path: string;
  /** The declaration of the route's first handler, `undefined` when it declares nothing. */
  readonly declaration: AccessDeclaration | undefined;
};

/**
 * The `/api` routes of a composed app, one per method and path, from `app.routes`. Wildcard
 * registrations (`/api/*`, app-level middleware such as the request log) are not routes and are
 * left out. A route's declaration is that of the FIRST handler registered for its method and
 * path: an access check that runs after another handler does not count.
 */
// biome-ignore lint/suspicious/noExplicitAny: any app, whatever its env and schema.
export function listApiRoutes(app: Hono<any, any, any>): ApiRoute[] {
  const routes = new Map<string, ApiRoute>();
  for (const route of app.routes) {
    const isApi = route.path === '/api' || route.path.startsWith('/api/');
    if (!isApi || route.path.endsWith('*')) continue;
    const key = `${route.method} ${route.path}`;
    if (routes.has(key)) continue;
    routes.set(key, {
      method: route.method,
      path: route.path,
      declaration: accessDeclarationOf(route.handler),
    });
  }
  return [...routes.values()];
}

/** The Hono path of a contract template: `/root/invoices/{id}` → `/root/invoices/:id`. */
export function honoPathOf(template: string): string {
  return template.replace(/\{([^{}/]+)\}/g, ':$1');
}

/** What {@link compareRoutesWithContract} found. */
export type RouteContractComparison = {
  /** Contract endpoints with no route at their method and path (and not listed as pending). */
  readonly unrouted: readonly string[];
  /** `/api` routes that no contract endpoint describes (`GET /api/x`). */
  readonly uncontracted: readonly string[];
  /** Pending endpoints that are routed after all: take them off the pending list. */
  readonly routedButPending: readonly string[];
};

/**
 * Compares an app's `/api` routes with the contract, both ways (issue 10 item 1: "a test fails
 * when a contract endpoint has no route or a route has no contract endpoint").
 *
 * @param routes - the app's routes ({@link listApiRoutes}).
 * @param contract - the contract's endpoints (`endpointList` of `@liqui/api-client`).
 * @param pending - names of endpoints whose capability has not landed yet (each with its issue),
 *   allowed to have no route; a pending endpoint that is routed is reported too.
 * @returns the differences; all three lists empty when app and contract agree.
 */
export function compareRoutesWithContract(
  routes: readonly ApiRoute[],
  contract: readonly AnyEndpoint[],
  pending: ReadonlySet<string> = new Set(),
): RouteContractComparison {
  const keyOf = (endpoint: AnyEndpoint) => `${endpoint.method} /api${honoPathOf(endpoint.path)}`;
  const routed = new Set(routes.map(({ method, path }) => `${method} ${path}`));
  const contracted = new Set(contract.map(keyOf));
  return {
    unrouted: contract
      .filter((endpoint) => !routed.has(keyOf(endpoint)) && !pending.has(endpoint.name))
      .map(({ name }) => name),
    uncontracted: [...routed].filter((key) => !contracted.has(key)),
    routedButPending: contract
      .filter((endpoint) => routed.has(keyOf(endpoint)) && pending.has(endpoint.name))
      .map(({ name }) => name),
  };
}

/**
 * The caller of a route declared `'signedIn'` or with groups (set by {@link allow}).
 *
 * @throws Error when called on a public route (a programming error: answered 500).
 */
export function principalOf(c: Context<AppEnv>): Principal {
  const principal = c.get('principal');
  if (!principal) throw new Error('principalOf() on a route without a signed-in access rule');
  return principal;
}
