#!/usr/bin/env node
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { pino } from 'pino';
import { createApp, createServices } from './app.js';
import { sandboxWarning } from './config/sandboxes.js';
import { loadConfigOrExit } from './config.js';
import { startAutoAnalyze } from './db/auto-analyze.js';
import { prepareDatabase } from './db/prepare.js';
import { withSessionLock } from './db/session-lock.js';
import { type DemoSeedResult, formatDemoAccounts, seedDemoAccounts } from './demo/seed-demo.js';
import { openSigningKeyRing } from './identity/signing-keys.js';
import { type BatchZipWorker, startBatchZipWorker } from './jobs/batch-zip-worker.js';
import { type DebtWorker, startDebtWorker } from './jobs/debt-worker.js';
import { type EmissionWorker, startEmissionWorker } from './jobs/emission-worker.js';
import { type ExtractionWorker, startExtractionWorker } from './jobs/extraction-worker.js';
import {
  type PaymentExpiryWorker,
  startPaymentExpiryWorker,
} from './jobs/payment-expiry-worker.js';
import { createLogger, type Logger } from './logger.js';
import { createSecretBox, SecretKeyMismatchError } from './secrets/secret-box.js';
import { resolveSecretKey } from './secrets/secret-key.js';

/**
 * The process entry (`npm start`, `liqui-api`): loads the config (exits 1 with one line per
 * problem), opens, migrates and seeds the database, builds the app, creates the demo accounts
 * on first start (unless `LIQUI_DEMO=0`; see `demo/seed-demo.ts`) and listens on PORT; after the
 * ready line it starts the workers (`jobs/`) and the plan-expiry pass, and once they started it
 * prints the demo accounts and their password as plain text, the last lines of the start
 * (console.log, not a JSON log line: it is for the person who ran `npm start`). On SIGINT or SIGTERM it stops accepting connections, stops
 * the worker and the job queue, closes the database and exits 0.
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
  const app = createApp(deps, services);

  let demo: DemoSeedResult;
  try {
    // One instance at a time: instances starting together on one database must not both create
    // the demo accounts and authorize the demo invoices (the second finds them done).
    demo = await withSessionLock(database, demoSeedLockKey, () =>
      seedDemoAccounts({
        config,
        database,
        identity: services.identity.service,
        users: services.users,
        files: services.files,
        logger,
      }),
    );
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

  let emissionWorker: Promise<EmissionWorker | undefined> | undefined;
  let debtWorker: Promise<DebtWorker | undefined> | undefined;
  let extractionWorker: Promise<ExtractionWorker | undefined> | undefined;
  let batchZipWorker: Promise<BatchZipWorker | undefined> | undefined;
  let expiryWorker: PaymentExpiryWorker | undefined;
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const port = (info as AddressInfo).port;
    logger.info(
      {
        port,
        database: database.kind,
        files: services.files.description,
        seeded: database.wasSeeded,
        startMs: Math.round(performance.now() - started),
      },
      `Liqui is ready at http://localhost:${port} (database: ${database.description}${database.wasSeeded ? ', reference tables loaded' : ''})`,
    );
    // The invoice emission worker starts once the server answers: in the sandbox, ARCA's
    // simulator is this very server.
    emissionWorker = startEmissionWorker({
      queue: services.jobs,
      database,
      wsfe: services.afip.wsfe,
      logger,
      mailer: services.mailer,
      leaseMs: config.emissionLeaseMs,
      settleDelayMs: 2 * config.afip.timeoutMs,
      concurrency: config.emissionConcurrency,
    }).catch((error: unknown) => {
      logger.error({ err: error }, 'Could not start the invoice emission worker');
      return undefined;
    });
    // The debt refresh worker (`GET /bot/debt/`); in the sandbox its source is this server too.
    debtWorker = startDebtWorker({
      queue: services.jobs,
      database,
      source: services.debtSource,
      openClaveFiscal: (userId, stored) => services.claveFiscalBox.open(userId, stored),
      logger,
    }).catch((error: unknown) => {
      logger.error({ err: error }, 'Could not start the debt refresh worker');
      return undefined;
    });
    // The document-control extraction bot (uploads of botRequired types); it reads the files in
    // the heavy-work pool (one OCR engine per pool thread, created on the first image).
    extractionWorker = startExtractionWorker({
      queue: services.jobs,
      database,
      files: services.files,
      work: services.heavyWork,
      logger,
    }).catch((error: unknown) => {
      logger.error({ err: error }, 'Could not start the document extraction worker');
      return undefined;
    });
    // The batch ZIP builder (`GET /pdf?batchId=`): one ZIP at a time per process.
    batchZipWorker = startBatchZipWorker({
      queue: services.jobs,
      database,
      files: services.files,
      logger,
    }).catch((error: unknown) => {
      logger.error({ err: error }, 'Could not start the batch ZIP worker');
      return undefined;
    });
    // The plan-expiry pass (ACTIVO → POR_VENCER → VENCIDO), hourly,
    // the sweep of Mercado Pago notifications left unprocessed and the subscription charges.
    expiryWorker = startPaymentExpiryWorker({
      database,
      mailer: services.mailer,
      logger,
      ...(config.planExpiryIntervalMs ? { intervalMs: config.planExpiryIntervalMs } : {}),
      alsoRun: async () => {
        await services.payments.retryUnprocessedWebhooks();
        await services.payments.chargeSubscriptions();
      },
    });
    // The demo accounts are the last lines of the start (issue 26 item 6): printed once the
    // workers started (the emission sweep included) and the first plan-expiry pass ran, so their
    // log lines come before them. Each start step logs its own failure, so this never rejects.
    const demoBlock = formatDemoAccounts(demo);
    if (demoBlock) {
      void Promise.all([
        emissionWorker,
        debtWorker,
        extractionWorker,
        batchZipWorker,
        expiryWorker.firstRun,
      ]).then(() => printAfterLogs(logger, `\n${demoBlock}\n`));
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
    // The worker first, while the server still answers: a running emission may be talking to the
    // sandbox's ARCA simulator, which is this server. Then the server, the queue, the database.
    try {
      await (await emissionWorker)?.stop();
    } catch (error) {
      logger.error({ err: error }, 'Error stopping the invoice emission worker');
    }
    try {
      await (await debtWorker)?.stop();
    } catch (error) {
      logger.error({ err: error }, 'Error stopping the debt refresh worker');
    }
    try {
      await (await extractionWorker)?.stop();
    } catch (error) {
      logger.error({ err: error }, 'Error stopping the document extraction worker');
    }
    try {
      await (await batchZipWorker)?.stop();
    } catch (error) {
      logger.error({ err: error }, 'Error stopping the batch ZIP worker');
    }
    await expiryWorker?.stop();
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
  const stream = (logger as unknown as Record<symbol, { flushSync?: () => void } | undefined>)[
    pino.symbols.streamSym
  ];
  try {
    stream?.flushSync?.();
  } catch {
    // A destination that cannot flush synchronously: print anyway.
  }
  console.log(text);
}

await main();
