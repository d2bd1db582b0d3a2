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
 * Only SOAP 1.1 is served (the clients use it); a SOAP 1.2 envelope is answered as malformed.
 */

/** The SOAP 1.1 envelope namespace. */
export const soapNs = 'http://schemas.xmlsoap.org/soap/envelope/';
const xsiNs = 'http://www.w3.org/2001/XMLSchema-instance';
const xsdNs = 'http://www.w3.org/2001/XMLSchema';

/** The parsed request: the Body's operation element. */
export type SoapRequest = { operation: XmlElement };

/**
 * Reads a SOAP 1.1 request: the first element inside `Envelope/Body`.
 *
 * @returns the operation element, or `{ error }` with a short English reason (not XML, not a
 *   SOAP 1.1 envelope, empty Body).
 */
export function readSoapRequest(text: string): SoapRequest | { error: string } {
  let root: XmlElement;
  try {
    root = parseXml(text);
  } catch (error) {
    return { error: error instanceof Error ? error.message : 'Unreadable XML' };
  }
  if (root.local !== 'Envelope' || root.ns !== soapNs) return { error: 'Not a SOAP 1.1 envelope' };
  const body = childOf(root, 'Body', soapNs);
  const operation = body?.children[0];
  if (!operation) return { error: 'The SOAP Body is empty' };
  return { operation };
}

/** An HTTP answer with an XML (or HTML) body and the exact headers ARCA's stacks send. */
export function textResponse(
  body: string,
  status: number,
  headers: Record<string, string>,
): Response {
  return new Response(body, { status, headers });
}

/** Headers of every ASMX answer (samples/README.md). */
const asmxHeaders = {
  'Content-Type': 'text/xml; charset=utf-8',
  'Cache-Control': 'private, max-age=0',
  'X-AspNet-Version': '2.0.50727',
};

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
  const text =
    `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${soapNs}" xmlns:xsi="${xsiNs}" xmlns:xsd="${xsdNs}">` +
    `<soap:Header>${serializeXml(headerInfo)}</soap:Header><soap:Body>${serializeXml(response)}</soap:Body></soap:Envelope>` +
    (options.trailingNewline ? '\r\n' : '');
  return textResponse(text, 200, asmxHeaders);
}

/**
 * An ASMX SOAP fault (HTTP 500): `soap:Client` for requests .NET cannot read (unknown
 * SOAPAction, a non-numeric value in an int field), `soap:Server` for failures while processing.
 */
export function asmxFault(code: 'soap:Client' | 'soap:Server', message: string): Response {
  const text =
    `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${soapNs}" xmlns:xsi="${xsiNs}" xmlns:xsd="${xsdNs}">` +
    `<soap:Body><soap:Fault><faultcode>${code}</faultcode><faultstring>${escapeXml(message)}</faultstring><detail /></soap:Fault></soap:Body></soap:Envelope>`;
  return textResponse(text, 500, asmxHeaders);
}

/** Content type of every Axis (WSAA) answer. */
export const axisContentType = 'text/xml;charset=utf-8';

/** An Axis answer (HTTP 200): `body` inside `soapenv:Body`, no header. */
export function axisResponse(body: string): Response {
  const text = `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="${soapNs}" xmlns:xsd="${xsdNs}" xmlns:xsi="${xsiNs}"><soapenv:Body>${body}</soapenv:Body></soapenv:Envelope>`;
  return textResponse(text, 200, { 'Content-Type': axisContentType });
}

/**
 * A WSAA fault as Axis writes it (web-services.md §2.4, §2.5; samples/wsaa/
 * loginCms.fault-coe.alreadyAuthenticated.response.xml): HTTP 500, `Connection: close`,
 * `faultcode` `ns1:<code>` in the Axis namespace, `detail/exceptionName` and `detail/hostname`.
 */
export function axisFault(code: string, message: string): Response {
  const axisNs = 'http://xml.apache.org/axis/';
  const text =
    `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="${soapNs}" xmlns:xsd="${xsdNs}" xmlns:xsi="${xsiNs}">` +
    `<soapenv:Body><soapenv:Fault><faultcode xmlns:ns1="${axisNs}">ns1:${escapeXml(code)}</faultcode><faultstring>${escapeXml(message)}</faultstring>` +
    `<detail><ns2:exceptionName xmlns:ns2="${axisNs}">gov.afip.desein.dvadac.sua.view.wsaa.LoginFault</ns2:exceptionName>` +
    `<ns3:hostname xmlns:ns3="${axisNs}">liqui-sandbox</ns3:hostname></detail></soapenv:Fault></soapenv:Body></soapenv:Envelope>`;
  return textResponse(text, 500, { 'Content-Type': axisContentType, Connection: 'close' });
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
 * The SOAPAction header without quotes (`"http://ar.gov.afip.dif.FEV1/FEDummy"` →
 * `http://ar.gov.afip.dif.FEV1/FEDummy`), or `undefined` when absent.
 */
export function soapActionOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  return header.trim().replace(/^"(.*)"$/, '$1');
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
