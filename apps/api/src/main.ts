#!/usr/bin/env node
import { serve } from '@hono/node-server';
import { pino } from 'pino';
import { createApp, createServices, createWorkerApp } from './app.js';
import { roleWarning, runsJobs, servesProduct } from './config/role.js';
import { sandboxWarning } from './config/sandboxes.js';
import { loadConfigOrExit } from './config.js';
import { startAutoAnalyze } from './db/auto-analyze.js';
import { prepareDatabase } from './db/prepare.js';
import { withSessionLock } from './db/session-lock.js';
import { type DemoSeedResult, formatDemoAccounts, seedDemoAccounts } from './demo/seed-demo.js';
import { startWorkers, type Workers } from './jobs/start-workers.js';
import { createLogger, type Logger } from './logger.js';
import { demoArcaLedger, restoreDemoArcaVouchers } from './sandboxes/arca.js';
import { createSecretBox, SecretKeyMismatchError } from './secrets/secret-box.js';
import { resolveSecretKey } from './secrets/secret-key.js';
import { openSigningKeyRing } from './secrets/signing-keys.js';

/**
 * The process entry (`npm start`, `liqui-api`): loads the config (exits 1 with one line per
 * problem), opens, migrates and seeds the database, builds the app, creates the demo accounts
 * on first start (unless `LIQUI_DEMO=0`; see `demo/seed-demo.ts`) and listens on PORT; after the
 * ready line it starts the job loops and periodic passes (`jobs/start-workers.ts`), and once they
 * started it prints the demo accounts and their password as plain text, the last lines of the
 * start (console.log, not a JSON log line: it is for the person who ran `npm start`). On SIGINT
 * or SIGTERM it stops accepting connections, stops the workers and the job queue, closes the
 * database and exits 0.
 *
 * What runs depends on `LIQUI_ROLE` (`config/role.ts`, issue 26 item 2):
 * - every role: the migrations (idempotent, under `prepareDatabase`'s lock), the identity keys
 *   and their rotation, the sealing of claves fiscales stored in clear, PGlite's auto-analyze;
 * - `api` and `all`: the product's HTTP app (`createApp`) and the demo accounts with their
 *   printout (a worker never prints them: whoever reads the API's start reads them); before them,
 *   the mounted ARCA simulator's vouchers rebuilt from the authorized invoices when it has none
 *   (`restoreDemoArcaVouchers`, `sandboxes/arca.ts`);
 * - `worker` and `all`: {@link startWorkers}; a `worker` listens with the health probes only
 *   (`createWorkerApp`).
 * Source: ARCHITECTURE.md "Runtime" and "apps/api" (`src/main.ts`).
 */
