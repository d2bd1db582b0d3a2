import { type Context, Hono } from 'hono';
import type { Config } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import type { AppEnv } from '../../../http/context.js';
import { createErrorHandler } from '../../../http/errors.js';
import { holdAndClose } from '../../../http/hold-and-close.js';
import { validate } from '../../../http/validate.js';
import type { SigningKeys } from '../../../identity/signing-keys.js';
import type { Logger } from '../../../logger.js';
import { answerDebtRequest } from './debt.js';
import {
  createFaultController,
  type FaultController,
  type FaultService,
  parseConfiguredFaults,
  SimulatorFaults,
} from './faults.js';
import { createLedger, type Ledger } from './ledger.js';
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
import { createTicketAuthority } from './tickets.js';
import { createWsaa, defaultLoginRetentionMs } from './wsaa.js';
import { createWscdc, wscdcNs } from './wscdc.js';
import { isWsdlQuery, serveWsdl } from './wsdl.js';
import { createWsfe, fev1Ns } from './wsfe.js';
import type { XmlElement } from './xml.js';

export type { FaultController, SimulatorFaultRule } from './faults.js';
export { SimulatorFaults } from './faults.js';
export type {
  Ledger,
  LedgerAuthorizeInput,
  LedgerAuthorizeResult,
  LedgerVoucherDetail,
  StoredVoucher,
} from './ledger.js';

/**
 * The ARCA homologation simulator (brief H2; ../shared/reference/arca/web-services.md §6): a
 * local stand-in for WSAA, WSFEv1, WSCDC and the padrón that speaks SOAP over HTTP exactly like
 * ARCA's servers (paths, envelopes, HTTP status, content types, faults), mounted by `app.ts` at
 * `/sandbox/afip` only when `config.afip.isSandbox`. It never imports the real clients
 * (`integrations/afip/*.ts`): they talk to it over HTTP like to ARCA.
 *
 * Paths (ARCA's, below `/sandbox/afip`), each answering `POST` (SOAP 1.1; SOAP 1.2 too where ARCA
 * serves it: WSAA, WSFEv1, WSCDC, see `soap.ts`) and `GET ?WSDL`:
 * `/ws/services/LoginCms` (WSAA), `/wsfev1/service.asmx` (WSFEv1), `/WSCDC/service.asmx`
 * (WSCDC), `/sr-padron/webservices/personaServiceA5` (constancia de inscripción) and
 * `/sr-padron/webservices/personaServiceA13`. Outside production also
 * `GET|PUT|DELETE /control/faults` (fault injection, see `faults.ts`; body
 * {@link SimulatorFaults}, 400 `{ message: 'Datos inválidos', code: 'validation', errors }` on bad
 * input).
 *
 * State: authorized vouchers in `sandbox_afip_vouchers` and WSAA logins in `sandbox_afip_logins`
 * (so numbering and `coe.alreadyAuthenticated` survive restarts and hold across processes); the
 * fault state lives in memory. Clock: `deps.now` (Argentina dates derived from it, UTC−3).
 */

/** Dependencies of {@link createAfipSimulator} (the app's own, see `AppDeps`). */
export type AfipSimulatorDeps = {
  config: Pick<Config, 'afip' | 'nodeEnv'>;
  database: Database;
  logger: Logger;
  /** `deriveSecret('afip-simulator')` signs the tickets. */
  signingKeys: Pick<SigningKeys, 'deriveSecret'>;
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
export type AfipSimulator = {
  /** The routes to mount at `/sandbox/afip`. */
  routes: Hono<AppEnv>;
  /**
   * The voucher ledger: `ledger.authorize({ cuit, ptoVta, cbteTipo, detail, now })` authorizes a
   * voucher with FECAESolicitar's rules at a given clock (the demo seed), `lastNumber`, `find`,
   * `findByCae`.
   */
  ledger: Ledger;
  /** The fault injection state (what the control endpoint reads and writes). */
  faults: FaultController;
};

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
 * Creates the simulator over the app's dependencies.
 *
 * @throws Error when `config.afip.simulator.faults` (`AFIP_SANDBOX_FAULTS`) is not a valid
 *   {@link SimulatorFaults} JSON text.
 */
export function createAfipSimulator(deps: AfipSimulatorDeps): AfipSimulator {
  const clock = deps.now ?? (() => new Date());
  const configured = parseConfiguredFaults(deps.config.afip.simulator.faults);
  const faults = createFaultController(
    {
      ...configured,
      latencyMs: configured.latencyMs ?? deps.config.afip.simulator.latencyMs,
    },
    deps.random,
  );
  const tickets = createTicketAuthority(deps.signingKeys.deriveSecret('afip-simulator'));
  const ledger = createLedger({ database: deps.database, now: clock });
  const wsaa = createWsaa({
    database: deps.database,
    tickets,
    certificatePath: deps.config.afip.certificatePath,
    fallbackCuit: deps.config.afip.cuit,
    retentionMs: deps.loginRetentionMs ?? defaultLoginRetentionMs,
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

  const routes = new Hono<AppEnv>();
  routes.onError(createErrorHandler(deps.logger));
  if (deps.config.nodeEnv !== 'production') {
    routes
      .get('/control/faults', (c) => c.json(faults.read(), 200))
      .put('/control/faults', validate('json', SimulatorFaults), (c) => {
        faults.replace(c.req.valid('json'));
        return c.json(faults.read(), 200);
      })
      .delete('/control/faults', (c) => {
        faults.reset();
        return c.json(faults.read(), 200);
      });
  }
  // The monotributo debt fixture (JSON, not SOAP: ARCA has no such service; see `debt.ts`).
  routes.post('/ccma/deuda', (c) => answerDebtRequest(c.req.raw));
  for (const [path, endpoint] of Object.entries(endpoints)) {
    routes.get(path, async (c) => {
      if (!isWsdlQuery(c.req.url)) return c.notFound();
      const url = new URL(c.req.url);
      return (await serveWsdl(path, `${url.origin}${url.pathname}`)) ?? c.notFound();
    });
    routes.post(path, (c) => answerSoap(c, endpoint));
  }
  return { routes, ledger, faults };

  /**
   * Answers one SOAP request in its own version (the envelope's namespace; the Content-Type when
   * the body cannot be read): SOAP 1.1 and 1.2 for WSAA, WSFEv1 and WSCDC, SOAP 1.1 only for the
   * padrón (a 1.2 envelope gets CXF's VersionMismatch fault).
   */
  async function answerSoap(c: Context<AppEnv>, endpoint: Endpoint): Promise<Response> {
    const text = await c.req.text();
    const contentType = c.req.header('Content-Type');
    const request = readSoapRequest(text);
    const version = 'error' in request ? soapVersionOfContentType(contentType) : request.version;
    if (version === '1.2' && endpoint.style === 'cxf') return cxfVersionMismatch();
    return withSoapVersion(version, () => answerInVersion(c, endpoint, request, contentType));
  }

  async function answerInVersion(
    c: Context<AppEnv>,
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
      deps.logger.error(
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
