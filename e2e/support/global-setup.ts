import type { FullConfig } from '@playwright/test';
import { demoPassword } from './identity';
import { startServer } from './server';

/**
 * Starts one real Liqui server (with its demo accounts, password {@link demoPassword}, and emission
 * retries every 2–4 s) for the whole run and exposes its address to the workers through
 * `LIQUI_E2E_BASE_URL` (environment set here is inherited by the worker processes).
 * Returns the teardown that stops it and removes its data directory.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  // Short emission retries: the outage journey waits for the invoice sent during the outage.
  const server = await startServer({
    env: {
      LIQUI_DEMO_PASSWORD: demoPassword,
      EMISSION_RETRY_DELAY_SECONDS: '2',
      EMISSION_RETRY_MAX_SECONDS: '4',
      // ARCA's status badge follows the simulator's faults within a second.
      AFIP_STATUS_CACHE_MS: '1000',
    },
  });
  process.env.LIQUI_E2E_BASE_URL = server.baseUrl;
  return server.stop;
}
