import { randomUUID } from 'node:crypto';
import { EventEmitter, once } from 'node:events';
import { endpoints } from '@liqui/api-client';
import { simulatedDebtOf } from '@liqui/arca-simulator';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../app.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import {
  createSandboxDebtSource,
  unavailableDebtSource,
} from '../../integrations/afip/debt-source.js';
import {
  type DebtRun,
  type DebtWorker,
  refreshDebt,
  startDebtWorker,
} from '../../jobs/debt-worker.js';
import { debtRefreshQueue } from '../../jobs/queue.js';
import { type EmissionBench, startEmissionBench, testCuit } from '../../test/afip-emission.js';
import { createTestContext, testSigningKeys } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { freePort } from '../../test/free-port.js';
import { signTestToken } from '../../test/tokens.js';

/**
 * `GET /api/bot/debt/` and the `debt-refresh` job (issue 12 item 9): the call queues the job once
 * per user; the worker reads the debt from the sandbox's ARCA simulator over real HTTP (the app
 * listens on a free port and its debt source points at its own `/sandbox/afip/ccma/deuda`) and
 * stores `deuda_afip` with the time it was read.
 */

const silent = pino({ level: 'silent' });

/** The first bench-style CUIT whose 10th digit (before the check digit) passes `test`. */
function cuitWhere(test: (tenth: string) => boolean, from = 1): string {
  for (let n = from; ; n += 1) {
    const cuit = testCuit(n);
    if (test(cuit.charAt(9))) return cuit;
  }
}

async function newUser(
  services: AppServices,
  fields: Record<string, unknown>,
): Promise<{ userId: string; token: string }> {
  const userId = randomUUID();
  await services.users.createFromIdentity({
    sub: userId,
    username: `debt-${userId}@liqui.test`,
    email: `debt-${userId}@liqui.test`,
  });
  await services.users.updateFields(userId, fields);
  return { userId, token: `Bearer ${await signTestToken(testSigningKeys, { sub: userId })}` };
}

describe('GET /api/bot/debt/ (queueing)', () => {
  let database: Database;
  let context: ReturnType<typeof createTestContext>;

  beforeAll(async () => {
    database = await createTestDatabase('seeded');
    context = createTestContext({ database });
  });
  afterAll(async () => {
    await context.services.jobs.stop();
    await database.close();
  });

  it('accepts the refresh with 202 and queues one job per user, however often it is asked', async () => {
    const user = await newUser(context.services, { cuit: '20111111112', clave_fiscal: 'secreta' });
    for (let round = 0; round < 3; round += 1) {
      const response = await context.app.request('/api/bot/debt/', {
        headers: { Authorization: user.token },
      });
      expect(response.status).toBe(202);
      const body = await response.json();
      assert(body, endpoints.refreshDebt.response);
      expect(body.message).toBe('Estamos actualizando tu deuda con ARCA');
    }
    const jobs = await context.services.jobs.findJobs(debtRefreshQueue, {
      key: user.userId,
    });
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.data).toEqual({ userId: user.userId });
  });

  it('answers 202 and queues nothing for a caller without a record', async () => {
    const userId = randomUUID();
    const response = await context.app.request('/api/bot/debt/', {
      headers: { Authorization: `Bearer ${await signTestToken(testSigningKeys, { sub: userId })}` },
    });
    expect(response.status).toBe(202);
    expect(await context.services.jobs.findJobs(debtRefreshQueue, { key: userId })).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const response = await context.app.request('/api/bot/debt/');
    expect(response.status).toBe(401);
  });
});

