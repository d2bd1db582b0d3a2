import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.js';
import { createTestConfig, createTestContext } from '../../../test/app.js';
import { createTestDatabase } from '../../../test/database.js';
import { asmxEnvelope, bodyOf, textAt } from './testing.js';
import { fev1Ns } from './wsfe.js';

describe('the simulator inside the app', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase('migrated');
  });
  afterAll(async () => {
    await database.close();
  });

  it('is mounted at /sandbox/afip in sandbox mode and answers over real HTTP, faults included', async () => {
    const { app, services } = createTestContext({ database });
    expect(services.afipSimulator).toBeDefined();
    const server = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
        resolve(started as Server),
      );
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sandbox/afip`;
    try {
      const dummy = await fetch(`${base}/wsfev1/service.asmx`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: `"${fev1Ns}FEDummy"` },
        body: asmxEnvelope(fev1Ns, 'FEDummy'),
      });
      expect(dummy.status).toBe(200);
      expect(dummy.headers.get('content-type')).toBe('text/xml; charset=utf-8');
      expect(textAt(bodyOf(await dummy.text()), 'FEDummyResult', 'AppServer')).toBe('OK');
      const wsdl = await fetch(`${base}/WSCDC/service.asmx?WSDL`);
      expect(await wsdl.text()).toContain(`location="${base}/WSCDC/service.asmx"`);
      const rule = await fetch(`${base}/control/faults`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          rules: [{ operation: 'FEDummy', kind: 'lostResponse', delayMs: 50 }],
        }),
      });
      expect(rule.status).toBe(200);
      await expect(
        fetch(`${base}/wsfev1/service.asmx`, {
          method: 'POST',
          headers: { 'Content-Type': 'text/xml; charset=utf-8' },
          body: asmxEnvelope(fev1Ns, 'FEDummy'),
        }),
      ).rejects.toThrow();
      const unknown = await fetch(`${base}/no-existe`);
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ message: 'Recurso no encontrado', code: 'not_found' });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('is not mounted outside the sandbox', async () => {
    const config = createTestConfig({
      AFIP_ENV: 'homologacion',
      AFIP_CUIT: '30711067074',
      AFIP_CERT: '/tmp/liqui-no-cert.pem',
      AFIP_KEY: '/tmp/liqui-no-key.pem',
    });
    const { app, services } = createTestContext({ database, config });
    expect(services.afipSimulator).toBeUndefined();
    const response = await app.request('/sandbox/afip/wsfev1/service.asmx?WSDL');
    expect(response.status).toBe(404);
  });
});
