import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { type AnyEndpoint, endpointList } from '@liqui/api-client';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestConfig, createTestContext, testSigningKeys } from '../test/app.js';
import { bodyArbitrary, toJsonText } from '../test/contract-fuzz.js';
import { createTestDatabase } from '../test/database.js';
import { freePort } from '../test/free-port.js';
import { signTestToken } from '../test/tokens.js';
import { honoPathOf, listApiRoutes } from './access.js';

/**
 * Property-based fuzzing of every routed contract endpoint (issue 11 item 1): arbitrary and
 * hostile path ids, queries and bodies, sent over real HTTP by a caller the endpoint allows.
 * Properties: no answer is ≥ 500, and a 4xx changes nothing in the database. The seed is fixed
 * (runs are reproducible) and the count of requests is printed. ARCA is the simulator of the same
 * server, so a well-formed lookup gets a real answer rather than a network error. Bodies are
 * arbitrary JSON or shaped by the endpoint's struct with hostile values at every position
 * (`test/contract-fuzz.ts`, issue 26 item 3; `fuzz.test.ts` runs those in `npm test`).
 */

const seed = 20261125;
const runsPerEndpoint = 40;

/** Tables whose content a refused request must leave as it was. */
const watchedTables = [
  'users',
  'invoices',
  'plans',
  'other_taxes',
  'monotributo_categories',
  'due_dates',
  'iibb_rows',
  'audit_log',
  'identity_users',
  'mail_outbox',
  'plan_payments',
  'mercadopago_webhook_events',
];

/** Values a field could be sent as, hostile ones included. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '',
    ' ',
    '../../etc/passwd',
    '%00',
    "' or 1=1 --",
    '<script>x</script>',
    '9'.repeat(400),
    '2026-13-45',
    '20111111112',
  ),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308, -0),
  fc.boolean(),
  fc.constant(null),
  fc.constant({ toString: 'x', valueOf: 'y' }),
  fc.constant(JSON.parse('{"__proto__":{"admin":true}}') as unknown),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** `value` as text, the way it would travel in a URL. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null');
}

/** A body: any JSON, or an object with the endpoint's own keys (and maybe one more) filled. */
function bodyFor(endpoint: AnyEndpoint): fc.Arbitrary<unknown> {
  const schema = (endpoint.body as { schema?: unknown } | undefined)?.schema;
  const keys =
    schema && typeof schema === 'object' ? Object.keys(schema as Record<string, unknown>) : [];
  const shaped =
    keys.length === 0
      ? fc.dictionary(fc.string(), anyValue, { maxKeys: 4 })
      : fc.record(
          Object.fromEntries([...keys, 'campoDesconocido'].map((key) => [key, anyValue] as const)),
          { requiredKeys: [] },
        );
  return fc.oneof(shaped, fc.jsonValue({ maxDepth: 4 }), anyValue);
}

/** A query: the endpoint's own keys and others, with text values (as a URL carries them). */
function queryFor(endpoint: AnyEndpoint): fc.Arbitrary<Record<string, string>> {
  const schema = (endpoint.query as { schema?: unknown } | undefined)?.schema;
  const keys =
    schema && typeof schema === 'object' ? Object.keys(schema as Record<string, unknown>) : [];
  const text = anyValue.map((value) =>
    typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
  );
  return fc.dictionary(fc.constantFrom(...keys, 'limit', 'last', 'x'), text, { maxKeys: 4 });
}