/** Session advisory lock key held while the demo data is created (PostgreSQL). */
const demoSeedLockKey = 7_415_302;

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfigOrExit(process.env);
  const logger = createLogger(config, { isTerminal: process.stdout.isTTY === true });
  // Production runs stand-ins only with LIQUI_ALLOW_SANDBOXES=1, and says so at every start.
  const sandboxes = sandboxWarning(config);
  if (sandboxes) logger.warn({ sandboxes: sandboxes.sandboxes }, sandboxes.message);
  const filesShared = roleWarning(config);
  if (filesShared) logger.warn({ role: config.role }, filesShared);

  let database: Awaited<ReturnType<typeof prepareDatabase>>;
  try {
    database = await prepareDatabase(config);
  } catch (error) {
    logger.fatal({ err: error }, 'Could not prepare the database');
    process.exit(1);
  }

  let signingKeys: Awaited<ReturnType<typeof openSigningKeyRing>>;
  try {
    const box = createSecretBox(await resolveSecretKey(config));
    signingKeys = await openSigningKeyRing({ database, box, dataDir: config.dataDir });
  } catch (error) {
    const reason =
      error instanceof SecretKeyMismatchError
        ? `${error.message}: set the same LIQUI_SECRET_KEY on every instance that shares this database`
        : 'Could not open the identity keys';
    logger.fatal({ err: error }, reason);
    await database.close();
    process.exit(1);
  }
  // Another instance may rotate the keys: this one picks the new key up when it meets a token
  // signed with it, and checks every six hours whether a rotation is due itself.
  const rotation = setInterval(
    () => {
      signingKeys.rotateIfDue().catch((error: unknown) => {
        logger.error({ err: error }, 'Could not rotate the identity signing keys');
      });
    },
    6 * 60 * 60 * 1000,
  );
  rotation.unref();
  const deps = { config, database, logger, signingKeys };
  const services = createServices(deps);
  try {
    // Before anything reaches it: a data folder without the mounted simulator's vouchers (made
    // before it moved to apps/arca-simulator) gets them back from the authorized invoices.
    await restoreDemoArcaVouchers({ simulator: services.afipSimulator, database, logger });
  } catch (error) {
    logger.fatal(
      { err: error },
      "Could not rebuild the ARCA simulator's vouchers from the authorized invoices",
    );
    await database.close();
    process.exit(1);
  }
  const app = servesProduct(config.role) ? createApp(deps, services) : createWorkerApp(deps);

  let demo: DemoSeedResult = { status: 'disabled' };
  try {
    // One instance at a time: instances starting together on one database must not both create
    // the demo accounts and authorize the demo invoices (the second finds them done). A worker
    // leaves them to the API processes, which print them.
    if (servesProduct(config.role)) {
      demo = await withSessionLock(database, demoSeedLockKey, () =>
        seedDemoAccounts({
          config,
          database,
          identity: services.identity.service,
          users: services.users,
          files: services.files,
          logger,
          // The simulator's ledger: mounted in process, or over HTTP at AFIP_SANDBOX_URL.
          afipLedger: demoArcaLedger(config, services.afipSimulator),
        }),
      );
    }
  } catch (error) {
    logger.fatal({ err: error }, 'Could not create the demo accounts (LIQUI_DEMO=0 skips them)');
    await database.close();
    process.exit(1);
  }

  // Claves fiscales stored in clear before encryption at rest (or by an older seed) are sealed
  // now (modules/users/clave-fiscal-box.ts); idempotent, and instances may run it together.
  try {
    const sealed = await services.users.sealLegacyClavesFiscales();
    if (sealed > 0) logger.info({ sealed }, 'Sealed claves fiscales stored in clear');
  } catch (error) {
    logger.error({ err: error }, 'Could not seal the claves fiscales stored in clear');
  }

  // PGlite has no autovacuum: its tables' planner statistics are refreshed here (nothing on
  // PostgreSQL, whose autovacuum does it).
  const autoAnalyze = startAutoAnalyze(database, {
    onAnalyzed: (tables) => logger.debug({ tables }, 'Analyzed tables'),
    onError: (error) => logger.error({ err: error }, 'Could not analyze the tables'),
  });

  let workers: Workers | undefined;
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const port = info.port;
    logger.info(
      {
        port,
        role: config.role,
        database: database.kind,
        files: services.files.description,
        seeded: database.wasSeeded,
        startMs: Math.round(performance.now() - started),
      },
      `Liqui${config.role === 'all' ? '' : ` (${config.role})`} is ready at http://localhost:${port} (database: ${database.description}${database.wasSeeded ? ', reference tables loaded' : ''})`,
    );
    // The job loops start once the server answers: in the one-process demo, ARCA's simulator and
    // the Mercado Pago sandbox are this very server. An `api` process runs none.
    if (runsJobs(config.role)) workers = startWorkers({ config, database, logger, services });
    // The demo accounts are the last lines of the start (issue 26 item 6): printed once the
    // workers started (the emission sweep included) and the first plan-expiry pass ran, so their
    // log lines come before them. Each start step logs its own failure, so this never rejects.
    const demoBlock = formatDemoAccounts(demo);
    if (demoBlock) {
      void (workers?.ready ?? Promise.resolve()).then(() =>
        printAfterLogs(logger, `\n${demoBlock}\n`),
      );
    }
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
    void stopAll();
  };
  const stopAll = async () => {
    // The workers first, while the server still answers: in the one-process demo a running
    // emission may be talking to the sandbox's ARCA simulator, and a subscription charge to the
    // Mercado Pago sandbox, which are this server. Then the server, the queue, the database.
    await workers?.stop();
    services.mercadoPagoSandbox?.webhooks.stop();
    await services.payments.settle();
    // Idle keep-alive sockets close now; requests in flight get 5 s to finish.
    const forceClose = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, 5_000);
    forceClose.unref();
    server.close(async () => {
      // After the last request: a page view in flight may still be drawing.
      await services.heavyWork.close().catch((error: unknown) => {
        logger.error({ err: error }, 'Error stopping the heavy-work threads');
      });
      try {
        await services.jobs.stop();
        await autoAnalyze.stop();
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

/**
 * Prints `text` to stdout after the lines the logger has buffered (pino's JSON destination writes
 * asynchronously, so a plain console.log could come out before the ready line).
 */
function printAfterLogs(logger: Logger, text: string): void {
  // pino keeps its destination under a symbol its types do not declare on the logger.
  const stream: unknown = Reflect.get(logger, pino.symbols.streamSym);
  try {
    if (typeof stream === 'object' && stream !== null && 'flushSync' in stream) {
      if (typeof stream.flushSync === 'function') stream.flushSync();
    }
  } catch {
    // A destination that cannot flush synchronously: print anyway.
  }
  console.log(text);
}

await main();
