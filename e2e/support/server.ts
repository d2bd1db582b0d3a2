import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the built server entry point (`npm run build` produces it). */
export const serverEntry = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../apps/api/dist/main.js',
);

/** A running Liqui server started from the built entry point. */
export type RunningServer = {
  /** `http://127.0.0.1:<port>` */
  readonly baseUrl: string;
  /** The data directory (PGlite, keys, files); a temporary one is removed by `stop()`. */
  readonly dataDir: string;
  /** Everything the process printed so far (stdout and stderr). */
  readonly output: () => string;
  /** SIGTERM, wait for the exit, then remove the data directory. */
  readonly stop: () => Promise<void>;
};

/** Asks the OS for a free TCP port on the loopback interface. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * Polls `GET <baseUrl>/api/health` until it answers 200.
 *
 * @throws Error when `timeoutMs` passes first or the process exits.
 */
export async function waitForHealth(
  baseUrl: string,
  options: { timeoutMs: number; child?: ChildProcess },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    if (options.child && options.child.exitCode !== null) {
      throw new Error(`server exited with code ${options.child.exitCode}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not healthy after ${options.timeoutMs} ms`);
}

/**
 * Starts the built server on a free port, waits for `/api/health` 200 and returns a handle to
 * stop it. Without `dataDir` it uses a fresh temporary data directory (PGlite) that `stop()`
 * removes; with one (e.g. to measure a second start) the directory is kept. `nodeArgs` go to
 * `node` before the entry point (e.g. `--cpu-prof`, which `NODE_OPTIONS` refuses).
 */
export async function startServer(
  options: {
    env?: Record<string, string>;
    timeoutMs?: number;
    dataDir?: string;
    nodeArgs?: readonly string[];
  } = {},
): Promise<RunningServer> {
  const port = await findFreePort();
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'liqui-e2e-')));
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LIQUI_DATA_DIR: join(dataDir, 'data'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Every journey signs in from 127.0.0.1: the per-address limit (20 per 15 min, tested in
      // apps/api/src/identity/address-limits.test.ts) would throttle the suite itself.
      IDENTITY_ADDRESS_LIMIT: '100000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, { timeoutMs: options.timeoutMs ?? 180_000, child });
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`);
  }
  return { baseUrl, dataDir, output: () => output, stop };
}
