import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type ApiClient, createApiClient } from '@liqui/api-client';
import { createRemoteLedger } from '@liqui/arca-simulator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoAccounts } from './demo/demo-accounts.js';
import { demoCollaboratorCount, demoCollaboratorCuit } from './demo/seed-demo-batch.js';
import { createScratchPostgresDatabase } from './test/database.js';
import { type MassCompany, submitMassBatch } from './test/mass-batch.js';
import {
  callApi,
  type ServedProcess,
  signIn,
  startArcaSimulator,
  startLiqui,
  startMercadoPagoSandbox,
  stopProcess,
  waitUntilAnswers,
} from './test/server-process.js';

/**
 * The production shape (issue 26 item 2 and its acceptance): two `LIQUI_ROLE=api` processes and
 * one `LIQUI_ROLE=worker` process of the built server on one PostgreSQL database, each on its own
 * `LIQUI_DATA_DIR` (three machines; no file of this test crosses them) with the same
 * `LIQUI_SECRET_KEY`, and the stand-ins running alone, as a staging copy runs them: one ARCA
 * simulator (`apps/arca-simulator`) that every process reaches through `AFIP_SANDBOX_URL`,
 * trusting each one's sandbox certificate, and one Mercado Pago sandbox
 * (`apps/mercadopago-sandbox`) through `MERCADOPAGO_SANDBOX_URL`, so the worker depends on no
 * API process. The demo company (`empresa@liqui.test`, its five collaborators) signs in on API 1;
 * its token is accepted by API 2; a batch of 300 invoices is staged and confirmed through API 1,
 * and API 1 is killed with SIGKILL once the worker has emitted part of it. The batch is followed
 * through API 2 to its end, then: every row has exactly one invoice, EMITTED with a CAE; no
 * (CUIT, punto de venta, tipo, número) twice, among the invoices or among the vouchers ARCA (the
 * simulator, `GET /control/vouchers?cuit=`) authorized; ARCA holds exactly the invoices' vouchers,
 * CAE for CAE. The simulator answers every SOAP call after 300 ms and the worker emits two series
 * at a time, so the batch is emitted in waves over several seconds and the kill lands in the
 * middle. PostgreSQL only (`npm run test:slow` with `TEST_DATABASE_URL`).
 */

const demoPassword = 'Tres-Procesos-2026';
const secretKey = 'clave-compartida-de-los-tres-procesos-2026';
const batchSize = 300;
const company = demoAccounts.find((account) => account.email === 'empresa@liqui.test')!;
const collaboratorCuits = Array.from({ length: demoCollaboratorCount }, (_, index) =>
  demoCollaboratorCuit(index + 1),
);

type BatchInvoiceRow = {
  batch_fila: number;
  estado: string;
  user_cuit: string;
  punto_venta: number;
  tipo_de_comprobante: number;
  nro_de_comprobante: number | null;
  cae: string | null;
};

