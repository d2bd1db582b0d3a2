import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { runsJobs, servesProduct } from './config/role.js';
import { createHeavyWork, type HeavyWork } from './heavy-work/pool.js';
import { createPoolTokenVerifier, provideAuthentication } from './http/auth.js';
import { noStoreByDefault } from './http/cache.js';
import type { AppDeps, AppEnv } from './http/context.js';
import { createErrorHandler, notFoundHandler } from './http/errors.js';
import { compressionThresholdBytes } from './http/json-answer.js';
import { requestLog } from './http/request-log.js';
import { securityHeaders } from './http/security-headers.js';
import { serveWebApp } from './http/web-app.js';
import { createCognitoIdentityService } from './identity/cognito.js';
import { createIdentity, type Identity, type IdentityUser } from './identity/identity.js';
import {
  createSandboxDebtSource,
  type DebtSource,
  unavailableDebtSource,
} from './integrations/afip/debt-source.js';
import { type AfipClients, createAfipClients } from './integrations/afip/index.js';
import { createFileStore, type FileStore } from './integrations/blob/index.js';
import { createMailer, type Mailer } from './integrations/mail/mailer.js';
import {
  createMercadoPagoClient,
  pointSdkAt,
  resolveWebhookSecret,
} from './integrations/mercadopago/index.js';
import { createJobQueue, type JobQueue, productionEmissionRetry } from './jobs/queue.js';
import { createArcaStatusRoutes } from './modules/arca-status/arca-status.routes.js';
import {
  type ArcaStatusService,
  createArcaStatusService,
} from './modules/arca-status/arca-status.service.js';
import { createAuditRoutes } from './modules/audit/audit.routes.js';
import { type AuditService, createAuditService } from './modules/audit/audit.service.js';
import { createBatchesRoutes } from './modules/batches/batches.routes.js';
import { type BatchesService, createBatchesService } from './modules/batches/batches.service.js';
import { createBotRoutes } from './modules/bot/bot.routes.js';
import { type BotService, createBotService } from './modules/bot/bot.service.js';
import {
  type CollaboratorsService,
  createCollaboratorsService,
} from './modules/companies/collaborators.service.js';
import { createCompaniesRoutes } from './modules/companies/companies.routes.js';
import {
  type CompaniesService,
  createCompaniesService,
} from './modules/companies/companies.service.js';
import { createContribuyenteRoutes } from './modules/contribuyente/contribuyente.routes.js';
import {
  type ContribuyenteService,
  createContribuyenteService,
} from './modules/contribuyente/contribuyente.service.js';
import { createDashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import {
  createDashboardService,
  type DashboardService,
} from './modules/dashboard/dashboard.service.js';
import {
  createDocumentControlRoutes,
  isDocumentUpload,
} from './modules/document-control/document-control.routes.js';
import {
  createDocumentControlService,
  type DocumentControlService,
} from './modules/document-control/document-control.service.js';
import { createHealthRoutes } from './modules/health/health.routes.js';
import { createHumanCheckRoutes } from './modules/human-check/human-check.routes.js';
import { createHumanCheck, type HumanCheck } from './modules/human-check/human-check.service.js';
import { createInvoicesRoutes } from './modules/invoices/invoices.routes.js';
import {
  createInvoicesService,
  type InvoicesService,
} from './modules/invoices/invoices.service.js';
import { createOutboxRoutes, isOutboxServed } from './modules/outbox/outbox.routes.js';
import { createPaymentsRoutes } from './modules/payments/payments.routes.js';
import {
  createPaymentsService,
  type PaymentsService,
} from './modules/payments/payments.service.js';
import { createPlansRoutes } from './modules/plans/plans.routes.js';
import { createPlansService, type PlansService } from './modules/plans/plans.service.js';
import { createStaffRoutes } from './modules/staff/staff.routes.js';
import { createStaffService, type StaffService } from './modules/staff/staff.service.js';
import { createTaxesRoutes } from './modules/taxes/taxes.routes.js';
import { createTaxesService, type TaxesService } from './modules/taxes/taxes.service.js';
import { createAdminUsersRoutes } from './modules/users/admin-users.routes.js';
import {
  type AdminUsersService,
  createAdminUsersService,
} from './modules/users/admin-users.service.js';
import { type ClaveFiscalBox, createClaveFiscalBox } from './modules/users/clave-fiscal-box.js';
import { createPhotosRoutes, isPhotoUpload } from './modules/users/photos.routes.js';
import { createPhotosService, type PhotosService } from './modules/users/photos.service.js';
import { createUsersRoutes } from './modules/users/users.routes.js';
import { createUsersService, type UsersService } from './modules/users/users.service.js';
import { createVerificationRoutes } from './modules/verification/verification.routes.js';
import {
  createVerificationService,
  type VerificationService,
} from './modules/verification/verification.service.js';
import { createWebConfigRoutes } from './modules/web-config/web-config.routes.js';
import { type ArcaSimulator, createDemoArcaSimulator } from './sandboxes/arca.js';
import { createDemoMercadoPagoSandbox, type MercadoPagoSandbox } from './sandboxes/mercadopago.js';

export type { AppDeps, AppEnv } from './http/context.js';

/** The services the app's routes and `main.ts` (demo seed) share; see {@link createServices}. */
export type AppServices = {
  /** User records; the clave fiscal is sealed at rest (`modules/users/clave-fiscal-box.ts`). */
  users: UsersService;
  /** The admin dashboard's counts and user list (`modules/users/admin-users.service.ts`). */
  adminUsers: AdminUsersService;
  /**
   * Uploaded files: S3 when `S3_BUCKET` is set, else `<LIQUI_DATA_DIR>/files`
   * (`integrations/blob/`).
   */
  files: FileStore;
  /** The taxpayers' photos in `files`, with their flags (`modules/users/photos.service.ts`). */
  photos: PhotosService;
  /**
   * The heavy-work pool: PDF pages, image decoding and OCR in worker threads, under time, memory
   * and pixel limits (`heavy-work/`, issue 26 item 2). `main.ts` closes it on shutdown.
   */
  heavyWork: HeavyWork;
  /** E-mail: SMTP when `SMTP_URL` is set, else the outbox (`integrations/mail/mailer.ts`). */
  mailer: Mailer;
  /** The ALTCHA human check of sign-up and password reset (`modules/human-check/`). */
  humanCheck: HumanCheck;
  /**
   * The identity provider: `identity.service` (admin operations, `findUser`, `isSessionActive`)
   * and `identity.routes` (the local provider's, mounted at `/identity` for the local provider
   * only). With `config.identity.kind` `cognito` the service is Amazon Cognito's
   * (`identity/cognito.ts`, the same interface). Its `onUserConfirmed` hook creates the user
   * record (`users.createFromIdentity`).
   */
  identity: Identity;
  /** The tax reference tables and plans (`modules/taxes/`). */
  taxes: TaxesService;
  /** The audit log of the tax tables and plans (`modules/audit/`). */
  audit: AuditService;
  /**
   * The background job queue (pg-boss over the app's database, `jobs/queue.ts`); started lazily
   * by the first queued job or by the workers (`jobs/start-workers.ts`), which `main.ts` starts
   * after listening in the `worker` and `all` roles (`config/role.ts`; an `api` process only
   * queues, without pg-boss's supervisor). Whoever started it stops it before closing the database.
   */
  jobs: JobQueue;
  /** The taxpayer's invoices (`modules/invoices/`); PROCESS queues the emission in `jobs`. */
  invoices: InvoicesService;
  /**
   * The ARCA clients (`integrations/afip/`): WSFEv1, padrón A5, WSCDC and the shared WSAA ticket
   * store; the simulator in the sandbox (`config.afip.sandboxUrl`), ARCA's hosts otherwise.
   */
  afip: AfipClients;
  /** The taxpayer lookup in ARCA's padrón (`modules/contribuyente/`). */
  contribuyente: ContribuyenteService;
  /** Invoice verification against ARCA's WSCDC (`modules/verification/`). */
  verification: VerificationService;
  /** Seals and opens the clave fiscal at rest (`modules/users/clave-fiscal-box.ts`). */
  claveFiscalBox: ClaveFiscalBox;
  /** ARCA's service status from a cached FEDummy probe (`modules/arca-status/`). */
  arcaStatus: ArcaStatusService;
  /** The taxpayer dashboard figures (`modules/dashboard/`). */
  dashboard: DashboardService;
  /**
   * Where the monotributo debt is read (`integrations/afip/debt-source.ts`): the ARCA simulator
   * over HTTP in the sandbox, none (`unavailable`) otherwise: ARCA publishes no such service.
   */
  debtSource: DebtSource;
  /** Companies in the plan flow and the relationships a company code creates (`modules/companies/`). */
  companies: CompaniesService;
  /** A company's collaborators: dashboard list and figures, bulk upload (`modules/companies/`). */
  collaborators: CollaboratorsService;
  /**
   * Invoice batches: creation, lists, rows upload, invoices by CUIT, the ZIP of PDFs
   * (`modules/batches/`; the ZIP worker is `jobs/batch-zip-worker.ts`).
   */
  batches: BatchesService;
  /** Back-office accounts an admin creates: ADMIN and OPERADOR users (`modules/staff/`). */
  staff: StaffService;
  /** The taxpayer's plan and monotributo payment-method choices (`modules/plans/`). */
  plans: PlansService;
  /** Document control: candidates, documents and their files, types (`modules/document-control/`). */
  documentControl: DocumentControlService;
  /** `GET /bot/debt/`: queues the debt refresh (`modules/bot/`; the worker is `jobs/debt-worker.ts`). */
  bot: BotService;
  /**
   * The ARCA homologation simulator (`apps/arca-simulator`, built by `sandboxes/arca.ts`), only
   * when it is mounted (`config.afip.simulator.isMounted`: the sandbox without an
   * `AFIP_SANDBOX_URL` of another server): served at `/sandbox/afip`; its `ledger.authorize` seeds
   * the demo invoices (`demoArcaLedger`).
   */
  afipSimulator?: ArcaSimulator;
  /**
   * Plan payments through Mercado Pago (`modules/payments/`): the official SDK pointed at the
   * sandbox (`config.mercadoPago.isSandbox`) or at Mercado Pago.
   */
  payments: PaymentsService;
  /**
   * The Mercado Pago sandbox (`apps/mercadopago-sandbox`, built by `sandboxes/mercadopago.ts`),
   * only when `config.mercadoPago.isSandbox`: mounted at `/sandbox/mercadopago`.
   */
  mercadoPagoSandbox?: MercadoPagoSandbox;
};

/**
 * The largest `/api` request body accepted, in bytes (1 MiB): the biggest legitimate body is an
 * invoice with its items (a thousand items stay well under it). A larger body answers 413
 * `{ code: 'payload_too_large', message: 'La solicitud es demasiado grande' }` before any handler
 * (or the token check) runs. The one exception is the photo upload
 * (`PUT /api/root/users/me/photos/{field}`), whose route takes up to 5 MB after the token check
 * (`modules/users/photos.routes.ts`), and the document upload (`PUT /api/cd/cddocument/{candidateId}/file`),
 * up to 10 MB (`modules/document-control/document-control.routes.ts`).
 */
export const maxApiBodyBytes = 1024 * 1024;

/**
 * The smallest `/api` answer worth compressing, in bytes (1 KiB; defined with the JSON answers
 * that apply it, `http/json-answer.ts`).
 */
export { compressionThresholdBytes };

/** Builds the services over the app's dependencies (stateless: they hold no data of their own). */
export function createServices(deps: AppDeps): AppServices {
  const { config, database, logger, signingKeys, now } = deps;
  const claveFiscalBox = createClaveFiscalBox(signingKeys.deriveSecret('clave-fiscal v1'));
  const mailer = createMailer({ config, database, logger });
  const users = createUsersService({
    database,
    claveFiscalBox,
    mailer,
    logger,
    ...(now ? { now } : {}),
  });
  const adminUsers = createAdminUsersService({ database });
  const files = createFileStore(config.files);
  const heavyWork = createHeavyWork(config.heavyWork, { logger });
  const photos = createPhotosService({ users, files, heavyWork, mailer, logger });
  const humanCheck = createHumanCheck({
    database,
    secret: signingKeys.deriveSecret('human-check'),
    ...(now ? { now } : {}),
  });
  const identityHooks = {
    onUserConfirmed: async (user: IdentityUser) => {
      await users.createFromIdentity(user);
    },
  };
  const localIdentity = createIdentity({
    config,
    database,
    logger,
    mailer,
    keys: signingKeys,
    humanCheck,
    ...(now ? { now } : {}),
    hooks: identityHooks,
  });
  const identity: Identity =
    config.identity.kind === 'cognito'
      ? {
          ...localIdentity,
          service: createCognitoIdentityService(config.identity, { logger, hooks: identityHooks }),
        }
      : localIdentity;
  const taxes = createTaxesService({ database, ...(now ? { now } : {}) });
  const audit = createAuditService({ database });
  const jobs = createJobQueue({
    database,
    logger,
    // An `api` process queues jobs only; pg-boss's supervisor runs where the jobs run.
    supervise: runsJobs(config.role),
    emissionRetry: {
      ...productionEmissionRetry,
      retryDelaySeconds: config.emissionRetry.delaySeconds,
      retryDelayMaxSeconds: config.emissionRetry.maxDelaySeconds,
    },
  });
  const invoices = createInvoicesService({ database, jobs, ...(now ? { now } : {}) });
  const batches = createBatchesService({ database, jobs, files, ...(now ? { now } : {}) });
  const afip = createAfipClients({ config, database, logger, ...(now ? { now } : {}) });
  const contribuyente = createContribuyenteService({ afip, logger });
  const verification = createVerificationService({
    afip,
    representingCuit: config.afip.cuit,
    logger,
  });
  const arcaStatus = createArcaStatusService({
    wsfe: afip.wsfe,
    logger,
    ttlMs: config.afip.statusCacheMs,
    ...(now ? { now } : {}),
  });
  const dashboard = createDashboardService({ database, users, taxes, ...(now ? { now } : {}) });
  const debtSource = config.afip.isSandbox
    ? createSandboxDebtSource({
        baseUrl: config.afip.sandboxUrl,
        timeoutMs: config.afip.timeoutMs,
      })
    : unavailableDebtSource;
  const bot = createBotService({ database, jobs });
  const documentControl = createDocumentControlService({
    database,
    files,
    jobs,
    heavyWork,
    ...(now ? { now } : {}),
  });
  const companies = createCompaniesService({
    database,
    users,
    identity: identity.service,
    ...(now ? { now } : {}),
  });
  const collaborators = createCollaboratorsService({
    database,
    users,
    companies,
    identity: identity.service,
    files,
    logger,
    ...(now ? { now } : {}),
  });
  const staff = createStaffService({ identity: identity.service });
  const plans = createPlansService({ database, users, companies, ...(now ? { now } : {}) });
  // A `worker` process serves no stand-in (`config/role.ts`): it reaches an `api` process's.
  const afipSimulator =
    config.afip.simulator.isMounted && servesProduct(config.role)
      ? createDemoArcaSimulator({ config, logger, signingKeys, now })
      : undefined;
  const mp = config.mercadoPago;
  const webhookSecret = resolveWebhookSecret(config, signingKeys);
  if (mp.isSandbox && mp.sandboxUrl) pointSdkAt(mp.sandboxUrl);
  const payments = createPaymentsService({
    database,
    logger,
    client: mp.accessToken ? createMercadoPagoClient({ accessToken: mp.accessToken }) : undefined,
    webhookSecret,
    notificationUrl: mp.notificationUrl,
    mailer,
    ...(now ? { now } : {}),
  });
  const mercadoPagoSandbox =
    webhookSecret && servesProduct(config.role)
      ? createDemoMercadoPagoSandbox({ config, logger, webhookSecret, ...(now ? { now } : {}) })
      : undefined;
  return {
    payments,
    mercadoPagoSandbox,
    users,
    adminUsers,
    claveFiscalBox,
    files,
    photos,
    heavyWork,
    mailer,
    humanCheck,
    identity,
    taxes,
    audit,
    jobs,
    invoices,
    afip,
    contribuyente,
    verification,
    arcaStatus,
    dashboard,
    debtSource,
    bot,
    companies,
    collaborators,
    batches,
    staff,
    plans,
    documentControl,
    afipSimulator,
  };
}

/**
 * Composes the Hono app from its modules, without listening (CONVENTIONS.md "API and data":
 * `createApp(config)` so tests run it in-process with `app.request()`; ARCHITECTURE.md "Runtime"
 * for the paths).
 *
 * Order: request log → security headers → `/api/*` compression (answers over 1 KiB; JSON
 * answers up to 1 MiB are gzipped by `jsonAnswer` itself, the middleware streams the rest) and
 * `Cache-Control: no-store` unless a route sets its own → `/api/*` body limit (1 MiB; the photo
 * upload has its own of 5 MB) → `/api/*`
 * authentication (`provideAuthentication`: a
 * route's `allow(...)` declaration verifies the token when it needs one) → `/api/*` routes →
 * `/config.json` → `/identity` (the local identity provider, only when `config.identity.kind` is
 * `local`) → `/dev/outbox` (only when mail goes to the outbox outside production) →
 * `/sandbox/afip` (the ARCA simulator, only when `config.afip.simulator.isMounted`) →
 * `/sandbox/mercadopago` (the Mercado Pago sandbox, only when `config.mercadoPago.isSandbox`) → the built
 * web app (static files, SPA fallback). Unknown `/api`, `/identity`, `/sandbox`, `/dev` paths answer a
 * JSON 404; errors answer `{ message, code, errors? }` (see `http/errors.ts`).
 *
 * @param deps.config - validated config (`loadConfig`).
 * @param deps.database - an open, migrated database (`prepareDatabase`).
 * @param deps.logger - the process logger (`createLogger`).
 * @param deps.signingKeys - the local identity provider's keys (tokens are verified with them).
 * @param deps.now - the clock (tests move it).
 * @param services - the services, when the caller (`main.ts`, tests) uses them too:
 *   `const services = createServices(deps); const app = createApp(deps, services);`.
 */
export function createApp(deps: AppDeps, services: AppServices = createServices(deps)) {
  const apiBodyLimit = bodyLimit({ maxSize: maxApiBodyBytes });
  const verifyToken = createPoolTokenVerifier(deps.config.identity, deps.signingKeys, {
    ...(deps.now ? { now: deps.now } : {}),
    isSessionActive: services.identity.service.isSessionActive,
  });
  const app = new Hono<AppEnv>()
    .use(requestLog(deps.logger))
    .use(securityHeaders(deps.config))
    .use('/api/*', compress({ threshold: compressionThresholdBytes }))
    .use('/api/*', noStoreByDefault())
    .use('/api/*', (c, next) =>
      isPhotoUpload(c) || isDocumentUpload(c) ? next() : apiBodyLimit(c, next),
    )
    .use('/api/*', provideAuthentication(verifyToken))
    .route('/api', createHealthRoutes(deps))
    .route('/api', createPlansRoutes(services))
    .route('/api', createUsersRoutes(services))
    .route('/api', createAdminUsersRoutes(services))
    .route('/api', createPhotosRoutes(services))
    .route('/api', createTaxesRoutes(services))
    .route('/api', createAuditRoutes(services))
    .route('/api', createBotRoutes(services))
    .route('/api', createHumanCheckRoutes(services))
    .route('/api', createVerificationRoutes(services))
    .route('/api', createInvoicesRoutes(services))
    .route('/api', createBatchesRoutes(services))
    .route('/api', createContribuyenteRoutes(services))
    .route('/api', createArcaStatusRoutes(services))
    .route('/api', createDashboardRoutes(services))
    .route('/api', createPaymentsRoutes(services))
    .route('/api', createCompaniesRoutes(services))
    .route('/api', createStaffRoutes(services))
    .route('/api', createDocumentControlRoutes(services))
    .route('/', createWebConfigRoutes(deps));
  if (deps.config.identity.kind === 'local') app.route('/identity', services.identity.routes);
  if (isOutboxServed(deps.config)) app.route('/dev', createOutboxRoutes(deps));
  if (deps.config.afip.simulator.isMounted && services.afipSimulator) {
    app.route('/sandbox/afip', services.afipSimulator.app);
  }
  if (deps.config.mercadoPago.isSandbox && services.mercadoPagoSandbox) {
    app.route('/sandbox/mercadopago', services.mercadoPagoSandbox.app);
  }
  app.use(serveWebApp(deps.config.webDir));
  app.onError(createErrorHandler(deps.logger));
  app.notFound(notFoundHandler);
  return app;
}

/** The app's type (routes and their inputs/outputs), for typed tests and clients. */
export type App = ReturnType<typeof createApp>;

/**
 * The HTTP app of a `worker` process (`LIQUI_ROLE=worker`, `config/role.ts`): the health probes
 * only, so an orchestrator checks a worker as it checks an API process, and nothing of the
 * product. `GET /api/health` → 200 `{ status: 'ok', version }`; `GET /api/health/ready` → 200
 * with the database `up`, or 503 when it does not answer (`modules/health/`). Every other path
 * answers 404: under `/api`, `/identity`, `/sandbox` and `/dev` the JSON
 * `{ code: 'not_found', message: 'Recurso no encontrado' }`, elsewhere plain text (no web app).
 *
 * Decision: the worker listens at all (rather than exposing nothing) because a process that runs
 * jobs can still lose its database or hang, and the platforms that restart processes (Kubernetes,
 * ECS, systemd with a probe) ask over HTTP; the same two paths as the API keep one probe
 * configuration for both tiers.
 *
 * @param deps.config - validated config (the security headers read `identity`).
 * @param deps.database - the open database the readiness probe pings.
 * @param deps.logger - the process logger (one line per request, errors).
 */
export function createWorkerApp(deps: Pick<AppDeps, 'config' | 'database' | 'logger'>) {
  const app = new Hono<AppEnv>()
    .use(requestLog(deps.logger))
    .use(securityHeaders(deps.config))
    .use('/api/*', noStoreByDefault())
    .route('/api', createHealthRoutes(deps));
  app.onError(createErrorHandler(deps.logger));
  app.notFound(notFoundHandler);
  return app;
}
