import { randomUUID } from 'node:crypto';
import { endpointList } from '@liqui/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestContext, testSigningKeys } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';
import { signTestToken } from '../test/tokens.js';
import { listApiRoutes } from './access.js';

/**
 * The read-only OPERADOR role (issue 14 item 3, `identityGroups` of `@liqui/domain`): it reads
 * what an admin reads and the server refuses each of its writes. Walks the whole contract.
 */

/**
 * Admin reads an operador does NOT get, by decision: the company batch tool (mass invoicing,
 * /facturador and the admin-lite batches, issue 15), whose reads are for the admin and the
 * company admin until issue 15 decides (a batch's staged rows too, issue 24 item 2); `GET /pdf`
 * also starts a ZIP generation (work, not a read).
 */
const adminReadsNotForOperador = [
  'listCompanyBatches',
  'listBatches',
  'listBatchInvoices',
  'requestBatchZip',
  'getBatch',
  'listBatchRows',
  'getBatchZipStatus',
  'downloadBatchZip',
];

/** A path of `template` with every `{placeholder}` filled (a CUIT where a CUIT is expected). */
function samplePath(template: string): string {
  return template.replace(/\{(\w+)\}/g, (_whole, name: string) =>
    name === 'cuit' ? '20111111112' : name === 'field' ? 'foto_dni_fr' : randomUUID(),
  );
}

describe('the operador role against the contract', () => {
  let database: Database;
  let context: ReturnType<typeof createTestContext>;
  let operador: string;
  let routed: Set<string>;

  beforeAll(async () => {
    database = await createTestDatabase('seeded');
    context = createTestContext({ database });
    operador = await signTestToken(testSigningKeys, {
      sub: randomUUID(),
      email: 'operador@liqui.test',
      groups: ['operador'],
    });
    routed = new Set(listApiRoutes(context.app).map(({ method, path }) => `${method} ${path}`));
  });
  afterAll(() => database.close());

  const adminWrites = endpointList.filter(
    (endpoint) => endpoint.method !== 'GET' && endpoint.roles?.includes('admin'),
  );
  const adminReads = endpointList.filter(
    (endpoint) => endpoint.method === 'GET' && endpoint.roles?.includes('admin'),
  );

  it('no admin write of the contract lists the operador', () => {
    expect(adminWrites.length).toBeGreaterThan(10);
    expect(adminWrites.filter((endpoint) => endpoint.roles?.includes('operador'))).toEqual([]);
  });

  it('every admin read lists the operador, but the decided exceptions', () => {
    const without = adminReads
      .filter((endpoint) => !endpoint.roles?.includes('operador'))
      .map(({ name }) => name);
    expect(without).toEqual(adminReadsNotForOperador);
  });

  it.each(adminWrites.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s answers 403 to an operador and changes nothing',
    async (_name, endpoint) => {
      const path = samplePath(endpoint.path);
      const honoPath = `/api${endpoint.path.replace(/\{(\w+)\}/g, ':$1')}`;
      if (!routed.has(`${endpoint.method} ${honoPath}`)) return; // pending: its roles are checked above
      const response = await context.app.request(`/api${path}`, {
        method: endpoint.method,
        headers: { Authorization: operador, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'forbidden' });
    },
  );

  it.each(
    adminReads
      .filter((endpoint) => !adminReadsNotForOperador.includes(endpoint.name))
      .map((endpoint) => [endpoint.name, endpoint] as const),
  )('%s lets an operador in (no 401/403)', async (_name, endpoint) => {
    const honoPath = `/api${endpoint.path.replace(/\{(\w+)\}/g, ':$1')}`;
    if (!routed.has(`${endpoint.method} ${honoPath}`)) return;
    const response = await context.app.request(`/api${samplePath(endpoint.path)}`, {
      headers: { Authorization: operador },
    });
    expect([401, 403]).not.toContain(response.status);
  });
});
