import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { type AnyEndpoint, endpointList } from '@liqui/api-client';
import fc from 'fast-check';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestConfig, createTestContext, testSigningKeys } from '../test/app.js';
import { requestArbitrary, toJsonText } from '../test/contract-fuzz.js';
import { createTestDatabase } from '../test/database.js';
import { freePort } from '../test/free-port.js';
import { signTestToken } from '../test/tokens.js';
import { honoPathOf, listApiRoutes } from './access.js';

/**
 * "No 5xx left" (issue 26 item 3): for every routed contract entry, requests generated from its
 * structs with hostile variants at every position (`test/contract-fuzz.ts`: lone surrogates in
 * every string, nested arrays included; `1e308`, 2^53, `1e400`, negative and fractional numbers;
 * 20-digit and broken percent-encoded query and path text; wrong types, `null`, unknown keys),
 * sent over real HTTP by a caller of the endpoint's first role (a signed-in taxpayer when it has
 * none). Property: no answer is ≥ 500. Every request is sent and counted before the test judges,
 * so a failing run lists all its 5xx (method, path, body, the logged error).
 *
 * Bounded for `npm test`: seed {@link defaultSeed} and {@link defaultRuns} runs per endpoint
 * (about 2,200 requests). A bigger run: `LIQUI_FUZZ_RUNS=<runs per endpoint>` and/or
 * `LIQUI_FUZZ_SEED=<seed>` (e.g. `LIQUI_FUZZ_RUNS=400 npx vitest run src/http/fuzz.test.ts`).
 * The count of requests and of 5xx is printed at the end; `LIQUI_FUZZ_ONLY=<name,name>` limits
 * the run to those endpoints, and `LIQUI_FUZZ_VERBOSE=1` prints the 2xx count and time of each
 * endpoint (`2`: every refused request and its answer too). `fuzz.slow.test.ts` adds the
 * "a refused request changes nothing" check over the same generators.
 */

/** The seed of a run without `LIQUI_FUZZ_SEED`. */
const defaultSeed = 20_261_126;
/** Runs per endpoint without `LIQUI_FUZZ_RUNS`. */
const defaultRuns = 25;

function positiveInteger(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  if (!/^\d+$/.test(text)) throw new Error(`${name} must be a whole number (got "${text}")`);
  return Number(text);
}

const seed = positiveInteger('LIQUI_FUZZ_SEED', defaultSeed);
const runsPerEndpoint = positiveInteger('LIQUI_FUZZ_RUNS', defaultRuns);

/** One answer ≥ 500. */
type ServerError = { request: string; status: number; body: string; logged: string[] };

