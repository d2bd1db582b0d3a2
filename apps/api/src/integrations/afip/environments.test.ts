import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AfipConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { createTestConfig } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { ensureSandboxCertificate } from './certificates.js';
import { resolveAfipEndpoints } from './endpoints.js';
import { createAfipClients } from './index.js';
import { sampleFacturaCRequest, sampleTicketClock } from './testing/fixtures.js';
import {
  type ReplayServer,
  readSample,
  sampleAnswer,
  startReplayServer,
} from './testing/replay-server.js';
import { comparableBody } from './testing/xml-tree.js';

/**
 * Acceptance of issue 5: "the clients' requests for homologación/producción are the same code as
 * for the sandbox (only the endpoint and the certificate change), tested against the recorded
 * envelopes". The clients are built for each environment with a certificate of their own; a
 * `fetch` that forwards ARCA's hosts to a replay server (answering with the recorded envelopes)
 * shows which URLs they call and what they send.
 */

let database: Database;
let replay: ReplayServer;

beforeAll(async () => {
  database = await createTestDatabase('migrated');
  replay = await startReplayServer();
  replay.answer('loginCms', sampleAnswer('wsaa/loginCms.response.xml'));
});

afterAll(async () => {
  await replay.close();
  await database.close();
});

/** Clients for `environment`, with their own certificate, calling through a recording fetch. */
async function clientsFor(environment: AfipConfig['environment']) {
  const base = createTestConfig().afip;
  // A certificate pair of this environment's own (what an operator would get from ARCA).
  await ensureSandboxCertificate({ ...base, isSandbox: true });
  const afip: AfipConfig = {
    ...base,
    environment,
    isSandbox: environment === 'sandbox',
    sandboxUrl: replay.baseUrl,
  };
  const calledUrls: string[] = [];
  const forwardingFetch: typeof fetch = (input, init) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    calledUrls.push(url.href);
    const target = url.href.startsWith(replay.baseUrl)
      ? url.href
      : `${replay.baseUrl}${url.pathname}`;
    return fetch(target, init);
  };
  const clients = createAfipClients({
    config: { afip },
    database,
    logger: pino({ level: 'silent' }),
    now: () => sampleTicketClock,
    fetch: forwardingFetch,
  });
  return { clients, calledUrls, endpoints: resolveAfipEndpoints(afip) };
}

describe('the same client code for every ARCA environment', () => {
  const sent: Record<string, unknown> = {};

  it.each(['sandbox', 'homologacion', 'produccion'] as const)(
    '%s: FECAESolicitar of a Factura C goes to that environment with the recorded envelope',
    async (environment) => {
      const { clients, calledUrls, endpoints } = await clientsFor(environment);
      replay.answerOnce(
        'FECAESolicitar',
        sampleAnswer('wsfev1/FECAESolicitar.FacturaC.SYNTHETIC.approved.response.xml'),
      );

      const result = await clients.wsfe.solicitarCae('20111111112', sampleFacturaCRequest);

      expect(result.resultado).toBe('A');
      expect(result.details[0]?.cae).toMatch(/^\d{14}$/);
      // Only the endpoints differ: WSAA first (the ticket), then WSFEv1.
      expect(calledUrls).toEqual([endpoints.wsaa, endpoints.wsfe]);
      if (environment === 'homologacion') {
        expect(calledUrls).toEqual([
          'https://wsaahomo.afip.gov.ar/ws/services/LoginCms',
          'https://wswhomo.afip.gov.ar/wsfev1/service.asmx',
        ]);
      }
      if (environment === 'produccion') {
        expect(calledUrls).toEqual([
          'https://wsaa.afip.gov.ar/ws/services/LoginCms',
          'https://servicios1.afip.gov.ar/wsfev1/service.asmx',
        ]);
      }
      const body = replay.last('FECAESolicitar')?.body ?? '';
      expect(comparableBody(body)).toEqual(
        comparableBody(readSample('wsfev1/FECAESolicitar.FacturaC.SYNTHETIC.request.xml')),
      );
      sent[environment] = comparableBody(body);
    },
  );

  it('sent the very same FECAESolicitar body in the three environments', () => {
    expect(Object.keys(sent)).toEqual(['sandbox', 'homologacion', 'produccion']);
    expect(sent.homologacion).toEqual(sent.sandbox);
    expect(sent.produccion).toEqual(sent.sandbox);
  });
});
