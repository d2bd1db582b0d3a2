import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmissionBench, startEmissionBench } from '../../test/afip-emission.js';
import { createArcaStatusService } from './arca-status.service.js';

/**
 * ARCA's service status (issue 12 item 3) over real HTTP: the app's WSFEv1 client calls FEDummy
 * on the app's own ARCA simulator, whose faults (`dummyDown`, `outage`, latency) stand for ARCA's
 * bad days.
 */
describe('ARCA status (FEDummy, cached)', () => {
  let bench: EmissionBench;
  const silent = pino({ level: 'silent' });

  beforeAll(async () => {
    bench = await startEmissionBench({ withWorker: false });
  }, 60_000);
  afterAll(() => bench.close());

  /** A probe with no cache over the bench's real client. */
  const freshProbe = (options: { slowMs?: number; giveUpMs?: number } = {}) =>
    createArcaStatusService({
      wsfe: bench.services.afip.wsfe,
      logger: silent,
      ttlMs: 0,
      ...options,
    });

  it('GET /api/arca/status answers ok for a signed-in user and 401 without a token', async () => {
    const taxpayer = await bench.newTaxpayer();
    const { status, body } = await bench.api(taxpayer, 'GET', '/arca/status');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', message: null });
    expect(Number.isNaN(Date.parse(String(body.checkedAt)))).toBe(false);
    expect((await bench.app.request('/api/arca/status')).status).toBe(401);
  });

  it('reuses one probe for 60 s: a fault after it does not show until the cache ages', async () => {
    const taxpayer = await bench.newTaxpayer();
    const first = await bench.api(taxpayer, 'GET', '/arca/status');
    await bench.setFaults({ rules: [{ service: 'wsfe', kind: 'dummyDown' }] });
    try {
      const second = await bench.api(taxpayer, 'GET', '/arca/status');
      expect(second.body).toEqual(first.body);
    } finally {
      await bench.clearFaults();
    }
  });

  it('reads a server that is not OK as down, with the Spanish notice', async () => {
    await bench.setFaults({
      rules: [{ service: 'wsfe', operation: 'FEDummy', kind: 'dummyDown' }],
    });
    try {
      expect(await freshProbe().getStatus()).toMatchObject({
        status: 'down',
        message: 'ARCA está fuera de servicio: tus facturas se emitirán cuando vuelva',
      });
    } finally {
      await bench.clearFaults();
    }
  });

  it('reads an outage (HTTP 503) as down, never as an error', async () => {
    await bench.setFaults({ rules: [{ service: 'wsfe', kind: 'outage' }] });
    try {
      expect((await freshProbe().getStatus()).status).toBe('down');
    } finally {
      await bench.clearFaults();
    }
  });

  it('reads a slow answer as slow, and no answer in time as down', async () => {
    await bench.setFaults({ rules: [], latencyMs: 400 });
    try {
      expect(await freshProbe({ slowMs: 100 }).getStatus()).toMatchObject({
        status: 'slow',
        message: 'ARCA funciona con demoras',
      });
      expect((await freshProbe({ slowMs: 100, giveUpMs: 150 }).getStatus()).status).toBe('down');
    } finally {
      await bench.clearFaults();
    }
  });

  it('shares one probe among concurrent callers', async () => {
    let calls = 0;
    const counted = createArcaStatusService({
      wsfe: {
        dummy: () => {
          calls += 1;
          return bench.services.afip.wsfe.dummy();
        },
      },
      logger: silent,
    });
    const reports = await Promise.all(Array.from({ length: 5 }, () => counted.getStatus()));
    expect(calls).toBe(1);
    expect(new Set(reports.map((report) => report.checkedAt)).size).toBe(1);
    expect(reports[0]?.status).toBe('ok');
  });
});
