import type { AnyEndpoint, AnyStruct, PathParams } from '@liqui/api-client';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { Infer } from 'superstruct';
import type { Principal } from '../principal.js';
import { allowEndpoint, honoPathOf, principalOf } from './access.js';
import type { AppEnv } from './context.js';
import { type JsonBody, jsonAnswer } from './json-answer.js';
import { validate } from './validate.js';

/**
 * The one way to declare an `/api` route: from its contract endpoint (`@liqui/api-client`), which
 * already says the method, the path template, who may call (`roles`, `isPublic`), the structs of
 * the path parameters, the query and the body, and the success status. {@link route} turns an
 * endpoint and a handler into a registration whose handlers are, in order:
 *
 * 1. the access declaration `allowEndpoint(endpoint)` (always first: `access.test.ts` walks the
 *    route table and fails on a route without one, and on a route/contract mismatch);
 * 2. `validate('param' | 'query' | 'json', struct)` for each struct the endpoint has (400
 *    `validation` with the fields at fault, nothing changed);
 * 3. the handler, called with `{ principal, params, query, body }` typed from the endpoint's
 *    structs (no cast), whose return value is answered as JSON with the endpoint's `status` and
 *    its `Content-Length` (`jsonAnswer`: answers under 1 KiB are not compressed).
 *
 * A handler that must answer another success status (the health probe's 503) sets it with
 * `c.status(...)` before returning. Errors are thrown as `ServiceError` (`service-error.ts`) and
 * answered by `http/errors.ts`. Source: issue 10 item 1, CONVENTIONS.md "API and data".
 *
 * @example
 * export function createInvoicesRoutes({ invoices }: { invoices: InvoicesService }) {
 *   return createRouter(
 *     route(endpoints.createInvoice, ({ principal, body }) => invoices.create(principal, body)),
 *     route(endpoints.getInvoice, ({ principal, params }) => invoices.get(principal, params.id)),
 *   );
 * }
 */

/** The type a struct slot validates to, or `undefined` when the endpoint has no such struct. */
type Validated<S> = S extends AnyStruct ? Infer<S> : undefined;

/** What a route's handler receives (see {@link route}). */
export type RouteInput<E extends AnyEndpoint> = {
  /** The verified caller; `undefined` on a public route (no token is read there). */
  readonly principal: E['isPublic'] extends true ? undefined : Principal;
  /** The path parameters, validated by the endpoint's `params` struct. */
  readonly params: PathParams<E['path']>;
  /** The query, validated (and coerced: text → numbers) by the endpoint's `query` struct. */
  readonly query: Validated<E['query']>;
  /** The JSON body, validated by the endpoint's `body` struct. */
  readonly body: Validated<E['body']>;
};

/**
 * A route's handler: the answer's body, typed by the endpoint's response struct, or that body
 * already serialised ({@link JsonBody}, sent as it is).
 */
export type RouteHandler<E extends AnyEndpoint> = (
  input: RouteInput<E>,
  c: Context<AppEnv>,
) => RouteAnswer<Infer<E['response']>> | Promise<RouteAnswer<Infer<E['response']>>>;

/** What a handler answers: the value, or its JSON text ({@link JsonBody}). */
export type RouteAnswer<T> = T | JsonBody<T>;

/** A declared route, ready for {@link createRouter}. */
export type Route = {
  /** The contract endpoint it serves. */
  readonly endpoint: AnyEndpoint;
  /** The Hono path (`/root/invoices/:id`). */
  readonly path: string;
  /** Access declaration, validators and the handler, in that order. */
  readonly handlers: readonly MiddlewareHandler<AppEnv>[];
};

/**
 * Declares the route of one contract endpoint (see the module's TSDoc for what it mounts).
 *
 * @param endpoint - the contract entry (`endpoints.createInvoice`).
 * @param handler - gets `{ principal, params, query, body }` and the Hono context; returns the
 *   answer's body (JSON) or throws a `ServiceError`.
 * @returns the {@link Route}, to pass to {@link createRouter}.
 */
export function route<E extends AnyEndpoint>(endpoint: E, handler: RouteHandler<E>): Route {
  const validators: MiddlewareHandler<AppEnv>[] = [];
  if (endpoint.params) validators.push(validate('param', endpoint.params));
  if (endpoint.query) validators.push(validate('query', endpoint.query));
  if (endpoint.body) validators.push(validate('json', endpoint.body));
  const respond: MiddlewareHandler<AppEnv> = async (c) => {
    const read = (target: 'param' | 'query' | 'json', isPresent: boolean): unknown =>
      // Hono types `valid()` by the validators of a chained registration; ours are added from
      // the endpoint at run time, and their output types are `RouteInput<E>`'s by construction.
      isPresent ? (c.req.valid as (key: string) => unknown)(target) : undefined;
    // Cast: each part was validated by the endpoint's own struct just before (see `read`).
    const input = {
      principal: endpoint.isPublic ? undefined : principalOf(c),
      params: read('param', endpoint.params !== undefined),
      query: read('query', endpoint.query !== undefined),
      body: read('json', endpoint.body !== undefined),
    } as RouteInput<E>;
    c.status(endpoint.status);
    const body = await handler(input, c);
    return jsonAnswer(c, body);
  };
  return {
    endpoint,
    path: honoPathOf(endpoint.path),
    handlers: [allowEndpoint(endpoint), ...validators, respond],
  };
}

/**
 * A router with the given routes registered in order (mount it under `/api`). Order matters
 * where two templates overlap: `/root/users/me` must come before `/root/users/{username}`.
 *
 * @param routes - from {@link route}.
 * @returns a Hono router.
 */
export function createRouter(...routes: readonly Route[]): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  for (const { endpoint, path, handlers } of routes) {
    const [first, ...rest] = handlers;
    if (first === undefined) throw new Error(`${endpoint.name} has no handler`);
    router.on(endpoint.method, path, first, ...rest);
  }
  return router;
}

/**
 * The params struct of an endpoint whose path has placeholders, for routes declared by hand
 * (raw-bytes uploads and reads that `route()` cannot answer as JSON).
 *
 * @throws Error when the endpoint has none (a programming error).
 */
export function paramsOf<E extends AnyEndpoint>(endpoint: E): NonNullable<E['params']> {
  if (!endpoint.params) throw new Error(`${endpoint.name} has no params struct`);
  return endpoint.params;
}

/**
 * The query struct of `endpoint`, typed (for a route that needs Hono's own handler, as
 * {@link paramsOf}).
 *
 * @throws Error when the endpoint has none (a programming error).
 */
export function queryOf<E extends AnyEndpoint>(endpoint: E): NonNullable<E['query']> {
  if (!endpoint.query) throw new Error(`${endpoint.name} has no query struct`);
  return endpoint.query;
}
