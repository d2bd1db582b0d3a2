import { endpointList } from '@liqui/api-client';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestApp } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';
import { type ApiRoute, allow, allowEndpoint, listApiRoutes } from './access.js';

/** A contract path template as Hono writes it: `/root/users/{username}` → `/api/root/users/:username`. */
function honoPathOf(contractPath: string): string {
  return `/api${contractPath.replace(/\{([^{}/]+)\}/g, ':$1')}`;
}

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
      .filter((route) => route.declaration === undefined)
      .map(({ method, path }) => `${method} ${path}`);
    expect(undeclared, 'routes without allow(...) / allowEndpoint(...) first').toEqual([]);
  });

  it('every route of the contract is declared with the contract’s roles', () => {
    const byKey = new Map(routes.map((route) => [`${route.method} ${route.path}`, route]));
    let implemented = 0;
    for (const endpoint of endpointList) {
      const route = byKey.get(`${endpoint.method} ${honoPathOf(endpoint.path)}`);
      if (!route) continue;
      implemented += 1;
      expect(route.declaration?.endpoint, `${endpoint.name} uses allowEndpoint`).toBe(
        endpoint.name,
      );
      const expected = endpoint.roles === undefined ? 'signedIn' : [...endpoint.roles];
      expect(route.declaration?.access, `${endpoint.name} access`).toEqual(expected);
    }
    expect(implemented).toBeGreaterThanOrEqual(3);
  });

  it('a route declared for a contract endpoint sits at that endpoint’s method and path', () => {
    for (const route of routes) {
      const name = route.declaration?.endpoint;
      if (name === undefined) continue;
      const endpoint = endpointList.find((candidate) => candidate.name === name);
      expect(endpoint, `contract endpoint ${name}`).toBeDefined();
      expect(`${route.method} ${route.path}`).toBe(
        `${endpoint?.method} ${honoPathOf(endpoint?.path ?? '')}`,
      );
    }
  });

  it('only the health probe and the human check are public', () => {
    const publicRoutes = routes
      .filter((route) => route.declaration?.access === 'public')
      .map(({ method, path }) => `${method} ${path}`);
    for (const route of publicRoutes) {
      expect(route).toMatch(/^GET \/api\/(health|human-check\b.*)$/);
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
    expect(routes[0]?.declaration).toEqual({ access: ['admin'], endpoint: 'listUsers' });
  });
});
