import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localIdentity } from './config.js';
import { createScratchPostgresDatabase } from './test/database.js';
import {
  callApi,
  callIdentity,
  type ServedProcess,
  signIn,
  startArcaSimulator,
  startLiqui,
  stopProcess,
  waitUntilAnswers,
} from './test/server-process.js';

/**
 * Two instances behind a load balancer (issue 11 item 12): two processes of the built server on
 * one PostgreSQL database, each with its own data directory (two machines) and the same
 * `LIQUI_SECRET_KEY`, started in the same second with demo data. A token from one is accepted by
 * the other, a sign-up started on one (human check included) is confirmed on the other, and both
 * emit invoices. "ARCA" is one ARCA simulator running alone (`apps/arca-simulator`, built), which
 * both reach through `AFIP_SANDBOX_URL` (issue 26 item 1: its state is its own, no longer tables
 * of the shared database), trusting each instance's sandbox certificate; the demo seed authorizes
 * the demo vouchers through its dev controls. PostgreSQL only (`npm run test:slow` with
 * `TEST_DATABASE_URL`).
 */

const demoPassword = 'Dos-Instancias-2026';
const secretKey = 'clave-compartida-de-las-dos-instancias-2026';

describe.runIf(process.env.LIQUI_TEST_DB === 'postgres')('two instances on one database', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgresDatabase>>;
  let first: ServedProcess;
  let second: ServedProcess;
  let arca: ServedProcess;
  const dataDirs: string[] = [];

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase();
    for (let index = 0; index < 2; index += 1) {
      dataDirs.push(await mkdtemp(join(inject('scratchDir'), `instance-${index}-`)));
    }
    // Each instance's sandbox certificate, generated at its first start (read on every login).
    arca = await startArcaSimulator({
      trustedCertificates: dataDirs.map((dataDir) => join(dataDir, 'afip', 'sandbox-cert.pem')),
      dataFile: join(dataDirs[0]!, 'arca-simulator-alone.jsonl'),
      secret: secretKey,
    });
    // The same second, on an empty database: both migrate, seed and create the demo data.
    [first, second] = (await Promise.all(
      dataDirs.map((dataDir) =>
        startLiqui({
          databaseUrl: scratch.url,
          dataDir,
          secretKey,
          demoPassword,
          env: { IDENTITY_ADDRESS_LIMIT: '100000', AFIP_SANDBOX_URL: arca.baseUrl },
        }),
      ),
    )) as [ServedProcess, ServedProcess];
    const ready = { marker: 'Cuentas demo' };
    await Promise.all([
      waitUntilAnswers(first, '/api/health/ready', ready),
      waitUntilAnswers(second, '/api/health/ready', ready),
    ]);
  }, 240_000);

  afterAll(async () => {
    for (const served of [first, second, arca]) await stopProcess(served);
    await scratch?.drop();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }, 60_000);

  it('both come up with the same demo accounts', async () => {
    for (const instance of [first, second]) {
      expect(instance.output()).toContain('contribuyente@liqui.test');
      expect(instance.child.exitCode).toBeNull();
    }
  });

  it('accepts on one instance the token signed in on the other, both ways', async () => {
    const fromFirst = await signIn(first, 'contribuyente@liqui.test', demoPassword);
    const fromSecond = await signIn(second, 'contribuyente@liqui.test', demoPassword);
    for (const [instance, token] of [
      [second, fromFirst],
      [first, fromSecond],
    ] as const) {
      const response = await callApi(instance, token, '/root/users/me');
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ email: 'contribuyente@liqui.test' });
    }
  });

  it('confirms on one instance a sign-up started on the other, human check included', async () => {
    const email = `dos-${randomUUID()}@liqui.test`;
    const challenge = (await (
      await fetch(`${first.baseUrl}/api/human-check/challenge`)
    ).json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const signUp = await callIdentity(second, 'SignUp', {
      ClientId: localIdentity.clientId,
      Username: email,
      Password: 'clave-segura-2026',
      UserAttributes: [{ Name: 'email', Value: email }],
      ClientMetadata: { altcha },
    });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
    const outbox = (await (
      await fetch(`${second.baseUrl}/dev/outbox.json?to=${encodeURIComponent(email)}`)
    ).json()) as { messages: { text: string }[] };
    const code = /\b(\d{6})\b/.exec(outbox.messages[0]?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const confirmed = await callIdentity(first, 'ConfirmSignUp', {
      ClientId: localIdentity.clientId,
      Username: email,
      ConfirmationCode: code,
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(await signIn(first, email, 'clave-segura-2026')).toBeTruthy();
  });

  it('emits invoices from both instances, each once, with consecutive numbers', async () => {
    const token = await signIn(first, 'contribuyente@liqui.test', demoPassword);
    const today = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Argentina/Buenos_Aires',
    }).format(new Date());
    const draft = {
      tipoDeComprobante: 11,
      tipoResponsable: 'consumidor-final',
      fecha: today,
      tipoDocumento: 99,
      nroDocumento: '0',
      formaDePago: 'contado',
      moneda: 'PES',
      concepto: 1,
      items: [{ codigo: '1', concepto: 'Servicio', unidad: 7, cantidad: 1, precio: 1500 }],
      importeTotal: 1500,
    };
    const ids: string[] = [];
    for (const instance of [first, second, first, second]) {
      const created = await callApi(instance, token, '/root/invoices', {
        method: 'POST',
        body: JSON.stringify(draft),
      });
      expect(created.status).toBe(201);
      const { invoiceId } = (await created.json()) as { invoiceId: string };
      const processed = await callApi(instance, token, `/root/invoices/${invoiceId}`, {
        method: 'PUT',
        body: JSON.stringify({ action: 'PROCESS', estado: 'PENDING_AFIP' }),
      });
      expect(processed.status).toBe(200);
      ids.push(invoiceId);
    }
    const numbers: number[] = [];
    for (const [index, invoiceId] of ids.entries()) {
      const instance = index % 2 === 0 ? second : first;
      const deadline = Date.now() + 90_000;
      let invoice: { estado: string; nroDeComprobante: number | null; cae: string | null };
      do {
        await new Promise((resolve) => setTimeout(resolve, 500));
        invoice = (await (
          await callApi(instance, token, `/root/invoices/${invoiceId}`)
        ).json()) as typeof invoice;
      } while (invoice.estado !== 'EMITTED' && Date.now() < deadline);
      expect(invoice.estado).toBe('EMITTED');
      expect(invoice.cae).toMatch(/^\d{14}$/);
      numbers.push(invoice.nroDeComprobante as number);
    }
    expect(new Set(numbers).size).toBe(numbers.length);
    const sorted = [...numbers].sort((a, b) => a - b);
    expect(sorted.at(-1)! - sorted[0]!).toBe(numbers.length - 1);
  }, 240_000);
});
