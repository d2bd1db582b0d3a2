import { randomBytes } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { ControlAuthorize, ControlError, controlBody, validationMessage } from './control.js';
import { answerDebtRequest } from './debt.js';
import {
  createFaultController,
  type FaultController,
  type FaultService,
  parseConfiguredFaults,
  SimulatorFaults,
} from './faults.js';
import { holdAndClose } from './hold-and-close.js';
import { createLedger, type Ledger, type LedgerVoucherDetail } from './ledger.js';
import { type SimulatorLogger, silentLogger } from './logger.js';
import { a5Ns, a13Ns, createPadron } from './padron.js';
import {
  asmxFault,
  axisFault,
  cxfFault,
  cxfVersionMismatch,
  readSoapRequest,
  SoapReadError,
  soapActionOf,
  soapVersionOfContentType,
  textResponse,
  withSoapVersion,
} from './soap.js';
import { createSimulatorStore, type SimulatorStore } from './store.js';
import { createTicketAuthority } from './tickets.js';
import { createWsaa, defaultLoginRetentionMs } from './wsaa.js';
import { createWscdc, wscdcNs } from './wscdc.js';
import { isWsdlQuery, serveWsdl } from './wsdl.js';
import { createWsfe, fev1Ns } from './wsfe.js';
import type { XmlElement } from './xml.js';

/**
 * The ARCA homologation simulator (brief H2; ../shared/reference/arca/web-services.md §6; issue 26
 * item 1): a local stand-in for WSAA, WSFEv1, WSCDC and the padrón that speaks SOAP over HTTP
 * exactly like ARCA's servers (paths, envelopes, HTTP status, content types, faults). A Hono app
 * of its own: Liqui's one-command demo mounts it at `/sandbox/afip`
 * (`apps/api/src/sandboxes/arca.ts`), `main.ts` runs it alone on its own port. Liqui's clients
 * talk to it over HTTP like to ARCA; it imports nothing of Liqui's and checks ARCA's rules with its
 * own code (CUIT check digit `cuit.ts`, RG 5700 limit and the other FECAESolicitar rules
 * `wsfe-rules.ts`), so it catches the product's mistakes instead of sharing them.
 *
 * Paths (ARCA's, below the simulator's root), each answering `POST` (SOAP 1.1; SOAP 1.2 too where
 * ARCA serves it: WSAA, WSFEv1, WSCDC, see `soap.ts`) and `GET ?WSDL`:
 * `/ws/services/LoginCms` (WSAA), `/wsfev1/service.asmx` (WSFEv1), `/WSCDC/service.asmx`
 * (WSCDC), `/sr-padron/webservices/personaServiceA5` (constancia de inscripción) and
 * `/sr-padron/webservices/personaServiceA13`; `POST /ccma/deuda` (the monotributo debt fixture,
 * JSON, `debt.ts`).
 *
 * Dev controls (`controls`, off in production), 400
 * `{ message: 'Datos inválidos', code: 'validation', errors }` on bad input (`control.ts`):
 * - `GET|PUT|DELETE /control/faults`: fault injection (`faults.ts`; body {@link SimulatorFaults}).
 * - `POST /control/vouchers` `{ cuit, ptoVta, cbteTipo, detail, now? }`: authorizes one voucher
 *   with FECAESolicitar's rules, numbering and CAE, without SOAP or ticket (`Ledger.authorize`:
 *   how Liqui's demo seeds its invoice history when the simulator runs alone); answers 200 with the
 *   `LedgerAuthorizeResult` (`resultado: 'R'` and ARCA's codes when a rule refuses it).
 * - `GET /control/vouchers?cuit=`: the authorized vouchers (`{ vouchers: StoredVoucher[] }`), all
 *   or one issuer's, in the order they were authorized (benches and tests count them).
 *
 * State: the vouchers and the WSAA logins in its store (`store.ts`: memory, or a journal file that
 * survives a restart); the fault state in memory. Clock: `now` (Argentina dates derived from it,
 * UTC−3).
 */

