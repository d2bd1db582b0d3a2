/**
 * `@liqui/arca-simulator`: a local stand-in for ARCA's web services (brief H2, issue 26 item 1).
 * See README.md for what it simulates, its dev controls and how to run it.
 *
 * - {@link createArcaSimulator}: the Hono app and its parts (`simulator.ts`).
 * - {@link createSimulatorStore}: its vouchers and WSAA logins, in memory or in a journal file
 *   (`store.ts`).
 * - {@link createRemoteLedger}: the ledger of a simulator running in another process, over its dev
 *   controls (`remote.ts`).
 * - {@link readSimulatorEnvironment}: the options of the simulator running alone (`environment.ts`).
 * - ARCA's rules as the simulator holds them: {@link isValidCuit}, {@link rg5700FinalConsumerLimit};
 *   its fixtures: {@link findPerson} (the padrón), {@link simulatedDebtOf} (the monotributo debt).
 */
export { cuitCheckDigit, cuitPrefixes, isValidCuit } from './cuit.js';
export { formatCents, type SimulatedDebt, simulatedDebtOf, zeroDebtCuits } from './debt.js';
export { readSimulatorEnvironment, type SimulatorEnvironment } from './environment.js';
export {
  type FaultController,
  type FaultKind,
  type FaultService,
  faultKinds,
  faultServices,
  maxDelayMs,
  parseConfiguredFaults,
  SimulatorFaultRule,
  SimulatorFaults,
} from './faults.js';
export {
  createLedger,
  type Ledger,
  type LedgerAuthorizeInput,
  type LedgerAuthorizeResult,
  type LedgerVoucherDetail,
} from './ledger.js';
export { type SimulatorLogger, silentLogger } from './logger.js';
export { findPerson, type PadronPerson, padronFixture } from './padron-fixture.js';
export { createRemoteLedger, type RemoteLedger } from './remote.js';
export {
  type ArcaSimulator,
  type ArcaSimulatorOptions,
  createArcaSimulator,
  defaultFallbackCuit,
} from './simulator.js';
export {
  createSimulatorStore,
  type SimulatorStore,
  type StoredLogin,
  type StoredVoucher,
  type VoucherSeries,
} from './store.js';
export { grantableServices } from './tickets.js';
export { wscdcNs } from './wscdc.js';
export { fev1Ns } from './wsfe.js';
export { regXReq, rg5700FinalConsumerLimit, type SimMessage } from './wsfe-rules.js';
