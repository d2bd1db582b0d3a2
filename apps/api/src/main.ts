#!/usr/bin/env node
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { loadConfigOrExit } from './config.js';
import { prepareDatabase } from './db/prepare.js';
import { createLogger } from './logger.js';

/**
 * The process entry (`npm start`, `liqui-api`): loads the config (exits 1 with one line per
 * problem), opens, migrates and seeds the database, builds the app and listens on PORT. On SIGINT
 * or SIGTERM it stops accepting connections, closes the database and exits 0.
 * Source: ARCHITECTURE.md "Runtime" and "apps/api" (`src/main.ts`).
 */
async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfigOrExit(process.env);
  const logger = createLogger(config, { isTerminal: process.stdout.isTTY === true });

  let database: Awaited<ReturnType<typeof prepareDatabase>>;
  try {
    database = await prepareDatabase(config);
  } catch (error) {
    logger.fatal({ err: error }, 'Could not prepare the database');
    process.exit(1);
  }

  const app = createApp({ config, database, logger });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const port = (info as AddressInfo).port;
    logger.info(
      {
        port,
        database: database.kind,
        seeded: database.wasSeeded,
        startMs: Math.round(performance.now() - started),
      },
      `Liqui is ready at http://localhost:${port} (database: ${database.description}${database.wasSeeded ? ', reference tables loaded' : ''})`,
    );
  });

  server.on('error', async (error: NodeJS.ErrnoException) => {
    const reason =
      error.code === 'EADDRINUSE'
        ? `port ${config.port} is already in use (choose another with PORT)`
        : error.message;
    logger.fatal({ err: error }, `Could not listen on ${config.host}:${config.port}: ${reason}`);
    await database.close();
    process.exit(1);
  });

  let isStopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (isStopping) {
      logger.warn({ signal }, 'Second signal: exiting now');
      process.exit(1);
    }
    isStopping = true;
    logger.info({ signal }, 'Stopping Liqui');
    // Idle keep-alive sockets close now; requests in flight get 5 s to finish.
    const forceClose = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, 5_000);
    forceClose.unref();
    server.close(async () => {
      try {
        await database.close();
        logger.info('Liqui stopped');
        process.exit(0);
      } catch (error) {
        logger.error({ err: error }, 'Error closing the database');
        process.exit(1);
      }
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

await main();
