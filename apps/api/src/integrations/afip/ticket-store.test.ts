import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { afipTickets } from '../../db/schema.js';
import { createTestClock } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { type AfipCredentials, ensureSandboxCertificate, loadCertificate } from './certificates.js';
import {
  loginAnswer,
  type ReplayServer,
  sampleAnswer,
  startReplayServer,
} from './testing/replay-server.js';
import { createTicketStore } from './ticket-store.js';
import { AfipTransportError } from './types.js';
import { createWsaaClient } from './wsaa.js';

const minute = 60_000;
const hour = 60 * minute;

let database: Database;
let replay: ReplayServer;
let credentials: AfipCredentials;

beforeAll(async () => {
  database = await createTestDatabase('migrated');
  replay = await startReplayServer();
  const folder = mkdtempSync(join(inject('scratchDir'), 'tickets-'));
  const afip = {
    isSandbox: true,
    cuit: '30711067074',
    certificatePath: join(folder, 'cert.pem'),
    keyPath: join(folder, 'key.pem'),
  };
  await ensureSandboxCertificate(afip);
  credentials = await loadCertificate(afip);
});

afterAll(async () => {
  await replay.close();
  await database.close();
});

/** A ticket store of its own CUIT (so tests do not share rows), over the replay server's WSAA. */
function createStore(cuit: string, now: () => Date) {
  const wsaa = createWsaaClient({
    url: `${replay.baseUrl}/ws/services/LoginCms`,
    timeoutMs: 5_000,
    credentials: async () => credentials,
    now,
  });
  return createTicketStore({ database, environment: 'sandbox', cuit, login: wsaa.login, now });
}

/** A 12-hour ticket generated at `start`, as WSAA answers it. */
function answerTicketFrom(start: Date) {
  replay.answer(
    'loginCms',
    loginAnswer({ generationTime: start, expirationTime: new Date(start.getTime() + 12 * hour) }),
  );
}

async function storedRow(cuit: string, service: string) {
  const [row] = await database.db
    .select()
    .from(afipTickets)
    .where(and(eq(afipTickets.cuit, cuit), eq(afipTickets.service, service)));
  return row;
}

describe('ticket store', () => {
  it('logs in once, stores the ticket and reuses it: a second getTicket makes no HTTP call', async () => {
    const clock = createTestClock(new Date('2026-11-20T12:00:00-03:00'));
    answerTicketFrom(clock.now());
    const store = createStore('20111111112', clock.now);
    const before = replay.count('loginCms');

    const first = await store.getTicket('wsfe');
    clock.advance(3 * hour);
    const second = await store.getTicket('wsfe');

    expect(replay.count('loginCms')).toBe(before + 1);
    expect(second).toEqual(first);
    const row = await storedRow('20111111112', 'wsfe');
    expect(row).toMatchObject({ environment: 'sandbox', token: first.token, sign: first.sign });
    expect(row?.expirationTime.toISOString()).toBe('2026-11-21T03:00:00.000Z');
  });

  it('shares one login between concurrent callers', async () => {
    const clock = createTestClock(new Date('2026-11-20T12:00:00-03:00'));
    answerTicketFrom(clock.now());
    const store = createStore('20201797064', clock.now);
    const before = replay.count('loginCms');

    const tickets = await Promise.all([
      store.getTicket('wsfe'),
      store.getTicket('wsfe'),
      store.getTicket('wsfe'),
    ]);

    expect(replay.count('loginCms')).toBe(before + 1);
    expect(new Set(tickets.map((ticket) => ticket.sign)).size).toBe(1);
  });

  it('keeps one ticket per service', async () => {
    const clock = createTestClock(new Date('2026-11-20T12:00:00-03:00'));
    answerTicketFrom(clock.now());
    const store = createStore('27015942210', clock.now);
    const before = replay.count('loginCms');

    await store.getTicket('wsfe');
    await store.getTicket('ws_sr_constancia_inscripcion');
    await store.getTicket('ws_sr_constancia_inscripcion');

    expect(replay.count('loginCms')).toBe(before + 2);
    expect(await storedRow('27015942210', 'ws_sr_constancia_inscripcion')).toBeDefined();
  });

  it('lets another process use the ticket stored in the database without logging in', async () => {
    const clock = createTestClock(new Date('2026-11-20T12:00:00-03:00'));
    answerTicketFrom(clock.now());
    const first = await createStore('20000000516', clock.now).getTicket('wscdc');
    const before = replay.count('loginCms');

    const second = await createStore('20000000516', clock.now).getTicket('wscdc');

    expect(replay.count('loginCms')).toBe(before);
    expect(second).toEqual(first);
  });

  it('logs in again ten minutes before the stored ticket expires, and stores the new one', async () => {
    const start = new Date('2026-11-20T12:00:00-03:00');
    const clock = createTestClock(start);
    answerTicketFrom(start);
    const store = createStore('20267565393', clock.now);
    await store.getTicket('wsfe');
    const before = replay.count('loginCms');

    clock.advance(12 * hour - 11 * minute);
    await store.getTicket('wsfe');
    expect(replay.count('loginCms')).toBe(before);

    clock.advance(2 * minute);
    answerTicketFrom(clock.now());
    const renewed = await store.getTicket('wsfe');

    expect(replay.count('loginCms')).toBe(before + 1);
    expect(renewed.expirationTime.getTime()).toBe(clock.now().getTime() + 12 * hour);
    expect((await storedRow('20267565393', 'wsfe'))?.expirationTime).toEqual(
      renewed.expirationTime,
    );
  });

  it('uses the stored ticket when WSAA answers coe.alreadyAuthenticated', async () => {
    const start = new Date('2026-11-20T12:00:00-03:00');
    const clock = createTestClock(start);
    answerTicketFrom(start);
    const store = createStore('30711067074', clock.now);
    const stored = await store.getTicket('wsfe');

    clock.advance(12 * hour - 5 * minute);
    replay.answerOnce(
      'loginCms',
      sampleAnswer('wsaa/loginCms.fault-coe.alreadyAuthenticated.response.xml'),
    );
    const before = replay.count('loginCms');
    const ticket = await store.getTicket('wsfe');

    expect(replay.count('loginCms')).toBe(before + 1);
    expect(ticket).toEqual(stored);
  });

  it('explains a coe.alreadyAuthenticated answer when no ticket is stored', async () => {
    const store = createStore('20123456786', () => new Date('2026-11-20T12:00:00-03:00'));
    replay.answerOnce(
      'loginCms',
      sampleAnswer('wsaa/loginCms.fault-coe.alreadyAuthenticated.response.xml'),
    );

    const error = await store.getTicket('wsfe').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(AfipTransportError);
    expect(error).toMatchObject({ kind: 'fault', faultCode: 'coe.alreadyAuthenticated' });
    expect((error as Error).message).toMatch(/none is stored for sandbox\/20123456786/);
  });

  it('passes on other login failures and stores nothing', async () => {
    const store = createStore('20222222223', () => new Date('2026-11-20T12:00:00-03:00'));
    replay.answerOnce('loginCms', {
      status: 500,
      body: '<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Body><soapenv:Fault><faultcode xmlns:ns1="http://xml.apache.org/axis/">ns1:cms.cert.untrusted</faultcode><faultstring>Certificado no emitido por AC de confianza</faultstring></soapenv:Fault></soapenv:Body></soapenv:Envelope>',
    });

    await expect(store.getTicket('wsfe')).rejects.toMatchObject({
      kind: 'fault',
      faultCode: 'cms.cert.untrusted',
    });
    expect(await storedRow('20222222223', 'wsfe')).toBeUndefined();
  });
});
