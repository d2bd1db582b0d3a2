import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { localIdentity } from '../config.js';
import { freePort } from './free-port.js';

/**
 * The built programs run as child processes by the slow tests of a deployment's shape (several
 * Liqui processes on one PostgreSQL database, the stand-ins running alone): `two-instances`,
 * `roles` and `tiers` (`*.slow.test.ts`). Each is spawned on a free port of 127.0.0.1 and talked
 * to over real HTTP only. Build them first: `npx turbo run build --filter=@liqui/api
 * --filter=@liqui/arca-simulator --filter=@liqui/mercadopago-sandbox`.
 */

/** A program a test started: its root URL, the child process and everything it printed so far. */
export type ServedProcess = {
  /** `http://127.0.0.1:<port>`, no trailing `/`. */
  baseUrl: string;
  child: ChildProcess;
  /** stdout and stderr as received, interleaved. */
  output: () => string;
};

/** The built entries: the product's server and the two stand-ins running alone. */
export const builtEntries = {
  liqui: fileURLToPath(new URL('../../dist/main.js', import.meta.url)),
  arcaSimulator: fileURLToPath(new URL('../../../arca-simulator/dist/main.js', import.meta.url)),
  mercadoPagoSandbox: fileURLToPath(
    new URL('../../../mercadopago-sandbox/dist/main.js', import.meta.url),
  ),
} as const;

/**
 * Spawns `entry` with this process's environment plus `env`, `PORT` a free port and `HOST`
 * 127.0.0.1, keeping its output. Returns at once (see {@link waitUntilAnswers}).
 */
export async function spawnServed(
  entry: string,
  env: Record<string, string>,
): Promise<ServedProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
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

/**
 * Polls `GET <baseUrl><path>` every 100 ms until it answers 200 and the output holds `marker`
 * (when given).
 *
 * @throws Error with the process's output when it exits first or after `timeoutMs` (default
 *   120 s).
 */
export async function waitUntilAnswers(
  served: ServedProcess,
  path: string,
  options: { marker?: string; timeoutMs?: number } = {},
): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 120_000;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (served.child.exitCode !== null) {
      throw new Error(`process exited (${served.child.exitCode}):\n${served.output()}`);
    }
    try {
      const response = await fetch(`${served.baseUrl}${path}`);
      await response.body?.cancel();
      if (
        response.status === 200 &&
        (options.marker === undefined || served.output().includes(options.marker))
      ) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} not ready after ${timeoutMs} ms:\n${served.output()}`);
}

/**
 * Stops a started process with `signal` (default SIGTERM) and waits for its exit.
 *
 * @returns its exit code (null when a signal ended it); null for `undefined`; the code it had
 *   when it exited before.
 */
export async function stopProcess(
  served: ServedProcess | undefined,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<number | null> {
  if (!served) return null;
  if (served.child.exitCode !== null || served.child.signalCode !== null) {
    return served.child.exitCode;
  }
  const exited = new Promise<number | null>((resolve) =>
    served.child.once('exit', (code) => resolve(code)),
  );
  served.child.kill(signal);
  return exited;
}

/** Options of {@link startLiqui}. */
export type LiquiProcessOptions = {
  /** The shared PostgreSQL database (`DATABASE_URL`). */
  databaseUrl: string;
  /** `LIQUI_DATA_DIR`: one folder per machine. */
  dataDir: string;
  /** `LIQUI_SECRET_KEY`: the same for every process of one deployment. */
  secretKey: string;
  /** `LIQUI_DEMO_PASSWORD` of the demo accounts (`LIQUI_DEMO=1`). */
  demoPassword: string;
  /** More variables, applied last (`LIQUI_ROLE`, `AFIP_SANDBOX_URL`, `LOG_LEVEL`…). */
  env?: Record<string, string>;
};

/**
 * The built server (`apps/api/dist/main.js`) as a test deployment runs it: `NODE_ENV=test`,
 * `LOG_LEVEL=warn`, the demo data on (`LIQUI_DEMO=1`), emission retries after 1 s up to 2 s, then
 * `options.env`. Returns at once; wait with {@link waitUntilAnswers} on `/api/health/ready`
 * (`marker: 'Cuentas demo'` for a process that prints the demo accounts, the last lines of its
 * start).
 */
export function startLiqui(options: LiquiProcessOptions): Promise<ServedProcess> {
  return spawnServed(builtEntries.liqui, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    LIQUI_DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl,
    LIQUI_SECRET_KEY: options.secretKey,
    LIQUI_DEMO: '1',
    LIQUI_DEMO_PASSWORD: options.demoPassword,
    EMISSION_RETRY_DELAY_SECONDS: '1',
    EMISSION_RETRY_MAX_SECONDS: '2',
    ...options.env,
  });
}

/**
 * The ARCA simulator running alone (`apps/arca-simulator/dist/main.js`, ARCA's paths at its root,
 * dev controls on), ready when its WSFEv1 WSDL answers.
 *
 * @param options.trustedCertificates - the PEM files WSAA trusts (read on every login, so a
 *   certificate a Liqui process writes at its first start counts).
 * @param options.dataFile - its journal of vouchers and logins.
 * @param options.secret - the ticket secret.
 * @param options.env - more variables (`AFIP_SANDBOX_LATENCY_MS`…).
 */
export async function startArcaSimulator(options: {
  trustedCertificates: string[];
  dataFile: string;
  secret: string;
  env?: Record<string, string>;
}): Promise<ServedProcess> {
  const simulator = await spawnServed(builtEntries.arcaSimulator, {
    LOG_LEVEL: 'warn',
    ARCA_SIMULATOR_TRUSTED_CERTS: options.trustedCertificates.join(','),
    ARCA_SIMULATOR_DATA_FILE: options.dataFile,
    ARCA_SIMULATOR_SECRET: options.secret,
    ...options.env,
  });
  await waitUntilAnswers(simulator, '/wsfev1/service.asmx?WSDL', { timeoutMs: 30_000 });
  return simulator;
}

/**
 * The Mercado Pago sandbox running alone (`apps/mercadopago-sandbox/dist/main.js`, Mercado Pago's
 * paths at its root, in memory, no webhook URL), ready when its catalogue answers.
 */
export async function startMercadoPagoSandbox(): Promise<ServedProcess> {
  const sandbox = await spawnServed(builtEntries.mercadoPagoSandbox, { LOG_LEVEL: 'warn' });
  await waitUntilAnswers(sandbox, '/v1/identification_types?public_key=TEST-prueba', {
    timeoutMs: 30_000,
  });
  return sandbox;
}

/** One call to the local identity provider (`POST /identity`, Cognito's JSON protocol). */
export async function callIdentity(served: ServedProcess, operation: string, body: unknown) {
  const response = await fetch(`${served.baseUrl}/identity`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * Signs in through `served`'s identity provider (USER_PASSWORD_AUTH) and returns the id token;
 * fails the test unless it answers 200.
 */
export async function signIn(
  served: ServedProcess,
  email: string,
  password: string,
): Promise<string> {
  const answer = await callIdentity(served, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
    ClientId: localIdentity.clientId,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.AuthenticationResult as { IdToken: string }).IdToken;
}

/** `fetch` of `<baseUrl>/api<path>` with the token and a JSON content type. */
export function callApi(
  served: ServedProcess,
  token: string,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  return fetch(`${served.baseUrl}/api${path}`, {
    ...init,
    headers: { Authorization: token, 'Content-Type': 'application/json', ...init.headers },
  });
}