describe('fuzzing every endpoint', () => {
  let database: Database;
  let server: Server;
  let baseUrl: string;
  let tokens: { taxpayer: string; admin: string; adminLite: string; adminDC: string };
  let sent = 0;
  const statuses = new Map<number, number>();
  /** Ids and values of the running app that shaped bodies may take. */
  const knownStrings: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('seeded');
    const port = await freePort();
    const config = createTestConfig();
    const context = createTestContext({
      database,
      config: {
        ...config,
        afip: { ...config.afip, sandboxUrl: `http://127.0.0.1:${port}/sandbox/afip` },
      },
    });
    server = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: context.app.fetch, port, hostname: '127.0.0.1' }, () =>
        resolve(started as Server),
      );
    });
    baseUrl = `http://127.0.0.1:${port}`;
    const userId = randomUUID();
    knownStrings.push(userId, `fuzz-${userId}@liqui.test`, '1', '20111111112', '2026-08-31');
    await context.services.users.createFromIdentity({
      sub: userId,
      username: `fuzz-${userId}@liqui.test`,
      email: `fuzz-${userId}@liqui.test`,
    });
    await context.services.users.updateFields(userId, { cuit: '20111111112', punto_venta: 1 });
    tokens = {
      taxpayer: await signTestToken(testSigningKeys, { sub: userId }),
      admin: await signTestToken(testSigningKeys, { groups: ['admin'] }),
      adminLite: await signTestToken(testSigningKeys, { groups: ['adminLite'] }),
      adminDC: await signTestToken(testSigningKeys, { groups: ['adminDC'] }),
    };
    // The routed endpoints, from the app itself.
    const routed = new Set(
      listApiRoutes(context.app).map(({ method, path }) => `${method} ${path}`),
    );
    endpoints.push(
      ...endpointList.filter((endpoint) =>
        routed.has(`${endpoint.method} /api${honoPathOf(endpoint.path)}`),
      ),
    );
  }, 120_000);

  afterAll(async () => {
    console.log(
      `fuzz: ${sent} requests to ${endpoints.length} endpoints (seed ${seed}); statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await database.close();
  });

  const endpoints: AnyEndpoint[] = [];

  function tokenFor(endpoint: AnyEndpoint): string | undefined {
    if (endpoint.isPublic) return undefined;
    const role = endpoint.roles?.[0];
    if (role === undefined) return tokens.taxpayer;
    if (role === 'adminLite') return tokens.adminLite;
    if (role === 'admin') return tokens.admin;
    return tokens.adminDC;
  }

  async function fingerprint(): Promise<string> {
    const parts: string[] = [];
    for (const table of watchedTables) {
      const result = await database.db.execute(
        sql.raw(
          `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${table} t`,
        ),
      );
      const rows =
        (result as { rows?: { digest: string }[] }).rows ??
        (result as unknown as { digest: string }[]);
      parts.push(`${table}:${rows[0]?.digest}`);
    }
    return parts.join(',');
  }

  it('answers every arbitrary or hostile request below 500, and a refused one changes nothing', async () => {
    expect(endpoints.length).toBeGreaterThan(10);
    for (const endpoint of endpoints) {
      const names = [...endpoint.path.matchAll(/\{([^{}/]+)\}/g)].map(
        (match) => match[1] as string,
      );
      const arbitrary = fc.record({
        params: fc.tuple(...names.map(() => anyValue.map(asText))),
        query: queryFor(endpoint),
        body: fc.oneof(bodyFor(endpoint), bodyArbitrary(endpoint, { strings: knownStrings })),
      });
      await fc.assert(
        fc.asyncProperty(arbitrary, async ({ params, query, body }) => {
          let path = endpoint.path;
          names.forEach((name, index) => {
            path = path.replace(`{${name}}`, encodeURIComponent(params[index] || 'x'));
          });
          const search = new URLSearchParams(query).toString();
          const token = tokenFor(endpoint);
          const hasBody = endpoint.method === 'POST' || endpoint.method === 'PUT';
          const before = hasBody || endpoint.method === 'DELETE' ? await fingerprint() : '';
          const response = await fetch(`${baseUrl}/api${path}${search ? `?${search}` : ''}`, {
            method: endpoint.method,
            headers: {
              ...(token ? { Authorization: token } : {}),
              ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
            },
            ...(hasBody ? { body: toJsonText(body) } : {}),
          });
          await response.arrayBuffer();
          sent += 1;
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          expect(response.status, `${endpoint.method} ${path}`).toBeLessThan(500);
          if (before !== '' && response.status >= 400) {
            expect(await fingerprint(), `${endpoint.method} ${path} changed state`).toBe(before);
          }
        }),
        { seed, numRuns: runsPerEndpoint, endOnFailure: true },
      );
    }
  }, 900_000);
});
