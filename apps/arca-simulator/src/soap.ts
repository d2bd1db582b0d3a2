import { AsyncLocalStorage } from 'node:async_hooks';
import { toArgentinaIso } from './clock.js';
import {
  childOf,
  escapeXml,
  parseXml,
  serializeXml,
  type XmlChild,
  type XmlElement,
  type XmlNode,
} from './xml.js';

/**
 * SOAP 1.1 envelopes of the three server stacks ARCA runs, as the recorded answers show them
 * (../shared/reference/arca/samples/README.md "HTTP facts to reproduce"; web-services.md §1, §2.5,
 * §3.1):
 *
 * - ASP.NET ASMX (WSFEv1, WSCDC): `<?xml … encoding="utf-8"?>`, `soap:` envelope with `xsi`/`xsd`,
 *   `soap:Header/FEHeaderInfo`, HTTP 200 even for business errors, `text/xml; charset=utf-8`,
 *   `Cache-Control: private, max-age=0`, `X-AspNet-Version: 2.0.50727`; some operations end the
 *   body with `\r\n`. Faults: HTTP 500 `soap:Client` / `soap:Server`.
 * - Apache Axis 1.4 (WSAA): `<?xml … encoding="UTF-8"?>`, `soapenv:` envelope, no header,
 *   `text/xml;charset=utf-8`; every error is HTTP 500 with an `ns1:<code>` fault and
 *   `Connection: close`.
 * - Apache CXF (padrón): no XML declaration, `soap:` envelope without header, `text/xml;charset=UTF-8`,
 *   faults HTTP 500 `soap:Server`.
 *
 * SOAP 1.1 and 1.2 (issue 11 item 10): WSFEv1 and WSCDC are ASMX services whose WSDLs carry
 * both bindings, and WSAA's Axis answers both too; the padrón's CXF services have a SOAP 1.1
 * binding only. A request's version is told by its envelope's namespace (the Content-Type only
 * when the body cannot be read), and the answer is written in that version: the envelope
 * namespace, the Content-Type (`application/soap+xml` for 1.2) and the fault shape (1.2:
 * `Code/Value` `soap:Sender` or `soap:Receiver` for 1.1's Client/Server, `Reason/Text`,
 * `Detail`) follow it. The builders below read the version of the request being answered from
 * {@link withSoapVersion}, so the services' code is the same for both.
 */

/** The SOAP 1.1 envelope namespace. */
export const soapNs = 'http://schemas.xmlsoap.org/soap/envelope/';
/** The SOAP 1.2 envelope namespace. */
export const soap12Ns = 'http://www.w3.org/2003/05/soap-envelope';

/** A SOAP version ARCA's stacks speak. */
export type SoapVersion = '1.1' | '1.2';

const versionOfRequest = new AsyncLocalStorage<SoapVersion>();

/**
 * Runs `answer` with `version` as the SOAP version every answer built inside it is written in
 * (the request's; 1.1 outside any).
 */
export function withSoapVersion<T>(version: SoapVersion, answer: () => T): T {
  return versionOfRequest.run(version, answer);
}

/** The SOAP version of the request being answered (see {@link withSoapVersion}). */
export function currentSoapVersion(): SoapVersion {
  return versionOfRequest.getStore() ?? '1.1';
}

/** The envelope namespace of `version`. */
function envelopeNsOf(version: SoapVersion): string {
  return version === '1.2' ? soap12Ns : soapNs;
}

/**
 * The SOAP version a Content-Type announces: `application/soap+xml` is SOAP 1.2, anything else
 * (`text/xml`) SOAP 1.1.
 */
export function soapVersionOfContentType(contentType: string | undefined): SoapVersion {
  return /^\s*application\/soap\+xml\b/i.test(contentType ?? '') ? '1.2' : '1.1';
}
const xsiNs = 'http://www.w3.org/2001/XMLSchema-instance';
const xsdNs = 'http://www.w3.org/2001/XMLSchema';

/** The parsed request: the Body's operation element and the envelope's SOAP version. */
export type SoapRequest = { operation: XmlElement; version: SoapVersion };

/**
 * Reads a SOAP 1.1 or 1.2 request: the first element inside `Envelope/Body`, the version told
 * by the envelope's namespace.
 *
 * @returns the operation element and version, or `{ error }` with a short English reason (not
 *   XML, not a SOAP envelope, empty Body).
 */
