/**
 * The ARCA clients of Liqui, wired from the config: WSAA login through a shared ticket store, and
 * the WSFEv1, padrón A5 and WSCDC clients over it. The same code talks to the simulator
 * (`AFIP_ENV=sandbox`, base URL `config.afip.sandboxUrl`) and to ARCA's homologación and
 * producción hosts; only the endpoints and the certificate differ. Source: web-services.md §1, §2,
 * §8; issue 5 brief H1.
 */
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../logger.js';
import { type AfipCredentials, ensureSandboxCertificate, loadCertificate } from './certificates.js';
import { type AfipEndpoints, resolveAfipEndpoints } from './endpoints.js';
import { createPadronClient } from './padron.js';
import { createTicketStore, type TicketStore } from './ticket-store.js';
import type { PadronClient, WscdcClient, WsfeClient } from './types.js';
import { createWsaaClient } from './wsaa.js';
import { createWscdcClient } from './wscdc.js';
import { createWsfeClient } from './wsfe.js';

/** The ARCA clients (see {@link createAfipClients}). */
export type AfipClients = {
  /** WSFEv1: CAE, numbering, voucher lookup, parameter tables. */
  wsfe: WsfeClient;
  /** Padrón A5: taxpayer lookup by CUIT. */
  padron: PadronClient;
  /** WSCDC: voucher verification. */
  wscdc: WscdcClient;
  /** The WSAA tickets, shared through `afip_tickets`. */
  ticketStore: TicketStore;
  /** The URLs in use. */
  endpoints: AfipEndpoints;
};

/** Options of {@link createAfipClients}. */
export type CreateAfipClientsOptions = {
  /** The validated config; only `config.afip` is read. */
  config: Pick<Config, 'afip'>;
  database: Database;
  logger: Logger;
  /** The clock (TRA times, ticket validity). @default () => new Date() */
  now?: () => Date;
  /** The fetch implementation. @default globalThis.fetch */
  fetch?: typeof fetch;
};

/**
 * Builds the ARCA clients. Cheap and without I/O: the certificate is read on the first WSAA login
 * (in the sandbox, {@link ensureSandboxCertificate} generates it first when missing); a failed
 * read is retried on the next login.
 *
 * Errors of the clients: see `types.ts` (`AfipTransportError`, `AfipServiceError`); a missing or
 * invalid certificate outside the sandbox rejects the first call with an Error naming
 * `AFIP_CERT` / `AFIP_KEY`.
 */
export function createAfipClients(options: CreateAfipClientsOptions): AfipClients {
  const { afip } = options.config;
  const now = options.now ?? (() => new Date());
  const endpoints = resolveAfipEndpoints(afip);
  const fetchOption = options.fetch ? { fetch: options.fetch } : {};

  let credentials: Promise<AfipCredentials> | undefined;
  const loadCredentials = (): Promise<AfipCredentials> => {
    credentials ??= (async () => {
      if (afip.isSandbox) {
        const isCreated = await ensureSandboxCertificate(afip, now);
        if (isCreated) {
          options.logger.info(
            { certificatePath: afip.certificatePath },
            'Certificado de prueba de ARCA generado para el sandbox',
          );
        }
      }
      return loadCertificate(afip);
    })().catch((error: unknown) => {
      credentials = undefined;
      throw error;
    });
    return credentials;
  };

  const wsaa = createWsaaClient({
    url: endpoints.wsaa,
    timeoutMs: afip.timeoutMs,
    credentials: loadCredentials,
    now,
    ...fetchOption,
  });
  const ticketStore = createTicketStore({
    database: options.database,
    environment: afip.environment,
    cuit: afip.cuit,
    login: (service) => wsaa.login(service),
    now,
    logger: options.logger,
  });
  const common = { timeoutMs: afip.timeoutMs, tickets: ticketStore, ...fetchOption };
  return {
    wsfe: createWsfeClient({ url: endpoints.wsfe, ...common }),
    padron: createPadronClient({
      url: endpoints.padronA5,
      representingCuit: afip.cuit,
      ...common,
    }),
    wscdc: createWscdcClient({ url: endpoints.wscdc, ...common }),
    ticketStore,
    endpoints,
  };
}

export type { AfipCredentials } from './certificates.js';
export { ensureSandboxCertificate, loadCertificate } from './certificates.js';
export type { AfipEndpoints } from './endpoints.js';
export { resolveAfipEndpoints } from './endpoints.js';
export type { TicketStore } from './ticket-store.js';
export type {
  AfipCondicionIvaReceptor,
  AfipCotizacion,
  AfipMessage,
  AfipParamItem,
  AfipPuntoVenta,
  AfipService,
  FECAESolicitarRequest,
  FECAESolicitarResult,
  FECompConsultarResult,
  PadronClient,
  PadronIvaCondition,
  PadronPersona,
  WscdcClient,
  WscdcConstatarRequest,
  WscdcConstatarResult,
  WsfeAuthorizedVoucher,
  WsfeClient,
  WsfeVoucherRequest,
  WsfeVoucherResult,
} from './types.js';
export { AfipServiceError, AfipTransportError } from './types.js';
export type { AfipTicket } from './wsaa.js';
