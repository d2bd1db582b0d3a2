/**
 * The ARCA clients wired to a replay server for tests: the real `createAfipClients` (sandbox
 * certificate generated in a scratch folder, WSAA login, ticket store over the test database),
 * with `config.afip.sandboxUrl` pointing at the replay server.
 */
import { pino } from 'pino';
import type { AfipConfig } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import { createTestConfig } from '../../../test/app.js';
import { type AfipClients, createAfipClients } from '../index.js';
import type { FECAESolicitarRequest, WsfeVoucherRequest } from '../types.js';
import { type ReplayServer, sampleAnswer, startReplayServer } from './replay-server.js';

/**
 * An instant inside the validity of the recorded TA (`samples/wsaa/loginCms.TA.decoded.xml`:
 * 2021-07-26 09:22 to 21:22, Argentina time), so the recorded login answer is a valid ticket.
 */
export const sampleTicketClock = new Date('2021-07-26T12:00:00-03:00');

/** What {@link createReplayClients} returns. */
export type ReplayClients = {
  replay: ReplayServer;
  clients: AfipClients;
  afip: AfipConfig;
};

/**
 * Starts a replay server answering `loginCms` with the recorded TA and builds the clients over it.
 *
 * @param options.database - a migrated test database (`createTestDatabase('migrated')`).
 * @param options.now - the clock. @default () => sampleTicketClock
 * @param options.afip - overrides of `config.afip` (e.g. `cuit`, `timeoutMs`).
 */
export async function createReplayClients(options: {
  database: Database;
  now?: () => Date;
  afip?: Partial<AfipConfig>;
}): Promise<ReplayClients> {
  const replay = await startReplayServer();
  replay.answer('loginCms', sampleAnswer('wsaa/loginCms.response.xml'));
  const config = createTestConfig();
  const afip: AfipConfig = { ...config.afip, sandboxUrl: replay.baseUrl, ...options.afip };
  const clients = createAfipClients({
    config: { afip },
    database: options.database,
    logger: pino({ level: 'silent' }),
    now: options.now ?? (() => sampleTicketClock),
  });
  return { replay, clients, afip };
}

/** The Factura C of `samples/wsfev1/FECAESolicitar.FacturaC.SYNTHETIC.request.xml`. */
export const sampleFacturaC: WsfeVoucherRequest = {
  concepto: 2,
  docTipo: 99,
  docNro: '0',
  cbteNro: 43,
  cbteFch: '20261120',
  impTotalCents: 1_500_000,
  impNetoCents: 1_500_000,
  impTribCents: 0,
  fchServDesde: '20261101',
  fchServHasta: '20261130',
  fchVtoPago: '20261130',
  monId: 'PES',
  monCotiz: '1',
  condicionIvaReceptorId: 5,
};

/** The FECAESolicitar request of that sample: point of sale 1, type 11, {@link sampleFacturaC}. */
export const sampleFacturaCRequest: FECAESolicitarRequest = {
  ptoVta: 1,
  cbteTipo: 11,
  vouchers: [sampleFacturaC],
};
