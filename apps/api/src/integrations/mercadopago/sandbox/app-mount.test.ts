import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.js';
import { createTestConfig, createTestContext } from '../../../test/app.js';
import { createTestDatabase } from '../../../test/database.js';

/**
 * Where the Mercado Pago sandbox is served (issue 13 item 3): at `/sandbox/mercadopago` when no
 * `MERCADOPAGO_PUBLIC_KEY` is set, never with a real key; its dev controls never in production.
 */
describe('the Mercado Pago sandbox inside the app', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase('migrated');
  });
  afterAll(async () => {
    await database.close();
  });

  it('is mounted with its dev controls in the sandbox', async () => {
    const { app, services } = createTestContext({ database });
    expect(services.mercadoPagoSandbox).toBeDefined();
    const types = await app.request(
      '/sandbox/mercadopago/v1/identification_types?public_key=TEST-x',
    );
    expect(types.status).toBe(200);
    expect((await app.request('/sandbox/mercadopago/control/faults')).status).toBe(200);
  });

  it('is not mounted with a real Mercado Pago key', async () => {
    const config = createTestConfig({
      MERCADOPAGO_PUBLIC_KEY: 'APP_USR-1234-abcd',
      MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-secret',
    });
    const { app, services } = createTestContext({ database, config });
    expect(services.mercadoPagoSandbox).toBeUndefined();
    const response = await app.request('/sandbox/mercadopago/v1/identification_types');
    expect(response.status).toBe(404);
  });

  it('has no dev controls in production', async () => {
    const config = createTestConfig({ NODE_ENV: 'production', LIQUI_DEMO: '0' });
    const { app } = createTestContext({ database, config });
    expect((await app.request('/sandbox/mercadopago/control/faults')).status).toBe(404);
    const pay = await app.request('/sandbox/mercadopago/control/payments/1/pay', {
      method: 'POST',
    });
    expect(pay.status).toBe(404);
  });
});
