import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestConfig, createTestContext } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';

/**
 * Where the Mercado Pago sandbox (`apps/mercadopago-sandbox`) is served (issue 13 item 3, issue 26
 * item 1): at `/sandbox/mercadopago` when no `MERCADOPAGO_PUBLIC_KEY` is set, never with a real
 * key; its dev controls never in production; and a production server with the real services'
 * settings answers 404 under every `/sandbox/*` path and at `/dev/outbox`.
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

  it('sends its webhooks to the product webhook route only', () => {
    const config = createTestConfig({ PUBLIC_URL: 'https://liqui.example.com' });
    const { services } = createTestContext({ database, config });
    expect(config.mercadoPago.notificationUrl).toBe(
      'https://liqui.example.com/api/webhooks/mercadopago',
    );
    expect(services.mercadoPagoSandbox?.store.description).toBe(
      `${config.dataDir}/mercadopago-sandbox.json`,
    );
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

  it('has no dev controls in production (allowed with LIQUI_ALLOW_SANDBOXES=1)', async () => {
    const config = createTestConfig({
      NODE_ENV: 'production',
      LIQUI_DEMO: '0',
      LIQUI_ALLOW_SANDBOXES: '1',
    });
    const { app } = createTestContext({ database, config });
    expect((await app.request('/sandbox/mercadopago/control/faults')).status).toBe(404);
    const pay = await app.request('/sandbox/mercadopago/control/payments/1/pay', {
      method: 'POST',
    });
    expect(pay.status).toBe(404);
    const types = await app.request(
      '/sandbox/mercadopago/v1/identification_types?public_key=TEST-x',
    );
    expect(types.status).toBe(200);
  });

  it('serves no stand-in in production with the real services settings', async () => {
    const config = createTestConfig({
      NODE_ENV: 'production',
      MERCADOPAGO_PUBLIC_KEY: 'APP_USR-1234-abcd',
      MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-secret',
      MERCADOPAGO_WEBHOOK_SECRET: 'webhook-secret',
      AFIP_ENV: 'produccion',
      AFIP_CUIT: '20111111112',
      AFIP_CERT: '/etc/liqui/afip.crt',
      AFIP_KEY: '/etc/liqui/afip.key',
      SMTP_URL: 'smtp://127.0.0.1:1',
    });
    const { app, services } = createTestContext({ database, config });
    expect(services.mercadoPagoSandbox).toBeUndefined();
    expect(services.afipSimulator).toBeUndefined();
    const paths = [
      '/sandbox/mercadopago/v1/identification_types?public_key=TEST-x',
      '/sandbox/mercadopago/control/faults',
      '/sandbox/afip/wsfev1/service.asmx?WSDL',
      '/sandbox/afip/control/faults',
      '/sandbox/anything',
      '/dev/outbox',
    ];
    for (const path of paths) {
      const response = await app.request(path);
      expect([path, response.status]).toEqual([path, 404]);
    }
    const payment = await app.request('/sandbox/mercadopago/v1/payments', {
      method: 'POST',
      headers: { Authorization: 'Bearer TEST-x', 'Content-Type': 'application/json' },
      body: JSON.stringify({ notification_url: 'http://127.0.0.1:1/' }),
    });
    expect(payment.status).toBe(404);
  });
});