describe.runIf(process.env.LIQUI_TEST_DB === 'postgres')(
  'two API processes and a worker on one database',
  () => {
    let scratch: Awaited<ReturnType<typeof createScratchPostgresDatabase>>;
    let client: pg.Client;
    let arca: ServedProcess;
    let mercadoPago: ServedProcess;
    let api1: ServedProcess;
    let api2: ServedProcess;
    let worker: ServedProcess;
    let token: string;
    const dataDirs: string[] = [];

    /** A typed client of `served`'s API with the company's token. */
    const clientOf = (served: ServedProcess): ApiClient =>
      createApiClient({
        baseUrl: `${served.baseUrl}/api`,
        getToken: () => token,
        onUnauthorized: () => {
          throw new Error(`${served.baseUrl} refused the company's token`);
        },
      });

    beforeAll(async () => {
      scratch = await createScratchPostgresDatabase();
      client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      for (const name of ['api-1', 'api-2', 'worker']) {
        dataDirs.push(await mkdtemp(join(inject('scratchDir'), `tiers-${name}-`)));
      }
      [arca, mercadoPago] = await Promise.all([
        startArcaSimulator({
          // Each process's sandbox certificate, generated at its first start.
          trustedCertificates: dataDirs.map((dataDir) => join(dataDir, 'afip', 'sandbox-cert.pem')),
          dataFile: join(dataDirs[2]!, 'arca-simulator-alone.jsonl'),
          secret: secretKey,
          env: { AFIP_SANDBOX_LATENCY_MS: '300' },
        }),
        startMercadoPagoSandbox(),
      ]);
      const standIns = {
        AFIP_SANDBOX_URL: arca.baseUrl,
        MERCADOPAGO_SANDBOX_URL: mercadoPago.baseUrl,
      };
      // The same second, on an empty database: all three migrate; the API processes create the
      // demo data (one of them, under a lock) and print the demo accounts.
      [api1, api2, worker] = (await Promise.all(
        (['api', 'api', 'worker'] as const).map((role, index) =>
          startLiqui({
            databaseUrl: scratch.url,
            dataDir: dataDirs[index]!,
            secretKey,
            demoPassword,
            env: {
              ...standIns,
              LIQUI_ROLE: role,
              IDENTITY_ADDRESS_LIMIT: '100000',
              ...(role === 'worker'
                ? { LOG_LEVEL: 'info', LOG_FORMAT: 'json', EMISSION_CONCURRENCY: '2' }
                : {}),
            },
          }),
        ),
      )) as [ServedProcess, ServedProcess, ServedProcess];
      await Promise.all([
        waitUntilAnswers(api1, '/api/health/ready', { marker: 'Cuentas demo' }),
        waitUntilAnswers(api2, '/api/health/ready', { marker: 'Cuentas demo' }),
        waitUntilAnswers(worker, '/api/health/ready', { marker: '"role":"worker"' }),
      ]);
    }, 180_000);

    afterAll(async () => {
      for (const served of [worker, api1, api2, mercadoPago, arca]) await stopProcess(served);
      await client?.end();
      await scratch?.drop();
      await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    }, 60_000);

    it('accepts on API 2 the token of a sign-in on API 1', async () => {
      token = await signIn(api1, company.email, demoPassword);
      const me = await callApi(api2, token, '/root/users/me');
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ email: company.email, cuit: company.company?.cuit });
    });

    it('a batch confirmed on API 1, API 1 killed with -9 while the worker emits it: finished through API 2, 0 duplicates, 0 lost', async () => {
      const me = await clientOf(api1).call('getMe');
      const demoCompany: MassCompany = {
        userId: me.user_id,
        email: company.email,
        cuit: company.company!.cuit,
        razonSocial: company.company!.razonSocial,
        domicilio: company.company!.domicilio,
        collaboratorCuits,
      };
      const batch = await submitMassBatch(clientOf(api1), demoCompany, {
        count: batchSize,
        name: 'Lote de los tres procesos',
      });
      expect(batch.invoiceIds).toHaveLength(batchSize);

      const emitted = async (): Promise<number> => {
        const { rows } = await client.query<{ count: string }>(
          `SELECT count(*) FROM invoices WHERE batch_id = $1 AND estado = 'EMITTED'`,
          [batch.batchId],
        );
        return Number(rows[0]!.count);
      };
      let emittedAtKill = 0;
      for (const deadline = Date.now() + 60_000; emittedAtKill === 0; ) {
        if (Date.now() > deadline) throw new Error(`nothing emitted in 60 s:\n${worker.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        emittedAtKill = await emitted();
      }
      expect(await stopProcess(api1, 'SIGKILL')).toBeNull();
      expect(api1.child.signalCode).toBe('SIGKILL');
      expect(emittedAtKill).toBeLessThan(batchSize);

      // Followed through API 2 (the batch view's progress) until every invoice is settled.
      const api = clientOf(api2);
      let progress = await api.call('getBatch', { params: { batchId: batch.batchId } });
      for (const deadline = Date.now() + 120_000; progress.processed < progress.total; ) {
        if (Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
        progress = await api.call('getBatch', { params: { batchId: batch.batchId } });
      }
      expect(progress, worker.output().slice(-4_000)).toMatchObject({
        estado: 'CONFIRMADO',
        total: batchSize,
        processed: batchSize,
        approved: batchSize,
        rejected: 0,
      });
      expect(worker.child.exitCode).toBeNull();

      // 0 lost: every row has exactly one invoice, EMITTED with a CAE.
      const { rows } = await client.query<BatchInvoiceRow>(
        `SELECT batch_fila, estado, user_cuit, punto_venta, tipo_de_comprobante,
                nro_de_comprobante, cae
           FROM invoices WHERE batch_id = $1 ORDER BY batch_fila`,
        [batch.batchId],
      );
      expect(rows.map((row) => row.batch_fila)).toEqual(
        Array.from({ length: batchSize }, (_, index) => index + 1),
      );
      expect(
        rows.filter((row) => row.estado !== 'EMITTED' || !/^\d{14}$/.test(row.cae ?? '')),
      ).toEqual([]);
      const voucherKey = (voucher: { cuit: string; ptoVta: number; tipo: number; nro: number }) =>
        `${voucher.cuit}/${voucher.ptoVta}/${voucher.tipo}/${voucher.nro}`;
      // 0 duplicates among the invoices: each issuer's numbers, demo history included, are 1..n.
      const { rows: issued } = await client.query<BatchInvoiceRow>(
        `SELECT user_cuit, punto_venta, tipo_de_comprobante, nro_de_comprobante, cae
           FROM invoices WHERE user_cuit = ANY($1) AND cae IS NOT NULL`,
        [collaboratorCuits],
      );
      expect(issued.length).toBeGreaterThan(batchSize);
      const caeOf = new Map(
        issued.map((row) => [
          voucherKey({
            cuit: row.user_cuit,
            ptoVta: row.punto_venta,
            tipo: row.tipo_de_comprobante,
            nro: row.nro_de_comprobante as number,
          }),
          row.cae,
        ]),
      );
      expect(caeOf.size).toBe(issued.length);
      expect(new Set(issued.map((row) => row.cae)).size).toBe(issued.length);
      for (const cuit of collaboratorCuits) {
        const numbers = issued
          .filter((row) => row.user_cuit === cuit)
          .map((row) => row.nro_de_comprobante as number)
          .sort((a, b) => a - b);
        expect(numbers, cuit).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
      }

      // 0 duplicates in ARCA, and ARCA holds exactly the invoices' vouchers, CAE for CAE.
      const ledger = createRemoteLedger({ baseUrl: arca.baseUrl });
      const vouchers = (
        await Promise.all(collaboratorCuits.map((cuit) => ledger.vouchers({ cuit })))
      ).flat();
      const authorized = new Map(
        vouchers.map((voucher) => [
          voucherKey({
            cuit: voucher.cuit,
            ptoVta: voucher.ptoVta,
            tipo: voucher.cbteTipo,
            nro: voucher.cbteNro,
          }),
          voucher.cae,
        ]),
      );
      expect(authorized.size).toBe(vouchers.length);
      expect(authorized).toEqual(caeOf);
      console.info(
        `tiers: API 1 killed with ${emittedAtKill} of ${batchSize} emitted; the worker emitted the rest`,
      );
    }, 180_000);
  },
);