export function readSoapRequest(text: string): SoapRequest | { error: string } {
  let root: XmlElement;
  try {
    root = parseXml(text);
  } catch (error) {
    return { error: error instanceof Error ? error.message : 'Unreadable XML' };
  }
  const version: SoapVersion | undefined =
    root.ns === soapNs ? '1.1' : root.ns === soap12Ns ? '1.2' : undefined;
  if (root.local !== 'Envelope' || version === undefined) return { error: 'Not a SOAP envelope' };
  const body = childOf(root, 'Body', envelopeNsOf(version));
  const operation = body?.children[0];
  if (!operation) return { error: 'The SOAP Body is empty' };
  return { operation, version };
}

/**
 * A SOAP 1.1 fault's code as SOAP 1.2 names it: `Client` → `Sender`, `Server` → `Receiver`
 * (SOAP 1.2 part 1 §5.4.6); other codes are kept.
 */
function soap12CodeOf(code: 'Client' | 'Server' | 'VersionMismatch'): string {
  return code === 'Client' ? 'Sender' : code === 'Server' ? 'Receiver' : code;
}

/** The `Fault` element of a SOAP 1.2 answer with prefix `prefix` (bound to the 1.2 namespace). */
function soap12Fault(options: {
  prefix: string;
  code: 'Client' | 'Server' | 'VersionMismatch';
  subcode?: string;
  message: string;
  detail: string;
}): string {
  const { prefix } = options;
  const subcode = options.subcode
    ? `<${prefix}:Subcode><${prefix}:Value>${options.subcode}</${prefix}:Value></${prefix}:Subcode>`
    : '';
  const detail =
    options.detail === ''
      ? `<${prefix}:Detail />`
      : `<${prefix}:Detail>${options.detail}</${prefix}:Detail>`;
  return (
    `<${prefix}:Fault><${prefix}:Code><${prefix}:Value>${prefix}:${soap12CodeOf(options.code)}</${prefix}:Value>${subcode}</${prefix}:Code>` +
    `<${prefix}:Reason><${prefix}:Text xml:lang="en">${escapeXml(options.message)}</${prefix}:Text></${prefix}:Reason>${detail}</${prefix}:Fault>`
  );
}

/** The Content-Type of a SOAP 1.2 answer. */
const soap12ContentType = 'application/soap+xml; charset=utf-8';

/** An HTTP answer with an XML (or HTML) body and the exact headers ARCA's stacks send. */
export function textResponse(
  body: string,
  status: number,
  headers: Record<string, string>,
): Response {
  return new Response(body, { status, headers });
}

/** Headers of every ASMX answer (samples/README.md), in the request's SOAP version. */
function asmxHeaders(): Record<string, string> {
  return {
    'Content-Type': currentSoapVersion() === '1.2' ? soap12ContentType : 'text/xml; charset=utf-8',
    'Cache-Control': 'private, max-age=0',
    'X-AspNet-Version': '2.0.50727',
  };
}

/** `FEHeaderInfo` values of an ASMX service (web-services.md §3.1, §4). */
export type AsmxHeaderInfo = { ns: string; ambiente: string; id: string };

/**
 * An ASMX answer: `<OpResponse xmlns=ns><OpResult>…</OpResult></OpResponse>` inside the recorded
 * envelope, `FEHeaderInfo` with `fecha` = `now` in Argentina time (7 fractional digits).
 *
 * @param options.trailingNewline - end the body with `\r\n` (the operations listed in
 *   samples/README.md do).
 */
export function asmxResponse(options: {
  header: AsmxHeaderInfo;
  operation: string;
  result: XmlChild[];
  now: Date;
  trailingNewline: boolean;
}): Response {
  const { header, operation, result, now } = options;
  const headerInfo: XmlNode = {
    name: 'FEHeaderInfo',
    attributes: { xmlns: header.ns },
    content: [
      { name: 'ambiente', content: header.ambiente },
      { name: 'fecha', content: toArgentinaIso(now, 7) },
      { name: 'id', content: header.id },
    ],
  };
  const response: XmlNode = {
    name: `${operation}Response`,
    attributes: { xmlns: header.ns },
    content: [{ name: `${operation}Result`, content: result }],
  };
  const envelopeNs = envelopeNsOf(currentSoapVersion());
  const text =
    `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${envelopeNs}" xmlns:xsi="${xsiNs}" xmlns:xsd="${xsdNs}">` +
    `<soap:Header>${serializeXml(headerInfo)}</soap:Header><soap:Body>${serializeXml(response)}</soap:Body></soap:Envelope>` +
    (options.trailingNewline ? '\r\n' : '');
  return textResponse(text, 200, asmxHeaders());
}

