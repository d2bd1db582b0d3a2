#!/usr/bin/env node
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { pino } from 'pino';
import { readSimulatorEnvironment } from './environment.js';
import { createArcaSimulator } from './simulator.js';
import { createSimulatorStore } from './store.js';

/**
 * The ARCA simulator alone (`npm start -w @liqui/arca-simulator`, `liqui-arca-simulator`): reads
 * its settings (`environment.ts`; exits 1 with one line per problem), serves the simulator at the
 * root of `http://<HOST>:<PORT>` (ARCA's paths: `/ws/services/LoginCms`, `/wsfev1/service.asmx`…,
 * so Liqui's `AFIP_SANDBOX_URL=http://<HOST>:<PORT>` reaches it), logs one JSON line per start and
 * stops on SIGINT or SIGTERM (exit 0). A state file that is not the simulator's stops it with exit 1.
 */
function main(): void {
  const environment = readSimulatorEnvironment(process.env);
  if (!environment.ok) {
    for (const problem of environment.problems) console.error(`Invalid configuration: ${problem}`);
    process.exit(1);
  }
  const settings = environment.value;
  const logger = pino({ level: settings.logLevel, base: { service: 'arca-simulator' } });
  let store: ReturnType<typeof createSimulatorStore>;
  try {
    store = createSimulatorStore({ file: settings.dataFile });
  } catch (error) {
    logger.fatal({ err: error }, (error as Error).message);
    process.exit(1);
  }
  const simulator = createArcaSimulator({
    trustedCertificates: settings.trustedCertificates,
    ...(settings.ticketSecret === undefined ? {} : { ticketSecret: settings.ticketSecret }),
    ...(settings.fallbackCuit === undefined ? {} : { fallbackCuit: settings.fallbackCuit }),
    controls: settings.controls,
    faults: settings.faults,
    latencyMs: settings.latencyMs,
    store,
    logger,
  });
  simulator.app.notFound((c) =>
    c.json({ message: 'Recurso no encontrado', code: 'not_found' }, 404),
  );
  const server = serve(
    { fetch: simulator.app.fetch, port: settings.port, hostname: settings.host },
    (info) => {
      const port = (info as AddressInfo).port;
      logger.info(
        {
          port,
          state: store.description,
          vouchers: store.vouchers().length,
          trustedCertificates: settings.trustedCertificates,
          controls: settings.controls,
          isTicketSecretSet: settings.ticketSecret !== undefined,
        },
        `ARCA simulator ready at http://${settings.host}:${port}`,
      );
      if (settings.trustedCertificates.length === 0) {
        logger.warn(
          {},
          'No certificate is trusted (ARCA_SIMULATOR_TRUSTED_CERTS): every WSAA login is refused',
        );
      }
    },
  );
  server.on('error', (error: NodeJS.ErrnoException) => {
    logger.fatal({ err: error }, `Could not listen on ${settings.host}:${settings.port}`);
    process.exit(1);
  });
  const stop = () => {
    server.close(() => process.exit(0));
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main();
