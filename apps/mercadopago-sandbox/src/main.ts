#!/usr/bin/env node
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { pino } from 'pino';
import { readSandboxEnvironment } from './environment.js';
import { createMercadoPagoSandbox } from './sandbox.js';
import { createSandboxStore } from './store.js';

/**
 * The Mercado Pago sandbox alone (`npm start -w @liqui/mercadopago-sandbox`,
 * `liqui-mercadopago-sandbox`): reads its settings (`environment.ts`; exits 1 with one line per
 * problem), serves the sandbox at the root of `http://<HOST>:<PORT>` (MP's paths: `/v1/payments`,
 * `/control/faults`…), logs one JSON line per start and stops on SIGINT or SIGTERM (exit 0).
 */
function main(): void {
  const environment = readSandboxEnvironment(process.env);
  if (!environment.ok) {
    for (const problem of environment.problems) console.error(`Invalid configuration: ${problem}`);
    process.exit(1);
  }
  const settings = environment.value;
  const logger = pino({ level: settings.logLevel, base: { service: 'mercadopago-sandbox' } });
  const store = createSandboxStore({ file: settings.dataFile });
  const sandbox = createMercadoPagoSandbox({
    webhookSecret: settings.webhookSecret,
    webhookUrl: settings.webhookUrl,
    controls: settings.controls,
    faults: settings.faults,
    webhookRetryMs: settings.webhookRetryMs,
    store,
    logger,
  });
  sandbox.app.notFound((c) =>
    c.json({ message: 'not found', error: 'not_found', status: 404 }, 404),
  );
  const server = serve(
    { fetch: sandbox.app.fetch, port: settings.port, hostname: settings.host },
    (info) => {
      const port = (info as AddressInfo).port;
      logger.info(
        {
          port,
          webhookUrl: settings.webhookUrl ?? null,
          state: store.description,
          controls: settings.controls,
        },
        `Mercado Pago sandbox ready at http://${settings.host}:${port}`,
      );
    },
  );
  server.on('error', (error: NodeJS.ErrnoException) => {
    logger.fatal({ err: error }, `Could not listen on ${settings.host}:${settings.port}`);
    process.exit(1);
  });
  const stop = () => {
    sandbox.close();
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main();