/** Options of {@link createArcaSimulator}. */
export type ArcaSimulatorOptions = {
  /**
   * Paths of the PEM certificates WSAA trusts (ARCA trusts the certificates it issued), each read
   * on every login: a file written after start is trusted from then on. Liqui's demo passes its
   * sandbox certificate (`<LIQUI_DATA_DIR>/afip/sandbox-cert.pem`).
   */
  trustedCertificates: readonly string[];
  /**
   * The CUIT a ticket's `relations` carry when the certificate's subject has no
   * `serialNumber=CUIT …` (ARCA's certificates always have one). @default '30711067074'
   */
  fallbackCuit?: string;
  /**
   * The secret the tickets (TA) are signed with (HMAC-SHA256): tickets survive a restart only with
   * the same secret. @default 32 random bytes, new at every start
   */
  ticketSecret?: Uint8Array | string;
  /** Whether the dev controls (`/control/*`) are served. @default true */
  controls?: boolean;
  /**
   * The initial fault state: a {@link SimulatorFaults} body, or its JSON text
   * (`AFIP_SANDBOX_FAULTS`). @default no fault
   */
  faults?: string | SimulatorFaults | undefined;
  /**
   * Milliseconds waited before every SOAP answer when `faults` sets no `latencyMs`
   * (`AFIP_SANDBOX_LATENCY_MS`). @default 0
   */
  latencyMs?: number;
  /** Where vouchers and logins are kept. @default a new in-memory store */
  store?: SimulatorStore;
  /** Where the simulator logs (a pino logger fits). @default silent */
  logger?: SimulatorLogger;
  /** The clock. @default () => new Date() */
  now?: () => Date;
  /**
   * How long after a WSAA login a new one for the same certificate and service is refused with
   * `coe.alreadyAuthenticated`, ms. @default 600000 (10 min, homologation)
   */
  loginRetentionMs?: number;
  /** Random source of fault rules' `probability` (tests fix it). @default Math.random */
  random?: () => number;
};

/** A running simulator. */
export type ArcaSimulator = {
  /** The Hono app: serve it alone, or mount it (`app.route('/sandbox/afip', simulator.app)`). */
  app: Hono;
  /**
   * The voucher ledger: `ledger.authorize({ cuit, ptoVta, cbteTipo, detail, now })` authorizes a
   * voucher with FECAESolicitar's rules at a given clock (the demo seed), `lastNumber`, `find`,
   * `findByCae`.
   */
  ledger: Ledger;
  /** The fault injection state (what the control endpoint reads and writes). */
  faults: FaultController;
  /** The vouchers and logins (`store.vouchers({ cuit })` lists what "ARCA" authorized). */
  store: SimulatorStore;
};

/** The representing CUIT of a certificate without one: 30-71106707-4, a published valid CUIT. */
export const defaultFallbackCuit = '30711067074';

type Endpoint = {
  service: FaultService;
  /** Stack of the answers: ASMX (.NET), Axis (WSAA) or CXF (padrón). */
  style: 'asmx' | 'axis' | 'cxf';
  /** SOAPAction namespace of ASMX services (`<ns><Operation>`). */
  actionNs?: string;
  /** Namespace of the CXF services' `SRValidationException`. */
  faultNs?: string;
  isDummy: (operation: string) => boolean;
  handle: (
    operation: XmlElement,
    now: Date,
    options: { dummyDown: boolean },
  ) => Promise<Response> | Response;
  internalError: () => Response;
};

/** HTML of an outage (HTTP 503), like a load balancer's maintenance page. */
const outagePage =
  '<!DOCTYPE html><html><head><title>503 Servicio no disponible</title></head><body><h1>Servicio no disponible</h1><p>El servicio se encuentra temporalmente fuera de servicio. Intente nuevamente mas tarde.</p></body></html>';

/**
 * Creates the simulator (see the module documentation).
 *
 * @throws Error when `faults` is a text that is not a valid {@link SimulatorFaults} JSON (the
 *   message names `AFIP_SANDBOX_FAULTS`).
 */
