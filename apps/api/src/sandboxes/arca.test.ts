import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { fev1Ns } from '@liqui/arca-simulator';
import { asmxEnvelope, bodyOf, startSimulator, textAt } from '@liqui/arca-simulator/testing';
import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../app.js';
import type { Database } from '../db/client.js';
import { invoices } from '../db/schema.js';
import { type EmissionOutcome, emitInvoice } from '../modules/invoices/emission/index.js';
import { draftOf, testCuit } from '../test/afip-emission.js';
import {
  createMemoryLogger,
  createTestConfig,
  createTestContext,
  testSigningKeys,
} from '../test/app.js';
import { createTestDatabase } from '../test/database.js';
import { signTestToken } from '../test/tokens.js';
import { arcaSimulatorStateFile, demoArcaLedger, restoreDemoArcaVouchers } from './arca.js';

/**
 * Where the ARCA simulator (`apps/arca-simulator`) is served (issue 26 item 1): at `/sandbox/afip`
 * in the sandbox, answering over real HTTP with its state in `<LIQUI_DATA_DIR>`; not at all
 * outside the sandbox, nor when `AFIP_SANDBOX_URL` points at a simulator running alone, whose
 * dev controls then seed the demo's vouchers over HTTP. Started without any voucher on a database
 * with authorized invoices, it gets them back from the invoices (`restoreDemoArcaVouchers`).
 */