/**
 * An ASMX SOAP fault (HTTP 500): `soap:Client` for requests .NET cannot read (unknown
 * SOAPAction, a non-numeric value in an int field), `soap:Server` for failures while processing.
 */
export function asmxFault(code: 'soap:Client' | 'soap:Server', message: string): Response {
  const version = currentSoapVersion();
  const fault =
    version === '1.2'
      ? soap12Fault({
          prefix: 'soap',
          code: code === 'soap:Client' ? 'Client' : 'Server',
          message,
          detail: '',
        })
      : `<soap:Fault><faultcode>${code}</faultcode><faultstring>${escapeXml(message)}</faultstring><detail /></soap:Fault>`;
  const text =
    `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${envelopeNsOf(version)}" xmlns:xsi="${xsiNs}" xmlns:xsd="${xsdNs}">` +
    `<soap:Body>${fault}</soap:Body></soap:Envelope>`;
  return textResponse(text, 500, asmxHeaders());
}

/** Content type of every Axis (WSAA) answer in SOAP 1.1. */
export const axisContentType = 'text/xml;charset=utf-8';

/** The Axis Content-Type in the request's SOAP version. */
function axisContentTypeNow(): string {
  return currentSoapVersion() === '1.2' ? 'application/soap+xml;charset=utf-8' : axisContentType;
}

/** An Axis answer (HTTP 200): `body` inside `soapenv:Body`, no header. */
export function axisResponse(body: string): Response {
  const envelopeNs = envelopeNsOf(currentSoapVersion());
  const text = `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="${envelopeNs}" xmlns:xsd="${xsdNs}" xmlns:xsi="${xsiNs}"><soapenv:Body>${body}</soapenv:Body></soapenv:Envelope>`;
  return textResponse(text, 200, { 'Content-Type': axisContentTypeNow() });
}

/**
 * A WSAA fault as Axis writes it (web-services.md §2.4, §2.5; samples/wsaa/
 * loginCms.fault-coe.alreadyAuthenticated.response.xml): HTTP 500, `Connection: close`,
 * `faultcode` `ns1:<code>` in the Axis namespace, `detail/exceptionName` and `detail/hostname`.
 */
export function axisFault(code: string, message: string): Response {
  const axisNs = 'http://xml.apache.org/axis/';
  const version = currentSoapVersion();
  const detail =
    `<ns2:exceptionName xmlns:ns2="${axisNs}">gov.afip.desein.dvadac.sua.view.wsaa.LoginFault</ns2:exceptionName>` +
    `<ns3:hostname xmlns:ns3="${axisNs}">liqui-sandbox</ns3:hostname>`;
  const fault =
    version === '1.2'
      ? soap12Fault({
          prefix: 'soapenv',
          code: code.startsWith('Client') ? 'Client' : 'Server',
          subcode: `ns1:${escapeXml(code)}`,
          message,
          detail,
        }).replace('<soapenv:Fault>', `<soapenv:Fault xmlns:ns1="${axisNs}">`)
      : `<soapenv:Fault><faultcode xmlns:ns1="${axisNs}">ns1:${escapeXml(code)}</faultcode><faultstring>${escapeXml(message)}</faultstring><detail>${detail}</detail></soapenv:Fault>`;
  const text =
    `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="${envelopeNsOf(version)}" xmlns:xsd="${xsdNs}" xmlns:xsi="${xsiNs}">` +
    `<soapenv:Body>${fault}</soapenv:Body></soapenv:Envelope>`;
  return textResponse(text, 500, { 'Content-Type': axisContentTypeNow(), Connection: 'close' });
}

/** Content type of every CXF (padrón) answer. */
export const cxfContentType = 'text/xml;charset=UTF-8';

/** A CXF answer (HTTP 200): `body` inside `soap:Body`, no declaration, no header. */
export function cxfResponse(body: XmlNode): Response {
  const text = `<soap:Envelope xmlns:soap="${soapNs}"><soap:Body>${serializeXml(body, '/>')}</soap:Body></soap:Envelope>`;
  return textResponse(text, 200, { 'Content-Type': cxfContentType });
}

/**
 * A padrón fault (HTTP 500, `soap:Server`) with `detail/SRValidationException` in the service's
 * namespace, as observed for "Falta token y/o sign." (samples/padron/
 * a5.fault.missing-token.OBSERVED-2026.response.xml; web-services.md §5.1).
 */
