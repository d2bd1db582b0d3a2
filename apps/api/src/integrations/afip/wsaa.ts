/**
 * WSAA (Web Service de Autenticación y Autorización): the login that turns Liqui's certificate into
 * a ticket (TA: `token` + `sign`) for one business service. Source: web-services.md §2.
 *
 * Flow: build a TRA (`loginTicketRequest`), sign it as CMS SignedData with the content attached and
 * the certificate embedded (node-forge PKCS#7, SHA-256), POST `loginCms` with the base64 DER, parse
 * `loginCmsReturn` (a string of escaped XML, parsed a second time) into the ticket.
 *
 * Why hand-built envelopes and fast-xml-parser instead of a WSDL-driven SOAP library (`soap`,
 * `strong-soap`): web-services.md §8 —
 * - the contracts Liqui uses are a handful of small, stable operations, so a template per
 *   operation is shorter than configuring a generic client and reads like the manual;
 * - the namespace rules that bite are explicit in our code: WSFEv1/WSCDC/WSAA children qualified,
 *   padrón children unqualified (.NET silently drops wrong-namespace elements: "Campo Auth no fue
 *   ingresado o esta mal formado"), which WSDL-driven clients get wrong with some ARCA WSDLs;
 * - `loginCmsReturn` is escaped XML inside a string and has to be parsed twice anyway;
 * - no WSDL download at start (ARCA's `?WSDL` endpoints are slow or down at times, and the
 *   simulator only needs the same paths), no extra dependency tree, and the same code talks to the
 *   simulator, homologación and producción with only the base URL changed;
 * - amounts are written from integer cents as we choose (`toFixed`-free, 2 decimals), not by a
 *   library's float serializer.
 * The price: each request is checked against the WSDL schemas in tests (`wsdl-schema.test.ts`).
 */
import forge from 'node-forge';
import type { AfipCredentials } from './certificates.js';
import { callSoap, childObject, childText, parseXml, xmlElement } from './soap.js';
import { AfipTransportError } from './types.js';

/** The namespace of WSAA's `loginCms` element (`tns1` of the WSDL). */
export const wsaaNamespace = 'http://wsaa.view.sua.dvadac.desein.afip.gov';

/** How far before and after `now` the TRA's validity window reaches (10 min each side). */
export const traWindowMs = 10 * 60 * 1000;

/** A WSAA access ticket (TA). Times are instants (`Date`). */
export type AfipTicket = {
  /** `credentials/token` (base64 of the `sso` XML). */
  token: string;
  /** `credentials/sign` (base64). */
  sign: string;
  /** `header/generationTime`. */
  generationTime: Date;
  /** `header/expirationTime` (generation + 12 h on ARCA). */
  expirationTime: Date;
};

const argentinaOffsetMs = -3 * 60 * 60 * 1000;

/**
 * An instant as Argentina local time with its offset, `YYYY-MM-DDTHH:mm:ss-03:00` (Argentina has
 * kept UTC−3 all year since 2009; web-services.md §2.2: send local time with its real offset).
 */
export function formatArgentinaDateTime(instant: Date): string {
  const local = new Date(instant.getTime() + argentinaOffsetMs);
  return `${local.toISOString().slice(0, 19)}-03:00`;
}

/**
 * The TRA (`loginTicketRequest` version 1.0, no namespace) of web-services.md §2.2 for `service`:
 * `uniqueId` = epoch seconds of `now`, `generationTime` = now − 10 min, `expirationTime` =
 * now + 10 min, both in Argentina time with `-03:00`.
 */
export function buildTra(service: string, now: Date): string {
  const uniqueId = Math.floor(now.getTime() / 1000);
  const generationTime = formatArgentinaDateTime(new Date(now.getTime() - traWindowMs));
  const expirationTime = formatArgentinaDateTime(new Date(now.getTime() + traWindowMs));
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<loginTicketRequest version="1.0">' +
    `<header><uniqueId>${uniqueId}</uniqueId>` +
    `<generationTime>${generationTime}</generationTime>` +
    `<expirationTime>${expirationTime}</expirationTime></header>` +
    `<service>${service}</service>` +
    '</loginTicketRequest>'
  );
}

/**
 * The dotted object identifier node-forge knows by `name` (`sha256`, `signingTime`).
 *
 * @throws Error when node-forge has no such name (a typo here, never the input).
 */
function oidOf(name: string): string {
  const oid = forge.pki.oids[name];
  if (oid === undefined) throw new Error(`node-forge knows no OID named ${name}`);
  return oid;
}