describe('the ARCA simulator inside the app', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase('seeded');
  });
  afterAll(async () => {
    await database.close();
  });

  async function served<T>(
    app: { fetch: (request: Request) => Response | Promise<Response> },
    use: (base: string) => Promise<T>,
  ) {
    const server = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
        resolve(started as Server),
      );
    });
    try {
      return await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it('is mounted at /sandbox/afip in sandbox mode and answers over real HTTP, faults included', async () => {
    const { app, services } = createTestContext({ database });
    expect(services.afipSimulator).toBeDefined();
    await served(app, async (origin) => {
      const base = `${origin}/sandbox/afip`;
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
    });
  });

  it('keeps its vouchers in <LIQUI_DATA_DIR>/arca-simulator.jsonl, not in the database', async () => {
    const config = createTestConfig();
    const { services } = createTestContext({ database, config });
    const ledger = demoArcaLedger(config, services.afipSimulator);
    expect(ledger).toBe(services.afipSimulator?.ledger);
    const result = await ledger!.authorize({
      cuit: '20111111112',
      ptoVta: 9,
      cbteTipo: 11,
      detail: {
        Concepto: 1,
        DocTipo: 99,
        DocNro: '0',
        ImpTotal: '100.00',
        ImpNeto: '100.00',
        MonId: 'PES',
        MonCotiz: 1,
        CondicionIVAReceptorId: 5,
      },
    });
    expect(result).toMatchObject({ resultado: 'A', cbteNro: 1 });
    const file = join(config.dataDir, arcaSimulatorStateFile);
    expect(services.afipSimulator?.store.description).toBe(file);
    expect(readFileSync(file, 'utf8')).toContain(result.cae!);
  });

  it('is not mounted when AFIP_SANDBOX_URL points at a simulator running alone; the demo seeds it over HTTP', async () => {
    const alone = await startSimulator();
    try {
      const config = createTestConfig({ AFIP_SANDBOX_URL: alone.baseUrl });
      const { app, services } = createTestContext({ database, config });
      expect(services.afipSimulator).toBeUndefined();
      expect(config.afip.sandboxUrl).toBe(alone.baseUrl);
      expect((await app.request('/sandbox/afip/wsfev1/service.asmx?WSDL')).status).toBe(404);
      expect(existsSync(join(config.dataDir, arcaSimulatorStateFile))).toBe(false);
      const ledger = demoArcaLedger(config, services.afipSimulator);
      const result = await ledger!.authorize({
        cuit: '20111111112',
        ptoVta: 4,
        cbteTipo: 11,
        detail: {
          Concepto: 1,
          DocTipo: 99,
          DocNro: '0',
          ImpTotal: 250,
          ImpNeto: 250,
          MonId: 'PES',
          MonCotiz: 1,
          CondicionIVAReceptorId: 5,
        },
      });
      expect(result).toMatchObject({ resultado: 'A', cbteNro: 1 });
      expect(alone.simulator.store.findByCae(result.cae!)?.ptoVta).toBe(4);
    } finally {
      await alone.close();
    }
  });

  it('is not mounted outside the sandbox, and the demo gets no ledger', async () => {
    const config = createTestConfig({
      AFIP_ENV: 'homologacion',
      AFIP_CUIT: '30711067074',
      AFIP_CERT: '/tmp/liqui-no-cert.pem',
      AFIP_KEY: '/tmp/liqui-no-key.pem',
    });
    const { app, services } = createTestContext({ database, config });
    expect(services.afipSimulator).toBeUndefined();
    expect(demoArcaLedger(config, undefined)).toBeUndefined();
    const response = await app.request('/sandbox/afip/wsfev1/service.asmx?WSDL');
    expect(response.status).toBe(404);
  });

  it('has no dev controls in production (allowed with LIQUI_ALLOW_SANDBOXES=1)', async () => {
    const config = createTestConfig({
      NODE_ENV: 'production',
      LIQUI_DEMO: '0',
      LIQUI_ALLOW_SANDBOXES: '1',
    });
    const { app } = createTestContext({ database, config });
    expect((await app.request('/sandbox/afip/control/faults')).status).toBe(404);
    expect((await app.request('/sandbox/afip/control/vouchers')).status).toBe(404);
    expect((await app.request('/sandbox/afip/wsfev1/service.asmx?WSDL')).status).toBe(200);
  });

  it('rebuilds its vouchers from the authorized invoices when it starts without any (a data folder from before the move, or its file deleted)', async () => {
    let fetchApp: (request: Request) => Response | Promise<Response> = () =>
      new Response('starting', { status: 503 });
    const server = await new Promise<Server>((resolve) => {
      const started = serve(
        { fetch: (request) => fetchApp(request), port: 0, hostname: '127.0.0.1' },
        () => resolve(started as Server),
      );
    });
    const port = (server.address() as AddressInfo).port;
    // PORT makes AFIP_SANDBOX_URL this server's `/sandbox/afip`: the app's clients reach its mount.
    const config = createTestConfig({ PORT: String(port) });
    const file = join(config.dataDir, arcaSimulatorStateFile);
    const started: AppServices[] = [];
    /** Starts the app as `main.ts` does: services, the simulator's restore, then it serves. */
    async function start(logger = pino({ level: 'silent' })) {
      const context = createTestContext({ database, config, logger });
      started.push(context.services);
      const restored = await restoreDemoArcaVouchers({
        simulator: context.services.afipSimulator,
        database,
        logger,
      });
      fetchApp = (request) => context.app.fetch(request);
      return { ...context, restored };
    }
    const caeOf = (outcome: EmissionOutcome) => (outcome.kind === 'emitted' ? outcome.cae : null);
    const userId = randomUUID();
    const cuit = testCuit(1);
    try {
      const first = await start();
      await first.services.users.createFromIdentity({
        sub: userId,
        username: `user-${userId}@liqui.test`,
        email: `user-${userId}@liqui.test`,
      });
      await first.services.users.updateFields(userId, {
        cuit,
        punto_venta: 1,
        estado_usuario: 'ACTIVO',
        estado_pago: 'ACTIVO',
      });
      const token = await signTestToken(testSigningKeys, { sub: userId });
      /** Creates and sends an invoice through the API, then runs its emission job's work. */
      async function emit(services: AppServices, app: typeof first.app) {
        const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
        const created = await app.request('/api/root/invoices', {
          method: 'POST',
          headers,
          body: JSON.stringify(draftOf()),
        });
        expect(created.status).toBe(201);
        const { invoiceId } = (await created.json()) as { invoiceId: string };
        const processed = await app.request(`/api/root/invoices/${invoiceId}`, {
          method: 'PUT',
          headers,
          body: JSON.stringify({ action: 'PROCESS' }),
        });
        expect(processed.status).toBe(200);
        return emitInvoice(
          { database, wsfe: services.afip.wsfe, logger: pino({ level: 'silent' }) },
          invoiceId,
        );
      }
      const one = await emit(first.services, first.app);
      const two = await emit(first.services, first.app);
      expect(one).toMatchObject({ kind: 'emitted', cbteNro: 1 });
      expect(two).toMatchObject({ kind: 'emitted', cbteNro: 2 });
      expect(first.restored).toBe(0);
      // A demo-population invoice: a made-up CAE ARCA never gave (`demo/demo-population.ts`).
      const [row] = await database.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.userCuit, cuit), eq(invoices.nroDeComprobante, 1)));
      await database.db.insert(invoices).values({
        ...row!,
        invoiceId: randomUUID(),
        userCuit: testCuit(2),
        cae: '79999999999999',
        afipResult: { resultado: 'A', errors: [], observaciones: [], events: [], source: 'demo' },
      });

      // Started again on the same database and data folder, the simulator's state file gone.
      rmSync(file);
      const memory = createMemoryLogger();
      const second = await start(memory.logger);
      const three = await emit(second.services, second.app);
      expect(three).toMatchObject({ kind: 'emitted', cbteNro: 3 });
      const consulted = await second.services.afip.wsfe.consultar(cuit, {
        cbteTipo: 11,
        ptoVta: 1,
        cbteNro: 1,
      });
      expect(consulted).toMatchObject({ found: true, voucher: { cae: caeOf(one) } });
      const draft = draftOf();
      const verified = await second.services.verification.check({
        cbte_modo: 'CAE',
        cuit_emisor: cuit,
        pto_vta: 1,
        cbte_tipo: 11,
        cbte_nro: 1,
        cbte_fch: draft.fecha,
        imp_total: 1234.56,
        cod_autorizacion: caeOf(one)!,
        doc_tipo_receptor: 80,
        doc_nro_receptor: draft.nroDocumento,
      });
      expect(verified).toEqual({ resultado: 'A', observaciones: [] });

      expect(second.restored).toBe(2);
      expect(
        memory.lines.filter(
          (line) =>
            line.msg === 'Rebuilt the ARCA simulator’s vouchers from the authorized invoices',
        ),
      ).toMatchObject([{ level: 30, vouchers: 2, file }]);
      const store = second.services.afipSimulator!.store;
      expect(store.findByCae('79999999999999')).toBeUndefined();
      expect(store.vouchers({ cuit }).map((voucher) => [voucher.cbteNro, voucher.cae])).toEqual([
        [1, caeOf(one)],
        [2, caeOf(two)],
        [3, caeOf(three)],
      ]);
      // The restore is one line of the journal, the first, with both vouchers.
      const [firstLine] = readFileSync(file, 'utf8').split('\n');
      expect(JSON.parse(firstLine!)).toMatchObject({
        kind: 'vouchers',
        vouchers: [{ cbteNro: 1 }, { cbteNro: 2 }],
      });
      expect(JSON.parse(firstLine!).vouchers).toHaveLength(2);

      const third = await start();
      expect(third.restored).toBe(0);
      expect(third.services.afipSimulator!.store.vouchers({ cuit })).toHaveLength(3);
    } finally {
      for (const services of started) await services.jobs.stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