export function cxfFault(message: string, serviceNs: string): Response {
  const text =
    `<soap:Envelope xmlns:soap="${soapNs}"><soap:Body><soap:Fault><faultcode>soap:Server</faultcode>` +
    `<faultstring>${escapeXml(message)}</faultstring><detail><ns1:SRValidationException xmlns:ns1="${serviceNs}"/></detail>` +
    '</soap:Fault></soap:Body></soap:Envelope>';
  return textResponse(text, 500, { 'Content-Type': cxfContentType });
}

/**
 * The SOAP action of a request without quotes (`"http://ar.gov.afip.dif.FEV1/FEDummy"` →
 * `http://ar.gov.afip.dif.FEV1/FEDummy`): SOAP 1.1's `SOAPAction` header, else SOAP 1.2's
 * `action` parameter of the Content-Type; `undefined` when neither is there.
 */
export function soapActionOf(
  header: string | undefined,
  contentType?: string | undefined,
): string | undefined {
  if (header !== undefined) return header.trim().replace(/^"(.*)"$/, '$1');
  const parameter = /;\s*action\s*=\s*("([^"]*)"|[^;\s]+)/i.exec(contentType ?? '');
  if (!parameter) return undefined;
  return parameter[2] ?? parameter[1];
}

/**
 * The answer of a SOAP 1.1-only service (the padrón's CXF endpoints) to a SOAP 1.2 envelope: a
 * SOAP 1.1 `VersionMismatch` fault, HTTP 500, as CXF answers.
 */
export function cxfVersionMismatch(): Response {
  const text =
    `<soap:Envelope xmlns:soap="${soapNs}"><soap:Body><soap:Fault><faultcode>soap:VersionMismatch</faultcode>` +
    '<faultstring>A SOAP 1.2 message is not valid when sent to a SOAP 1.1 only endpoint.</faultstring>' +
    '</soap:Fault></soap:Body></soap:Envelope>';
  return textResponse(text, 500, { 'Content-Type': cxfContentType });
}

/**
 * Thrown while reading a request when .NET's XmlSerializer would fail (a non-numeric value in an
 * int, long or double field): answered as a `soap:Client` fault.
 */
export class SoapReadError extends Error {
  override readonly name = 'SoapReadError';
}

/** The trimmed text of child `local` in `ns`, or `undefined` when the child is absent. */
export function readText(parent: XmlElement | undefined, local: string, ns: string) {
  const element = childOf(parent, local, ns);
  return element === undefined ? undefined : element.text.trim();
}

/**
 * An int/long child the way .NET reads it: absent → `fallback` (0 for a mandatory value type);
 * present but not an integer → {@link SoapReadError}.
 */
export function readInteger(
  parent: XmlElement | undefined,
  local: string,
  ns: string,
  fallback = 0,
): number {
  const text = readText(parent, local, ns);
  if (text === undefined) return fallback;
  if (!/^[+-]?\d+$/.test(text))
    throw new SoapReadError(`${local}: Input string was not in a correct format.`);
  return Number(text);
}

/** Like {@link readInteger} but `undefined` when absent (nullable ints such as `CondicionIVAReceptorId`). */
export function readOptionalInteger(parent: XmlElement | undefined, local: string, ns: string) {
  return readText(parent, local, ns) === undefined ? undefined : readInteger(parent, local, ns);
}

/** A long kept as its digits (DocNro, CUIT): absent → `'0'`; not an integer → {@link SoapReadError}. */
export function readLongDigits(parent: XmlElement | undefined, local: string, ns: string): string {
  const text = readText(parent, local, ns);
  if (text === undefined) return '0';
  if (!/^[+-]?\d+$/.test(text))
    throw new SoapReadError(`${local}: Input string was not in a correct format.`);
  return String(BigInt(text));
}

/** A double the way .NET reads it: absent → `fallback`; not a number → {@link SoapReadError}. */
export function readDouble(
  parent: XmlElement | undefined,
  local: string,
  ns: string,
  fallback = 0,
): number {
  const text = readText(parent, local, ns);
  if (text === undefined) return fallback;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) {
    throw new SoapReadError(`${local}: Input string was not in a correct format.`);
  }
  return Number(text);
}

/** Like {@link readDouble} but `undefined` when absent (nullable doubles such as `MonCotiz`). */
export function readOptionalDouble(parent: XmlElement | undefined, local: string, ns: string) {
  return readText(parent, local, ns) === undefined ? undefined : readDouble(parent, local, ns);
}
