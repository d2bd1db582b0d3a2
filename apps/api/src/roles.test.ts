import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { createServices, createWorkerApp } from './app.js';
import type { Database } from './db/client.js';
import { createMemoryLogger, createTestConfig, testSigningKeys } from './test/app.js';
import { createTestDatabase } from './test/database.js';

/**
 * The tiers in-process (issue 26 item 2; `config/role.ts`): what a `worker` process serves and
 * builds. The processes themselves, on PostgreSQL, are in `roles.slow.test.ts`.
 */

/** A worker's config in the sandbox: the stand-ins are served by an API process elsewhere. */
const workerEnv = {
  LIQUI_ROLE: 'worker',
  DATABASE_URL: 'postgres://liqui@127.0.0.1:5432/liqui',
  AFIP_SANDBOX_URL: 'http://127.0.0.1:3000/sandbox/afip',
  MERCADOPAGO_SANDBOX_URL: 'http://127.0.0.1:3000/sandbox/mercadopago',
};

/** A logger nobody reads. */
const silent = () => createMemoryLogger().logger;

describe('a worker process (LIQUI_ROLE=worker)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase('migrated');
  });
  afterAll(() => database.close());

  it('answers the two health probes like an API process', async () => {
    const app = createWorkerApp({
      config: createTestConfig(workerEnv),
      database,
      logger: silent(),
    });
    const live = await app.request('/api/health');
    expect(live.status).toBe(200);
    expect(live.headers.get('cache-control')).toBe('no-store');
    expect(await live.json()).toEqual({ status: 'ok', version: packageJson.version });
    const ready = await app.request('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok', database: { status: 'up' } });
  });

  it('answers 404 to every product path: the API, the identity provider, the stand-ins, the web app', async () => {
    const app = createWorkerApp({
      config: createTestConfig(workerEnv),
      database,
      logger: silent(),
    });
    for (const [method, path] of [
      ['GET', '/api/root/users/me'],
      ['GET', '/api/taxes/planes'],
      ['PUT', '/api/root/invoices/1'],
      ['POST', '/api/webhooks/mercadopago'],
      ['POST', '/identity'],
      ['GET', '/sandbox/afip/wsfev1/service.asmx?WSDL'],
      ['GET', '/sandbox/mercadopago/v1/payments/1'],
      ['GET', '/dev/outbox'],
    ] as const) {
      const response = await app.request(path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toEqual({
        code: 'not_found',
        message: 'Recurso no encontrado',
      });
    }
    for (const path of ['/', '/config.json', '/login']) {
      expect((await app.request(path)).status, path).toBe(404);
    }
  });

  it('builds no stand-in: neither the ARCA simulator nor the Mercado Pago sandbox', () => {
    const config = createTestConfig(workerEnv);
    const services = createServices({
      config,
      database,
      logger: silent(),
      signingKeys: testSigningKeys,
    });
    expect(services.afipSimulator).toBeUndefined();
    expect(services.mercadoPagoSandbox).toBeUndefined();
    // Its clients reach the stand-ins where they are served.
    expect(config.afip.sandboxUrl).toBe('http://127.0.0.1:3000/sandbox/afip');
    expect(config.mercadoPago.sandboxUrl).toBe('http://127.0.0.1:3000/sandbox/mercadopago');
    // An API process (and the one-process demo) builds both.
    const api = createServices({
      config: createTestConfig({ LIQUI_ROLE: 'api', DATABASE_URL: workerEnv.DATABASE_URL }),
      database,
      logger: silent(),
      signingKeys: testSigningKeys,
    });
    expect(api.afipSimulator).toBeDefined();
    expect(api.mercadoPagoSandbox).toBeDefined();
    api.mercadoPagoSandbox?.close();
  });
});