describe('the debt refresh job against the ARCA simulator over HTTP', () => {
  let bench: EmissionBench;
  let worker: DebtWorker;
  const runs = new EventEmitter();

  beforeAll(async () => {
    bench = await startEmissionBench({ withWorker: false });
    expect(bench.services.debtSource).not.toBe(unavailableDebtSource);
    worker = await startDebtWorker({
      queue: bench.services.jobs,
      database: bench.database,
      source: bench.services.debtSource,
      logger: silent,
      pollingIntervalSeconds: 0.5,
      onRun: (run) => runs.emit(run.userId, run),
    });
  });
  afterAll(async () => {
    await worker.stop();
    await bench.close();
  });

  /** Asks for the refresh as the web does after login, and waits for the job's run. */
  async function refreshThroughApi(user: { userId: string; token: string }): Promise<DebtRun> {
    const ran = once(runs, user.userId) as Promise<[DebtRun]>;
    const response = await bench.app.request('/api/bot/debt/', {
      headers: { Authorization: user.token },
    });
    expect(response.status).toBe(202);
    return (await ran)[0];
  }

  async function me(user: { token: string }) {
    const response = await bench.app.request('/api/root/users/me', {
      headers: { Authorization: user.token },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { deuda_afip?: number | null };
  }

  async function stored(userId: string) {
    const [row] = await bench.database.db
      .select({
        deudaAfip: users.deudaAfip,
        leidaAt: users.deudaAfipLeidaAt,
        resultado: users.deudaAfipResultado,
      })
      .from(users)
      .where(eq(users.userId, userId));
    return row;
  }

  it('stores no debt for the demo taxpayer’s CUIT (the green “No tenés deuda”)', async () => {
    const user = await newUser(bench.services, {
      cuit: '20111111112',
      clave_fiscal: 'secreta',
      deuda_afip: 1234.5,
    });
    const before = Date.now();
    expect(await refreshThroughApi(user)).toEqual({ userId: user.userId, outcome: 'OK' });
    expect((await me(user)).deuda_afip).toBe(0);
    const row = await stored(user.userId);
    expect(row?.resultado).toBe('OK');
    expect(new Date(row?.leidaAt ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('stores the fixture’s amount for a CUIT with debt, to the cent', async () => {
    const cuit = cuitWhere((tenth) => !['0', '1', '9'].includes(tenth));
    const expected = simulatedDebtOf(cuit, 'secreta');
    if (expected.kind !== 'debt') throw new Error('fixture changed');
    expect(expected.cents).toBeGreaterThan(0);
    const user = await newUser(bench.services, { cuit, clave_fiscal: 'secreta' });
    expect(await refreshThroughApi(user)).toMatchObject({ outcome: 'OK' });
    expect((await me(user)).deuda_afip).toBe(expected.cents / 100);
  });

  it('leaves deuda_afip null when ARCA refuses the clave fiscal, or there is none', async () => {
    const refused = await newUser(bench.services, {
      cuit: cuitWhere((tenth) => tenth === '9'),
      clave_fiscal: 'secreta',
      deuda_afip: 500,
    });
    expect(await refreshThroughApi(refused)).toMatchObject({ outcome: 'CLAVE_INVALIDA' });
    expect((await me(refused)).deuda_afip).toBeNull();
    expect((await stored(refused.userId))?.resultado).toBe('CLAVE_INVALIDA');

    const withoutKey = await newUser(bench.services, { cuit: '20111111112' });
    expect(await refreshThroughApi(withoutKey)).toMatchObject({ outcome: 'CLAVE_INVALIDA' });
    expect((await me(withoutKey)).deuda_afip).toBeNull();
  });

  it('a refused clave fiscal marks an ACTIVO key ERROR_CLAVE_INVALIDA; a good one clears it; other key states stay', async () => {
    const refusedCuit = cuitWhere((tenth) => tenth === '9');
    const keyState = async (userId: string) =>
      (
        await bench.database.db
          .select({ estado: users.estadoClaveFiscal })
          .from(users)
          .where(eq(users.userId, userId))
      )[0]?.estado;

    const active = await newUser(bench.services, {
      cuit: refusedCuit,
      clave_fiscal: 'secreta',
      estado_clave_fiscal: 'ACTIVO',
    });
    expect(await refreshThroughApi(active)).toMatchObject({ outcome: 'CLAVE_INVALIDA' });
    expect(await keyState(active.userId)).toBe('ERROR_CLAVE_INVALIDA');

    // The user loads a key ARCA takes (the demo CUIT's): the next reading clears the alert.
    await bench.services.users.updateFields(active.userId, { cuit: '20111111112' });
    expect(await refreshThroughApi(active)).toMatchObject({ outcome: 'OK' });
    expect(await keyState(active.userId)).toBe('ACTIVO');

    const beingCreated = await newUser(bench.services, {
      cuit: refusedCuit,
      clave_fiscal: 'secreta',
      estado_clave_fiscal: 'CREANDO',
    });
    expect(await refreshThroughApi(beingCreated)).toMatchObject({ outcome: 'CLAVE_INVALIDA' });
    expect(await keyState(beingCreated.userId)).toBe('CREANDO');
  });

  it('the simulator answers the fixture over HTTP and refuses a body without a CUIT', async () => {
    const url = `${bench.config.afip.sandboxUrl}/ccma/deuda`;
    const bad = await fetch(url, { method: 'POST', body: JSON.stringify({ cuit: '123' }) });
    expect(bad.status).toBe(400);
    const refused = await fetch(url, {
      method: 'POST',
      body: JSON.stringify({ cuit: '20111111112', claveFiscal: '' }),
    });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'clave fiscal inválida' });
  });

  it('hands the source the clave fiscal in clear, never the sealed text at rest', async () => {
    const user = await newUser(bench.services, { cuit: '20111111112', clave_fiscal: 'secreta' });
    const [row] = await bench.database.db
      .select({ claveFiscal: users.claveFiscal })
      .from(users)
      .where(eq(users.userId, user.userId));
    expect(row?.claveFiscal).not.toBe('secreta');
    const asked: { cuit: string; claveFiscal: string | null }[] = [];
    const outcome = await refreshDebt(
      {
        database: bench.database,
        source: {
          async readDebt(input) {
            asked.push(input);
            return bench.services.debtSource.readDebt(input);
          },
        },
        openClaveFiscal: (userId, stored) => bench.services.claveFiscalBox.open(userId, stored),
      },
      user.userId,
    );
    expect(asked).toEqual([{ cuit: '20111111112', claveFiscal: 'secreta' }]);
    expect(outcome).toBe('OK');
  });

  it('production has no source: NO_DISPONIBLE, and the stored figure stays', async () => {
    const user = await newUser(bench.services, {
      cuit: '20111111112',
      clave_fiscal: 'secreta',
      deuda_afip: 42.1,
    });
    const outcome = await refreshDebt(
      { database: bench.database, source: unavailableDebtSource },
      user.userId,
    );
    expect(outcome).toBe('NO_DISPONIBLE');
    const row = await stored(user.userId);
    expect(row).toMatchObject({ deudaAfip: '42.10', resultado: 'NO_DISPONIBLE' });
    expect(row?.leidaAt).not.toBeNull();
  });

  it('an unreachable source fails the run (retried later) and changes nothing', async () => {
    const user = await newUser(bench.services, {
      cuit: '20111111112',
      clave_fiscal: 'secreta',
      deuda_afip: 7,
    });
    const source = createSandboxDebtSource({
      baseUrl: `http://127.0.0.1:${await freePort()}/sandbox/afip`,
      timeoutMs: 2_000,
    });
    await expect(refreshDebt({ database: bench.database, source }, user.userId)).rejects.toThrow();
    expect(await stored(user.userId)).toEqual({
      deudaAfip: '7.00',
      leidaAt: null,
      resultado: null,
    });
  });
});
