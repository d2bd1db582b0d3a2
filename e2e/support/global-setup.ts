import type { FullConfig } from '@playwright/test';
import { demoPassword } from './identity';
import { startServer } from './server';

/**
 * Starts one real Liqui server (with its demo accounts, password {@link demoPassword}) for the whole run and exposes its address to the workers through
 * `LIQUI_E2E_BASE_URL` (environment set here is inherited by the worker processes).
 * Returns the teardown that stops it and removes its data directory.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const server = await startServer({ env: { LIQUI_DEMO_PASSWORD: demoPassword } });
  process.env.LIQUI_E2E_BASE_URL = server.baseUrl;
  return server.stop;
}