/**
 * Signs the TRA as CMS/PKCS#7 SignedData: content attached (not detached), the signer certificate
 * embedded, SHA-256 digest, RSA signature over authenticated attributes (contentType,
 * messageDigest, signingTime). Returns base64 DER, the `in0` of `loginCms`.
 */
export function signTra(
  tra: string,
  credentials: Pick<AfipCredentials, 'certificate' | 'privateKey'>,
  now: Date = new Date(),
): string {
  const signedData = forge.pkcs7.createSignedData();
  signedData.content = forge.util.createBuffer(tra, 'utf8');
  signedData.addCertificate(credentials.certificate);
  signedData.addSigner({
    key: credentials.privateKey,
    certificate: credentials.certificate,
    digestAlgorithm: oidOf('sha256'),
    authenticatedAttributes: [
      { type: oidOf('contentType'), value: oidOf('data') },
      { type: oidOf('messageDigest') },
      // node-forge's typings want a string; at runtime it encodes a Date as UTCTime.
      { type: oidOf('signingTime'), value: now as unknown as string },
    ],
  });
  signedData.sign({ detached: false });
  const der = forge.asn1.toDer(signedData.toAsn1()).getBytes();
  return forge.util.encode64(der);
}

/**
 * Parses a TA (`loginTicketResponse`, version `1.0` or `1`) into an {@link AfipTicket}.
 *
 * @throws AfipTransportError kind `http` when the text is not a TA with token, sign and times.
 */
export function parseLoginTicketResponse(text: string): AfipTicket {
  let document: ReturnType<typeof parseXml>;
  try {
    document = parseXml(text);
  } catch (error) {
    throw new AfipTransportError('WSAA answered a loginCmsReturn that is not XML', 'http', {
      cause: error,
    });
  }
  const response = childObject(document, 'loginTicketResponse');
  const header = childObject(response, 'header');
  const credentials = childObject(response, 'credentials');
  const token = childText(credentials, 'token');
  const sign = childText(credentials, 'sign');
  const generationTime = parseDate(childText(header, 'generationTime'));
  const expirationTime = parseDate(childText(header, 'expirationTime'));
  if (!token || !sign || !generationTime || !expirationTime) {
    throw new AfipTransportError(
      'WSAA answered a ticket without token, sign, generationTime or expirationTime',
      'http',
    );
  }
  return { token, sign, generationTime, expirationTime };
}

function parseDate(text: string | undefined): Date | undefined {
  if (!text) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The WSAA client: one login per call (reuse tickets through `ticket-store.ts`). */
export type WsaaClient = {
  /**
   * Logs in for `service` (`wsfe`, `wscdc`, `ws_sr_constancia_inscripcion`) and returns the TA.
   *
   * @throws AfipTransportError — kind `fault` with WSAA's code (`coe.alreadyAuthenticated` when a
   *   valid TA already exists, `cms.cert.untrusted`, `xml.generationTime.invalid`, …; §2.5),
   *   or `timeout` / `network` / `http`.
   */
  login(service: string): Promise<AfipTicket>;
};

/** Options of {@link createWsaaClient}. */
export type WsaaClientOptions = {
  /** The `LoginCms` URL (`endpoints.ts`). */
  url: string;
  /** Per call, in ms. */
  timeoutMs: number;
  /** The signer's certificate and key (loaded lazily; see `index.ts`). */
  credentials: () => Promise<Pick<AfipCredentials, 'certificate' | 'privateKey'>>;
  /** The clock. @default () => new Date() */
  now?: () => Date;
  fetch?: typeof fetch;
};

/** Creates a {@link WsaaClient} (SOAP 1.1, SOAPAction `""`, `loginCms` qualified in {@link wsaaNamespace}). */
export function createWsaaClient(options: WsaaClientOptions): WsaaClient {
  const now = options.now ?? (() => new Date());
  return {
    async login(service) {
      const credentials = await options.credentials();
      const at = now();
      const cms = signTra(buildTra(service, at), credentials, at);
      const answer = await callSoap({
        url: options.url,
        soapAction: '',
        timeoutMs: options.timeoutMs,
        body: xmlElement('loginCms', [xmlElement('in0', cms)], { xmlns: wsaaNamespace }),
        ...(options.fetch ? { fetch: options.fetch } : {}),
      });
      const ticketText = childText(answer.content, 'loginCmsReturn');
      if (!ticketText) {
        throw new AfipTransportError('WSAA answered without loginCmsReturn', 'http', {
          status: answer.status,
        });
      }
      return parseLoginTicketResponse(ticketText);
    },
  };
}
