import { defineEndpoint, endpointList, MessageResponse } from '@liqui/api-client';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestApp } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';
import {
  type ApiRoute,
  allow,
  allowEndpoint,
  compareRoutesWithContract,
  listApiRoutes,
  honoPathOf as toHonoPath,
} from './access.js';

/** A contract path template as the app routes it: `/root/users/{username}` → `/api/root/users/:username`. */
function honoPathOf(contractPath: string): string {
  return `/api${toHonoPath(contractPath)}`;
}

/**
 * Contract endpoints whose capability has not landed yet, by the issue that delivers it. The
 * walk allows them to have no route, and fails when one of them gets a route (take it off then).
 */
const pendingByIssue: Record<number, readonly string[]> = {};
const pendingEndpoints = new Set(Object.values(pendingByIssue).flat());

describe('route access declarations', () => {
  let database: Database;
  let routes: ApiRoute[];

  beforeAll(async () => {
    database = await createTestDatabase('migrated');
    routes = listApiRoutes(createTestApp({ database }));
  });
  afterAll(() => database.close());

  it('finds the app’s /api routes in its route table', () => {
    const listed = routes.map(({ method, path }) => `${method} ${path}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'GET /api/root/users/me',
        'GET /api/root/users/:username',
        'GET /api/bot/debt/',
      ]),
    );
  });

  it('every /api route declares who may call it, as its first handler', () => {
    const undeclared = routes
      .filter((candidate) => candidate.declaration === undefined)
      .map(({ method, path }) => `${method} ${path}`);
    expect(undeclared, 'routes without allow(...) / route(...) first').toEqual([]);
  });

  it('every route of the contract is declared with the contract’s roles', () => {
    const byKey = new Map(routes.map((found) => [`${found.method} ${found.path}`, found]));
    let implemented = 0;
    for (const endpoint of endpointList) {
      const found = byKey.get(`${endpoint.method} ${honoPathOf(endpoint.path)}`);
      if (!found) continue;
      implemented += 1;
      expect(found.declaration?.endpoint, `${endpoint.name} uses allowEndpoint`).toBe(
        endpoint.name,
      );
      const expected = endpoint.isPublic
        ? 'public'
        : endpoint.roles === undefined
          ? 'signedIn'
          : [...endpoint.roles];
      expect(found.declaration?.access, `${endpoint.name} access`).toEqual(expected);
    }
    expect(implemented).toBeGreaterThanOrEqual(3);
  });

  it('a route declared for a contract endpoint sits at that endpoint’s method and path', () => {
    for (const found of routes) {
      const name = found.declaration?.endpoint;
      if (name === undefined) continue;
      const endpoint = endpointList.find((candidate) => candidate.name === name);
      expect(endpoint, `contract endpoint ${name}`).toBeDefined();
      expect(`${found.method} ${found.path}`).toBe(
        `${endpoint?.method} ${honoPathOf(endpoint?.path ?? '')}`,
      );
    }
  });

  it('routes every contract endpoint (but those pending) and nothing outside the contract', () => {
    expect(compareRoutesWithContract(routes, endpointList, pendingEndpoints)).toEqual({
      unrouted: [],
      uncontracted: [],
      routedButPending: [],
    });
  });

  it('lists only contract endpoints as pending', () => {
    const names = new Set<string>(endpointList.map(({ name }) => name));
    expect([...pendingEndpoints].filter((name) => !names.has(name))).toEqual([]);
  });

  it('fails the walk when the contract gains an endpoint the app does not route', () => {
    const extra = defineEndpoint({
      name: 'getSomethingNew',
      method: 'GET',
      path: '/root/something-new/{id}',
      response: MessageResponse,
      sources: ['Liqui'],
      summary: 'Una llamada nueva del contrato.',
    });
    expect(compareRoutesWithContract(routes, [...endpointList, extra], pendingEndpoints)).toEqual({
      unrouted: ['getSomethingNew'],
      uncontracted: [],
      routedButPending: [],
    });
  });

  it('fails the walk when the app gains a route the contract does not describe', () => {
    const app = createTestApp({ database });
    app.route(
      '/api',
      new Hono().get('/root/extra', allow('signedIn'), (c) => c.json({})),
    );
    expect(compareRoutesWithContract(listApiRoutes(app), endpointList, pendingEndpoints)).toEqual({
      unrouted: [],
      uncontracted: ['GET /api/root/extra'],
      routedButPending: [],
    });
  });

  it('fails the walk when a pending endpoint gets a route', () => {
    // Nothing is pending today: a pretend list with a routed endpoint shows the check.
    const app = createTestApp({ database });
    expect(
      compareRoutesWithContract(listApiRoutes(app), endpointList, new Set(['listBatches']))
        .routedButPending,
    ).toEqual(['listBatches']);
  });

  it('only the health probes, the human check and the signed Mercado Pago webhook are public', () => {
    const publicRoutes = routes
      .filter((route) => route.declaration?.access === 'public')
      .map(({ method, path }) => `${method} ${path}`);
    for (const route of publicRoutes) {
      expect(route).toMatch(
        /^(GET \/api\/(health(\/ready)?|human-check\/challenge)|POST \/api\/webhooks\/mercadopago)$/,
      );
    }
  });
});

describe('listApiRoutes', () => {
  const handler = () => new Response('ok');

  it('reports a route without a declaration, and one whose declaration is not first', () => {
    const router = new Hono()
      .get('/declared', allow('public'), handler)
      .get('/bare', handler)
      .post('/late', handler, allow('signedIn'));
    const app = new Hono().use('*', async (_c, next) => next()).route('/api', router);
    const routes = listApiRoutes(app);
    expect(routes.map(({ method, path, declaration }) => [method, path, declaration])).toEqual([
      ['GET', '/api/declared', { access: 'public' }],
      ['GET', '/api/bare', undefined],
      ['POST', '/api/late', undefined],
    ]);
  });

  it('sees declarations through a sub-app with its own error handler', () => {
    const router = new Hono().get('/x', allow(['admin']), handler);
    router.onError((_error, c) => c.text('error', 500));
    const routes = listApiRoutes(new Hono().route('/api', router));
    expect(routes).toEqual([{ method: 'GET', path: '/api/x', declaration: { access: ['admin'] } }]);
  });

  it('records the contract endpoint of allowEndpoint', () => {
    const staffEndpoint = endpointList.find((endpoint) => endpoint.name === 'listUsers');
    if (!staffEndpoint) throw new Error('listUsers is in the contract');
    const routes = listApiRoutes(
      new Hono().get('/api/root/users', allowEndpoint(staffEndpoint), handler),
    );
    expect(routes[0]?.declaration).toEqual({
      access: ['admin', 'operador'],
      endpoint: 'listUsers',
    });
  });
});
