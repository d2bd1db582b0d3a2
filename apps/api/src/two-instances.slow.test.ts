import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localIdentity } from './config.js';
import { createScratchPostgresDatabase } from './test/database.js';
import { freePort } from './test/free-port.js';

/**
 * Two instances behind a load balancer (issue 11 item 12): two processes of the built server on
 * one PostgreSQL database, each with its own data directory (two machines) and the same
 * `LIQUI_SECRET_KEY`, started in the same second with demo data. A token from one is accepted by
 * the other, a sign-up started on one (human check included) is confirmed on the other, and both
 * emit invoices. PostgreSQL only (`npm run test:slow` with `TEST_DATABASE_URL`).
 */

const serverEntry = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const demoPassword = 'Dos-Instancias-2026';
const secretKey = 'clave-compartida-de-las-dos-instancias-2026';

type Instance = { baseUrl: string; child: ChildProcess; output: () => string };

async function startInstance(databaseUrl: string, dataDir: string): Promise<Instance> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      LIQUI_DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LIQUI_SECRET_KEY: secretKey,
      LIQUI_DEMO: '1',
      LIQUI_DEMO_PASSWORD: demoPassword,
      IDENTITY_ADDRESS_LIMIT: '100000',
      EMISSION_RETRY_DELAY_SECONDS: '1',
      EMISSION_RETRY_MAX_SECONDS: '2',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { baseUrl: `http://127.0.0.1:${port}`, child, output: () => output };
}

async function waitUntilReady(instance: Instance, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null) {
      throw new Error(`instance exited (${instance.child.exitCode}):\n${instance.output()}`);
    }
    try {
      const response = await fetch(`${instance.baseUrl}/api/health/ready`);
      if (response.status === 200 && instance.output().includes('Cuentas demo')) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`instance not ready after ${timeoutMs} ms:\n${instance.output()}`);
}

async function identity(instance: Instance, operation: string, body: unknown) {
  const response = await fetch(`${instance.baseUrl}/identity`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function signIn(instance: Instance, email: string, password: string): Promise<string> {
  const answer = await identity(instance, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
    ClientId: localIdentity.clientId,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.AuthenticationResult as { IdToken: string }).IdToken;
}

async function api(instance: Instance, token: string, path: string, init: RequestInit = {}) {
  return fetch(`${instance.baseUrl}/api${path}`, {
    ...init,
    headers: { Authorization: token, 'Content-Type': 'application/json', ...init.headers },
  });
}

describe.runIf(process.env.LIQUI_TEST_DB === 'postgres')('two instances on one database', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgresDatabase>>;
  let first: Instance;
  let second: Instance;
  const dataDirs: string[] = [];

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase();
    for (let index = 0; index < 2; index += 1) {
      dataDirs.push(await mkdtemp(join(inject('scratchDir'), `instance-${index}-`)));
    }
    // The same second, on an empty database: both migrate, seed and create the demo data.
    [first, second] = (await Promise.all(
      dataDirs.map((dataDir) => startInstance(scratch.url, dataDir)),
    )) as [Instance, Instance];
    await Promise.all([waitUntilReady(first), waitUntilReady(second)]);
  }, 240_000);

  afterAll(async () => {
    for (const instance of [first, second]) {
      if (instance && instance.child.exitCode === null) {
        const exited = new Promise((resolve) => instance.child.once('exit', resolve));
        instance.child.kill('SIGTERM');
        await exited;
      }
    }
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
      const response = await api(instance, token, '/root/users/me');
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
    const signUp = await identity(second, 'SignUp', {
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
    const confirmed = await identity(first, 'ConfirmSignUp', {
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
      const created = await api(instance, token, '/root/invoices', {
        method: 'POST',
        body: JSON.stringify(draft),
      });
      expect(created.status).toBe(201);
      const { invoiceId } = (await created.json()) as { invoiceId: string };
      const processed = await api(instance, token, `/root/invoices/${invoiceId}`, {
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
          await api(instance, token, `/root/invoices/${invoiceId}`)
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
