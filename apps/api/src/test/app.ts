import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { pino } from 'pino';
import { inject } from 'vitest';
import { type AppServices, createApp, createServices } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { Logger } from '../logger.js';
import { createDemoArcaSimulator } from '../sandboxes/arca.js';
import { generateSigningKeys, type SigningKeys } from '../secrets/signing-keys.js';

/**
 * The signing keys of test apps that are not given their own: one RS256 pair per test file
 * (generated when the file first imports this module). Sign test tokens with them
 * (`signTestToken(testSigningKeys, …)` in `tokens.ts`).
 */
export const testSigningKeys: SigningKeys = await generateSigningKeys();

/** A new folder inside the run's scratch folder (the global setup removes it at the end). */
function scratchFolder(): string {
  return mkdtempSync(join(inject('scratchDir'), 'config-'));
}

/**
 * A valid config for tests: silent logs, data and web folders in a fresh temporary folder
 * (the web folder does not exist unless the test creates it), plus `env` overrides.
 */
export function createTestConfig(env: Record<string, string> = {}): Config {
  const folder = scratchFolder();
  const result = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    LIQUI_DATA_DIR: join(folder, 'data'),
    LIQUI_WEB_DIR: join(folder, 'web'),
    ...env,
  });
  if (!result.ok) throw new Error(`Test config is invalid: ${result.problems.join('; ')}`);
  return result.config;
}

/** A logger that keeps its lines in memory (`lines`), for asserting on logs. */
export function createMemoryLogger(): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { logger, lines };
}

/**
 * The app over `database` with a test config (see {@link createTestConfig}), a silent logger and
 * {@link testSigningKeys}, unless given.
 */
export function createTestApp(options: TestAppOptions) {
  return createTestContext(options).app;
}

/** Options of {@link createTestApp} and {@link createTestContext}. */
export type TestAppOptions = {
  database: Database;
  config?: Config;
  logger?: Logger;
  signingKeys?: SigningKeys;
  /** The clock (see {@link createTestClock}). @default the real one */
  now?: () => Date;
  /**
   * The random source of the ARCA simulator's fault rules with a `probability` (a seeded one, see
   * `random.ts`). @default Math.random
   */
  simulatorRandom?: () => number;
};

/**
 * Like {@link createTestApp}, also returning the services the app was built with (the identity
 * service, the mailer, …) and its dependencies.
 */
export function createTestContext(options: TestAppOptions) {
  const deps = {
    config: options.config ?? createTestConfig(),
    database: options.database,
    logger: options.logger ?? pino({ level: 'silent' }),
    signingKeys: options.signingKeys ?? testSigningKeys,
    ...(options.now ? { now: options.now } : {}),
  };
  const services: AppServices = createServices(deps);
  if (options.simulatorRandom && services.afipSimulator) {
    // Built again with the seeded random source (nothing was written to its state file yet).
    services.afipSimulator = createDemoArcaSimulator({ ...deps, random: options.simulatorRandom });
  }
  return { app: createApp(deps, services), services, deps };
}

/**
 * A clock tests move: `now()` starts at the real time (ALTCHA checks expiry against the real clock
 * too) and only moves when told.
 */
export function createTestClock(start: Date = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    /** Moves the clock forward by `ms` milliseconds. */
    advance: (ms: number) => {
      current += ms;
    },
  };
}
