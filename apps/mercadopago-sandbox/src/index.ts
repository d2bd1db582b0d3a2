/**
 * `@liqui/mercadopago-sandbox`: a local stand-in for Mercado Pago's API (issue 13 item 3, issue 26
 * item 1). See README.md for what it simulates, its dev controls and how to run it.
 *
 * - {@link createMercadoPagoSandbox}: the Hono app and its parts (`sandbox.ts`).
 * - {@link createSandboxStore}: its storage, in memory or in a JSON file (`store.ts`).
 * - {@link signWebhook}: the `x-signature` of its webhooks (`webhooks.ts`).
 * - {@link testCards}, {@link magicOutcomes}: the documented test cards and cardholder names.
 * - {@link readSandboxEnvironment}: the options of the sandbox running alone (`environment.ts`).
 */
export { magicOutcomes, type Outcome, testCards } from './catalog.js';
export { readSandboxEnvironment, type SandboxEnvironment } from './environment.js';
export {
  type MpFaultController,
  MpSandboxFaultRule,
  MpSandboxFaults,
  mpFaultKinds,
} from './faults.js';
export { type SandboxLogger, silentLogger } from './logger.js';
export {
  createMercadoPagoSandbox,
  defaultWebhookRetryMs,
  type MercadoPagoSandbox,
  type MercadoPagoSandboxOptions,
} from './sandbox.js';
export {
  createSandboxStore,
  type JsonObject,
  type MpSandboxStore,
  type ObjectKind,
  type StoredObject,
  type StoredWebhook,
} from './store.js';
export {
  maxWebhookAttempts,
  sandboxCollectorId,
  signWebhook,
  type WebhookSender,
} from './webhooks.js';
