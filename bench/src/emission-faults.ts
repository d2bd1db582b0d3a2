/**
 * Emission under injected faults (issue 5 acceptance: "1,000 emissions under injected faults end
 * with 0 duplicate numbers and 0 lost invoices"). One Liqui server runs in this process exactly as
 * `main.ts` wires it (the app over a PGlite database in a temporary folder, listening on a real
 * port, its ARCA simulator at `/sandbox/afip`, the pg-boss emission worker), except that the
 * emission retries wait 1 s doubling up to 4 s instead of production's 30 s up to 15 min, and ARCA
 * calls time out after 1 s. Four taxpayers create `count` invoices through the HTTP API, each with
 * its own amount; the simulator is told to fail at random (FECAESolicitar: HTTP 500, a timeout before
 * committing, a lost answer after committing; FECompUltimoAutorizado and FECompConsultar: HTTP
 * 500), every invoice is sent (PROCESS), and the run waits until none is pending. The faults are
 * then removed and ARCA's own view is read back with FECompUltimoAutorizado and FECompConsultar
 * (Liqui's WSFEv1 client) and compared with the invoices:
 *
 * - duplicate numbers: a number held by two invoices, or an invoice whose amount ARCA authorized
 *   more than once (the same invoice issued twice);
 * - lost invoices: an invoice not EMITTED at the end, or EMITTED with a number/CAE ARCA does not
 *   have for it;
 * - orphan vouchers: vouchers ARCA authorized that no invoice holds.
 *
 * Figures only: the run prints them and never fails on them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApiClient } from '@liqui/api-client';
import { findFreePort } from '@liqui/e2e/server';
import { inArray } from 'drizzle-orm';
import { pino } from 'pino';
import { createApp, createServices } from '../../apps/api/src/app.js';
import { loadConfig } from '../../apps/api/src/config.js';
import { prepareDatabase } from '../../apps/api/src/db/prepare.js';
import { invoices } from '../../apps/api/src/db/schema.js';
import { startEmissionWorker } from '../../apps/api/src/jobs/emission-worker.js';
import { createSecretBox } from '../../apps/api/src/secrets/secret-box.js';
import { resolveSecretKey } from '../../apps/api/src/secrets/secret-key.js';
import { openSigningKeyRing } from '../../apps/api/src/secrets/signing-keys.js';
import { signTestToken } from '../../apps/api/src/test/tokens.js';
import {
  finalConsumerDraft,
  type SimulatorFaultRule,
  setSimulatorFaults,
  sleep,
} from './liqui-session.js';

/**
 * The issuers of the run, monotributistas of the simulator's padrón; the invoices are spread over
 * them in turn. Each is its own numbering series (CUIT, point of sale 1, Factura C), which the
 * job emits one voucher at a time.
 */
const issuerCuits = ['27015942210', '20101234569', '23100000164', '24117166062'];

/** The random faults of the run (probability per matching call). */
export const benchFaultRules: SimulatorFaultRule[] = [
  { service: 'wsfe', operation: 'FECAESolicitar', kind: 'http500', probability: 0.05 },
  {
    service: 'wsfe',
    operation: 'FECAESolicitar',
    kind: 'timeout',
    probability: 0.03,
    delayMs: 3000,
  },
  {
    service: 'wsfe',
    operation: 'FECAESolicitar',
    kind: 'lostResponse',
    probability: 0.04,
    delayMs: 3000,
  },
  { service: 'wsfe', operation: 'FECompUltimoAutorizado', kind: 'http500', probability: 0.03 },
  { service: 'wsfe', operation: 'FECompConsultar', kind: 'http500', probability: 0.05 },
];

/** What {@link measureEmissionsUnderFaults} found. */
export type FaultFigures = {
  count: number;
  emitted: number;
  rejected: number;
  /** Not EMITTED nor REJECTED when the run gave up waiting. */
  pending: number;
  duplicateNumbers: number;
  lostInvoices: number;
  orphanVouchers: number;
  /** Σ failed attempts of the invoices (ARCA unreachable), as the job counted them. */
  failedAttempts: number;
  /** PROCESS of the first invoice → none pending, ms. */
  elapsedMs: number;
};