describe('fuzzing every contract entry from its structs (issue 26 item 3)', () => {
  let database: Database;
  let server: Server;
  let baseUrl: string;
  const tokens = new Map<string, string>();
  const endpoints: AnyEndpoint[] = [];
  const knowns: { strings: string[]; byName?: Record<string, string[]> } = { strings: [] };
  /** Error lines the app logged (its logger is kept at `error`). */
  const logged: string[] = [];
  const serverErrors: ServerError[] = [];
  /** How many answers had each status, and how many 2xx each endpoint got (the suite's depth). */
  const statuses = new Map<number, number>();
  const successes = new Map<string, number>();
  /** Milliseconds spent per endpoint (printed with `LIQUI_FUZZ_VERBOSE=1`). */
  const durations = new Map<string, number>();
  let sent = 0;
  const started = Date.now();

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
      logger: pino({ level: 'error' }, { write: (line: string) => logged.push(line) }),
    });
    server = await new Promise<Server>((resolve) => {
      const listening = serve({ fetch: context.app.fetch, port, hostname: '127.0.0.1' }, () =>
        resolve(listening as Server),
      );
    });
    baseUrl = `http://127.0.0.1:${port}`;
    const userId = randomUUID();
    const email = `fuzz-${userId}@liqui.test`;
    await context.services.users.createFromIdentity({ sub: userId, username: email, email });
    await context.services.users.updateFields(userId, {
      cuit: '20111111112',
      punto_venta: 1,
      estado_usuario: 'ACTIVO',
      estado_pago: 'ACTIVO',
    });
    tokens.set('taxpayer', await signTestToken(testSigningKeys, { sub: userId, email }));
    for (const endpoint of endpointList) {
      for (const role of endpoint.roles ?? []) {
        if (!tokens.has(role)) {
          tokens.set(role, await signTestToken(testSigningKeys, { groups: [role] }));
        }
      }
    }
    const draft = await fetch(`${baseUrl}/api/root/invoices`, {
      method: 'POST',
      headers: { Authorization: tokens.get('taxpayer')!, 'Content-Type': 'application/json' },
      body: JSON.stringify({ razonSocialCliente: 'Ana' }),
    });
    const { invoiceId } = (await draft.json()) as { invoiceId?: string };
    const planIds = await idsFrom('/api/taxes/planes', 'admin', 'planId');
    const companyCodes = await idsFrom('/api/root/admindashboard/adminlites/', 'admin', 'code');
    const companyCuits = await idsFrom('/api/root/admindashboard/adminlites/', 'admin', 'cuit');
    const typeIds = await idsFrom('/api/cd/cdtypedocument/', 'adminDC', 'type_document_id');
    const dcCompanyIds = await idsFrom('/api/cd/cdcompany/', 'adminDC', 'company_id');
    const candidate = await fetch(`${baseUrl}/api/cd/cdcandidate/`, {
      method: 'POST',
      headers: { Authorization: tokens.get('adminDC') ?? '', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        candidate_number_doc: '30111222',
        name: 'Juan',
        last_name: 'Pérez',
        state_candidate: 'CREATED',
        vehicle_type: 'MOTORCYCLE',
        company_id: dcCompanyIds[0] ?? 'x',
        candidate_phone: '+5491155550000',
      }),
    });
    const candidateIds = candidate.ok
      ? [((await candidate.json()) as { candidate_id: string }).candidate_id]
      : [];
    const invoiceIds = invoiceId ? [invoiceId] : [];
    // Today and the days around it (Buenos Aires), which date rules such as the invoice date
    // window accept.
    const dates = [0, 1].map((days) =>
      new Date(Date.now() + days * 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 10),
    );
    const userIds = [userId];
    knowns.byName = {
      userId: userIds,
      user_id: userIds,
      username: [email],
      email: [email],
      id: invoiceIds,
      invoiceId: invoiceIds,
      invoice_id: invoiceIds,
      planId: planIds,
      plan_id: planIds,
      code: companyCodes,
      cuit: ['20111111112', ...companyCuits],
      adminCuit: companyCuits,
      typeDocumentId: typeIds,
      type_document_id: typeIds,
      company_id: dcCompanyIds,
      candidate_id: candidateIds,
      candidateId: candidateIds,
      field: ['foto_rostro', 'foto_dni_fr', 'foto_dni_tr'],
      reason: ['La foto del DNI está borrosa'],
      provincia: ['CIUDAD AUTONOMA BUENOS AIRES', 'SANTA FE'],
      cp: ['1425'],
      ...Object.fromEntries(
        ['fecha', 'desde', 'hasta', 'vencimientoPago', 'fecha_desde'].map((name) => [name, dates]),
      ),
    };
    knowns.strings.push(
      userId,
      email,
      ...invoiceIds,
      ...planIds,
      ...typeIds,
      ...companyCodes,
      ...candidateIds,
      '1',
      '20111111112',
      '30500001735',
      '2026-08-31',
      '2026-08',
      'A',
      'Ana',
      'Av. Siempre Viva 742',
      'CIUDAD AUTONOMA BUENOS AIRES',
      '+5491155550000',
      '1425',
      'foto_rostro',
      'ACTIVO',
      'PES',
      'MercadoPago',
      'JVBERi0xLjQK',
      '2850590940090418135201',
      '76123456789012',
      '{"dominio":"texto"}',
    );
    const routed = new Set(
      listApiRoutes(context.app).map(({ method, path }) => `${method} ${path}`),
    );
    const only = process.env.LIQUI_FUZZ_ONLY?.split(',');
    endpoints.push(
      ...endpointList.filter(
        (endpoint) =>
          routed.has(`${endpoint.method} /api${honoPathOf(endpoint.path)}`) &&
          (only === undefined || only.includes(endpoint.name)),
      ),
    );
  }, 120_000);

  afterAll(async () => {
    console.log(
      `fuzz: ${sent} requests to ${endpoints.length} endpoints (seed ${seed}, ${runsPerEndpoint} runs each) in ${((Date.now() - started) / 1000).toFixed(1)} s; ${serverErrors.length} answers ≥ 500; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}; endpoints answered 2xx at least once: ${successes.size}`,
    );
    if (process.env.LIQUI_FUZZ_VERBOSE) {
      console.log({ successes: Object.fromEntries(successes), ms: Object.fromEntries(durations) });
    }
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await database?.close();
  });

  /** The `field` of each item an admin list answers (a known id), or none when it fails. */
  async function idsFrom(path: string, role: string, field: string): Promise<string[]> {
    const response = await fetch(`${baseUrl}${path}`, {
      headers: { Authorization: tokens.get(role) ?? '' },
    });
    if (!response.ok) return [];
    const items = (await response.json()) as unknown;
    return Array.isArray(items)
      ? items
          .map((item) => (item as Record<string, unknown>)[field])
          .filter((value): value is string => typeof value === 'string' && value !== '')
          .slice(0, 4)
      : [];
  }

  function tokenFor(endpoint: AnyEndpoint): string | undefined {
    if (endpoint.isPublic) return undefined;
    return tokens.get(endpoint.roles?.[0] ?? 'taxpayer');
  }

  it('answers no generated request with a 5xx', async () => {
    expect(endpoints.length).toBeGreaterThan(process.env.LIQUI_FUZZ_ONLY ? 0 : 50);
    for (const endpoint of endpoints) {
      const hasBody = endpoint.method === 'POST' || endpoint.method === 'PUT';
      const arbitrary = requestArbitrary(endpoint, knowns);
      const endpointStarted = Date.now();
      await fc.assert(
        fc.asyncProperty(arbitrary, async ({ path, query, body }) => {
          const token = tokenFor(endpoint);
          const url = `/api${path}${query ? `?${query}` : ''}`;
          const text = hasBody ? toJsonText(body) : undefined;
          const loggedBefore = logged.length;
          const response = await fetch(`${baseUrl}${url}`, {
            method: endpoint.method,
            headers: {
              ...(token ? { Authorization: token } : {}),
              ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
            },
            ...(text === undefined ? {} : { body: text }),
          });
          const answer = await response.text();
          sent += 1;
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status < 300) {
            successes.set(endpoint.name, (successes.get(endpoint.name) ?? 0) + 1);
          } else if (process.env.LIQUI_FUZZ_VERBOSE === '2') {
            console.log(response.status, url, text?.slice(0, 400), answer.slice(0, 300));
          }
          if (response.status >= 500) {
            serverErrors.push({
              request: `${endpoint.method} ${url}${text === undefined ? '' : ` ${text.slice(0, 300)}`}`,
              status: response.status,
              body: answer.slice(0, 200),
              logged: logged.slice(loggedBefore).map((line) => line.slice(0, 600)),
            });
          }
        }),
        { seed, numRuns: runsPerEndpoint },
      );
      durations.set(endpoint.name, Date.now() - endpointStarted);
    }
    expect(serverErrors, JSON.stringify(serverErrors.slice(0, 20), null, 2)).toEqual([]);
  }, 600_000);
});