export function createArcaSimulator(options: ArcaSimulatorOptions): ArcaSimulator {
  const clock = options.now ?? (() => new Date());
  const logger = options.logger ?? silentLogger;
  const configured =
    typeof options.faults === 'object' ? options.faults : parseConfiguredFaults(options.faults);
  const faults = createFaultController(
    { ...configured, latencyMs: configured.latencyMs ?? options.latencyMs ?? 0 },
    options.random,
  );
  const tickets = createTicketAuthority(options.ticketSecret ?? randomBytes(32));
  const store = options.store ?? createSimulatorStore();
  const ledger = createLedger({ store, now: clock });
  const wsaa = createWsaa({
    store,
    tickets,
    trustedCertificates: options.trustedCertificates,
    fallbackCuit: options.fallbackCuit ?? defaultFallbackCuit,
    retentionMs: options.loginRetentionMs ?? defaultLoginRetentionMs,
  });
  const wsfe = createWsfe({ ledger, tickets, faults });
  const wscdc = createWscdc({ ledger, tickets, faults });
  const a5 = createPadron({ tickets, faults }, 'a5');
  const a13 = createPadron({ tickets, faults }, 'a13');

  const endpoints: Record<string, Endpoint> = {
    '/ws/services/LoginCms': {
      service: 'wsaa',
      style: 'axis',
      isDummy: () => false,
      handle: (operation, now) => wsaa.handle(operation, now),
      internalError: wsaa.unavailable,
    },
    '/wsfev1/service.asmx': {
      service: 'wsfe',
      style: 'asmx',
      actionNs: fev1Ns,
      isDummy: (operation) => operation === 'FEDummy',
      handle: wsfe.handle,
      internalError: wsfe.internalError,
    },
    '/WSCDC/service.asmx': {
      service: 'wscdc',
      style: 'asmx',
      actionNs: wscdcNs,
      isDummy: (operation) => operation === 'ComprobanteDummy',
      handle: wscdc.handle,
      internalError: wscdc.internalError,
    },
    '/sr-padron/webservices/personaServiceA5': {
      service: 'padron',
      style: 'cxf',
      faultNs: a5Ns,
      isDummy: (operation) => operation === 'dummy',
      handle: a5.handle,
      internalError: a5.internalError,
    },
    '/sr-padron/webservices/personaServiceA13': {
      service: 'padron',
      style: 'cxf',
      faultNs: a13Ns,
      isDummy: (operation) => operation === 'dummy',
      handle: a13.handle,
      internalError: a13.internalError,
    },
  };

  const app = new Hono();
  app.onError((error, c) => {
    if (error instanceof ControlError) {
      return c.json({ message: validationMessage, code: 'validation', errors: error.errors }, 400);
    }
    logger.error({ err: error, path: c.req.path }, 'El simulador de ARCA falló');
    return c.json({ message: 'Error interno del simulador de ARCA', code: 'internal' }, 500);
  });
  if (options.controls ?? true) {
    app
      .get('/control/faults', (c) => c.json(faults.read(), 200))
      .put('/control/faults', async (c) => {
        faults.replace(await controlBody(c, SimulatorFaults));
        return c.json(faults.read(), 200);
      })
      .delete('/control/faults', (c) => {
        faults.reset();
        return c.json(faults.read(), 200);
      })
      .get('/control/vouchers', (c) => {
        const cuit = c.req.query('cuit');
        if (cuit !== undefined && !/^\d{11}$/.test(cuit)) {
          throw new ControlError([{ path: 'cuit', message: 'Debe ser un CUIT de 11 dígitos' }]);
        }
        return c.json({ vouchers: store.vouchers(cuit === undefined ? {} : { cuit }) }, 200);
      })
      .post('/control/vouchers', async (c) => {
        const body = await controlBody(c, ControlAuthorize);
        const result = await ledger.authorize({
          cuit: body.cuit,
          ptoVta: body.ptoVta,
          cbteTipo: body.cbteTipo,
          detail: body.detail as LedgerVoucherDetail,
          ...(body.now === undefined ? {} : { now: new Date(body.now) }),
        });
        return c.json(result, 200);
      });
  }
  // The monotributo debt fixture (JSON, not SOAP: ARCA has no such service; see `debt.ts`).
  app.post('/ccma/deuda', (c) => answerDebtRequest(c.req.raw));
  for (const [path, endpoint] of Object.entries(endpoints)) {
    app.get(path, async (c) => {
      if (!isWsdlQuery(c.req.url)) return c.notFound();
      const url = new URL(c.req.url);
      return (await serveWsdl(path, `${url.origin}${url.pathname}`)) ?? c.notFound();
    });
    app.post(path, (c) => answerSoap(c, endpoint));
  }
  return { app, ledger, faults, store };

  /**
   * Answers one SOAP request in its own version (the envelope's namespace; the Content-Type when
   * the body cannot be read): SOAP 1.1 and 1.2 for WSAA, WSFEv1 and WSCDC, SOAP 1.1 only for the
   * padrón (a 1.2 envelope gets CXF's VersionMismatch fault).
   */
  async function answerSoap(c: Context, endpoint: Endpoint): Promise<Response> {
    const text = await c.req.text();
    const contentType = c.req.header('Content-Type');
    const request = readSoapRequest(text);
    const version = 'error' in request ? soapVersionOfContentType(contentType) : request.version;
    if (version === '1.2' && endpoint.style === 'cxf') return cxfVersionMismatch();
    return withSoapVersion(version, () => answerInVersion(c, endpoint, request, contentType));
  }

  async function answerInVersion(
    c: Context,
    endpoint: Endpoint,
    request: ReturnType<typeof readSoapRequest>,
    contentType: string | undefined,
  ): Promise<Response> {
    const latency = faults.latencyMs();
    if (latency > 0) await sleep(latency);
    const now = clock();
    if ('error' in request) return unreadable(endpoint, request.error);
    const { operation } = request;
    const action = soapActionOf(c.req.header('SOAPAction'), contentType);
    if (endpoint.actionNs && action && action !== `${endpoint.actionNs}${operation.local}`) {
      return asmxFault(
        'soap:Client',
        `Server did not recognize the value of HTTP Header SOAPAction: ${action}.`,
      );
    }
    const decision = faults.decide({
      service: endpoint.service,
      operation: operation.local,
      isDummy: endpoint.isDummy(operation.local),
      now,
    });
    switch (decision.kind) {
      case 'outage':
        return textResponse(outagePage, 503, { 'Content-Type': 'text/html; charset=utf-8' });
      case 'http500':
        return endpoint.internalError();
      case 'timeout':
        return holdAndClose(c, decision.delayMs);
      default:
        break;
    }
    let response: Response;
    try {
      response = await endpoint.handle(operation, now, {
        dummyDown: decision.kind === 'dummyDown',
      });
    } catch (error) {
      if (error instanceof SoapReadError) return unreadable(endpoint, error.message);
      logger.error(
        { err: error, path: c.req.path, operation: operation.local },
        'El simulador de ARCA falló al atender la solicitud',
      );
      return endpoint.internalError();
    }
    if (decision.kind === 'lostResponse') return holdAndClose(c, decision.delayMs);
    return response;
  }
}

/** The fault of a request the stack cannot read (not XML, not a SOAP envelope, a bad number). */
function unreadable(endpoint: Endpoint, reason: string): Response {
  switch (endpoint.style) {
    case 'asmx':
      return asmxFault(
        'soap:Client',
        `Server was unable to read request. ---> There is an error in XML document (1, 1). ---> ${reason}`,
      );
    case 'axis':
      return axisFault('Server.userException', `org.xml.sax.SAXParseException: ${reason}`);
    case 'cxf':
      return cxfFault(`Unmarshalling Error: ${reason}`, endpoint.faultNs ?? a5Ns);
    default: {
      const unknown: never = endpoint.style;
      throw new Error(`Unknown style ${String(unknown)}`);
    }
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