/** Runs `tasks` with at most `width` at a time. */
async function inParallel<T>(
  items: readonly T[],
  width: number,
  task: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        await task(items[index] as T, index);
      }
    }),
  );
}

/**
 * Emits `count` invoices under {@link benchFaultRules} and checks them against ARCA's records.
 *
 * @param options.count - invoices. @default 1000
 * @param options.waitMs - how long to wait for the last pending invoice. @default 600000
 * @param options.rules - the faults. @default benchFaultRules
 * @param options.onProgress - called about every 15 s with the invoices still pending.
 */
export async function measureEmissionsUnderFaults(
  options: {
    count?: number;
    waitMs?: number;
    rules?: SimulatorFaultRule[];
    onProgress?: (pending: number) => void;
  } = {},
): Promise<FaultFigures> {
  const count = options.count ?? 1000;
  const folder = await mkdtemp(join(tmpdir(), 'liqui-bench-faults-'));
  const port = await findFreePort();
  const loaded = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: String(port),
    LIQUI_DATA_DIR: join(folder, 'data'),
    LIQUI_WEB_DIR: join(folder, 'web'),
    DATABASE_URL: '',
    LIQUI_DEMO: '0',
    AFIP_TIMEOUT_MS: '1000',
  });
  if (!loaded.ok) throw new Error(`bench config: ${loaded.problems.join('; ')}`);
  const config = loaded.config;
  const logger = pino({ level: 'silent' });
  const database = await prepareDatabase(config);
  const box = createSecretBox(await resolveSecretKey(config));
  const signingKeys = await openSigningKeyRing({ database, box, dataDir: config.dataDir });
  const deps = { config, database, logger, signingKeys };
  const services = createServices(deps);
  const app = createApp(deps, services);
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${port}`;
  const worker = await startEmissionWorker({
    queue: services.jobs,
    database,
    wsfe: services.afip.wsfe,
    logger,
    retry: { retryDelaySeconds: 1, retryDelayMaxSeconds: 4, retryLimit: 10_000 },
    pollingIntervalSeconds: 0.5,
    concurrency: 8,
  });
  try {
    const apis = await Promise.all(
      issuerCuits.map(async (cuit) => {
        const userId = crypto.randomUUID();
        const email = `bench-${cuit}@liqui.test`;
        await services.users.createFromIdentity({ sub: userId, username: email, email });
        // An issuer that may invoice: a new account is INCOMPLETO, which the gating refuses.
        await services.users.updateFields(userId, {
          cuit,
          punto_venta: 1,
          estado_usuario: 'ACTIVO',
          estado_pago: 'ACTIVO',
        });
        const token = await signTestToken(signingKeys, { sub: userId, email });
        return createApiClient({
          baseUrl: `${baseUrl}/api`,
          getToken: () => token,
          onUnauthorized: () => undefined,
          validateResponses: false,
        });
      }),
    );
    const apiOf = (index: number) => apis[index % apis.length] as (typeof apis)[number];

    // Amounts 1,000.01, 1,000.02, … ARS: each invoice is recognisable in ARCA's records.
    const ids: string[] = new Array(count);
    const indexes = Array.from({ length: count }, (_, index) => index);
    await inParallel(indexes, 16, async (index) => {
      const draft = finalConsumerDraft(1000 + (index + 1) / 100);
      ids[index] = (await apiOf(index).call('createInvoice', { body: draft })).invoiceId;
    });

    await setSimulatorFaults(baseUrl, { rules: options.rules ?? benchFaultRules });
    const started = performance.now();
    await inParallel(indexes, 16, async (index) => {
      await apiOf(index).call('processInvoice', {
        params: { invoiceId: ids[index] as string },
        body: { action: 'PROCESS', estado: 'PENDING_AFIP' },
      });
    });

    const deadline = Date.now() + (options.waitMs ?? 600_000);
    let lastReport = 0;
    let pending = count;
    while (Date.now() < deadline) {
      const rows = await database.db
        .select({ estado: invoices.estado })
        .from(invoices)
        .where(inArray(invoices.invoiceId, ids));
      pending = rows.filter(
        (row) => row.estado === 'PENDING_AFIP' || row.estado === 'QUEUED',
      ).length;
      if (pending === 0) break;
      if (Date.now() - lastReport > 15_000) {
        options.onProgress?.(pending);
        lastReport = Date.now();
      }
      await sleep(250);
    }
    const elapsedMs = performance.now() - started;
    await setSimulatorFaults(baseUrl, null);

    const rows = await database.db.select().from(invoices).where(inArray(invoices.invoiceId, ids));
    const emitted = rows.filter((row) => row.estado === 'EMITTED');
    const byNumber = new Map<string, number>();
    for (const row of emitted) {
      const number = `${row.userCuit}-${row.nroDeComprobante ?? -1}`;
      byNumber.set(number, (byNumber.get(number) ?? 0) + 1);
    }
    let duplicateNumbers = [...byNumber.values()].filter((holders) => holders > 1).length;

    // ARCA's view: every voucher of each series, read back one by one.
    const wsfe = services.afip.wsfe;
    const vouchersByAmount = new Map<number, { cuit: string; nro: number; cae: string }[]>();
    for (const cuit of issuerCuits) {
      const last = await wsfe.ultimoAutorizado(cuit, 1, 11);
      for (let nro = 1; nro <= last; nro += 1) {
        const found = await wsfe.consultar(cuit, { cbteTipo: 11, ptoVta: 1, cbteNro: nro });
        if (!found.found) continue;
        const list = vouchersByAmount.get(found.voucher.impTotalCents) ?? [];
        list.push({ cuit, nro, cae: found.voucher.cae });
        vouchersByAmount.set(found.voucher.impTotalCents, list);
      }
    }
    let lostInvoices = rows.length - emitted.length + (count - rows.length);
    let orphanVouchers = 0;
    for (const row of rows) {
      const vouchers = vouchersByAmount.get(row.importeTotalCents) ?? [];
      if (vouchers.length > 1) duplicateNumbers += 1;
      if (
        row.estado === 'EMITTED' &&
        !vouchers.some(
          (voucher) =>
            voucher.cuit === row.userCuit &&
            voucher.nro === row.nroDeComprobante &&
            voucher.cae === row.cae,
        )
      ) {
        lostInvoices += 1;
      }
      if (row.estado !== 'EMITTED' && vouchers.length > 0) orphanVouchers += vouchers.length;
    }
    const amounts = new Set(rows.map((row) => row.importeTotalCents));
    for (const [amount, vouchers] of vouchersByAmount) {
      if (!amounts.has(amount)) orphanVouchers += vouchers.length;
    }
    return {
      count,
      emitted: emitted.length,
      rejected: rows.filter((row) => row.estado === 'REJECTED').length,
      pending,
      duplicateNumbers,
      lostInvoices,
      orphanVouchers,
      failedAttempts: rows.reduce((sum, row) => sum + row.attempts, 0),
      elapsedMs,
    };
  } finally {
    await worker.stop();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      if ('closeAllConnections' in server) server.closeAllConnections();
    });
    await services.jobs.stop();
    await database.close();
    await rm(folder, { recursive: true, force: true });
  }
}

/** The report lines. */
export function formatEmissionsUnderFaults(figures: FaultFigures): string {
  return [
    `${figures.count} emissions by ${issuerCuits.length} taxpayers under injected faults (FECAESolicitar 5% HTTP 500, 3% timeout, 4% lost answer; FECompUltimoAutorizado 3% and FECompConsultar 5% HTTP 500)`,
    `  duplicate numbers ${figures.duplicateNumbers}   lost invoices ${figures.lostInvoices}   orphan vouchers ${figures.orphanVouchers}`,
    `  emitted ${figures.emitted}   rejected ${figures.rejected}   still pending ${figures.pending}   failed attempts ${figures.failedAttempts}   ${(figures.elapsedMs / 1000).toFixed(1)} s until none pending`,
  ].join('\n');
}
