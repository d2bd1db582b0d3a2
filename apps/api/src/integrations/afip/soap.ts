/**
 * SOAP 1.1 plumbing shared by the ARCA clients (`wsaa.ts`, `wsfe.ts`, `padron.ts`, `wscdc.ts`):
 * building request envelopes from a small element tree, posting them with the global `fetch`,
 * and turning the answer into a plain object (fast-xml-parser) or an {@link AfipTransportError}.
 *
 * Source: ../shared/reference/arca/web-services.md §1 (SOAP 1.1, `Content-Type: text/xml;
 * charset=utf-8`, quoted SOAPAction, business errors inside HTTP 200, faults with HTTP 500) and §8
 * (hand-built envelopes; qualified children for WSFEv1/WSCDC/WSAA, unqualified for the padrón).
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { AfipTransportError } from './types.js';

/** The SOAP 1.1 envelope namespace. */
export const soapEnvelopeNamespace = 'http://schemas.xmlsoap.org/soap/envelope/';

/**
 * One XML element of a request. `content` is text (escaped when rendered) or child elements;
 * `undefined`, `null` and `false` children are skipped, so optional fields read as
 * `value === undefined ? undefined : xmlElement('Name', value)`.
 */
export type XmlElement = {
  name: string;
  attributes?: Readonly<Record<string, string>>;
  content: string | number | readonly XmlChild[];
};

/** A child of an {@link XmlElement}; falsy values are left out. */
export type XmlChild = XmlElement | undefined | null | false;

/**
 * Builds an {@link XmlElement}.
 *
 * @param name - the tag, with its prefix if any (`a5:getPersona_v2`).
 * @param content - text, a number (written with `String(n)`; pass decimals as strings) or children.
 * @param attributes - namespace declarations and other attributes (values are escaped).
 */
export function xmlElement(
  name: string,
  content: XmlElement['content'],
  attributes?: Readonly<Record<string, string>>,
): XmlElement {
  return attributes === undefined ? { name, content } : { name, content, attributes };
}

/** Escapes `&`, `<`, `>`, `"` and `'` for element text and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** Renders an element tree as compact XML (no whitespace between elements). */
export function renderXml(element: XmlElement): string {
  const attributes = Object.entries(element.attributes ?? {})
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('');
  const { content } = element;
  if (typeof content === 'string' || typeof content === 'number') {
    return `<${element.name}${attributes}>${escapeXml(String(content))}</${element.name}>`;
  }
  const children = content
    .filter((child): child is XmlElement => Boolean(child))
    .map(renderXml)
    .join('');
  return children === ''
    ? `<${element.name}${attributes}/>`
    : `<${element.name}${attributes}>${children}</${element.name}>`;
}

/**
 * A SOAP 1.1 request document around one Body element (the operation element, which declares its
 * own namespace so that it is self-contained), with an empty Header as ARCA's samples have.
 */
export function renderEnvelope(body: XmlElement): string {
  return `<?xml version="1.0" encoding="UTF-8"?><soap:Envelope xmlns:soap="${soapEnvelopeNamespace}"><soap:Header/><soap:Body>${renderXml(body)}</soap:Body></soap:Envelope>`;
}

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  parseTagValue: false,
  trimValues: true,
  htmlEntities: true,
});

/** A parsed XML element: text, or an object of children (a repeated child becomes an array). */
export type XmlValue = string | XmlObject | XmlValue[];
/** The children of a parsed element, by local name (namespace prefixes removed). */
export type XmlObject = { [name: string]: XmlValue };

/**
 * Parses XML into plain objects: local names (prefixes removed), attributes dropped, every value a
 * string (never numbers: CUITs, CAEs and amounts keep their digits), empty elements as `''`.
 *
 * @throws Error when `text` is not well-formed XML.
 */
export function parseXml(text: string): XmlObject {
  const check = XMLValidator.validate(text);
  if (check !== true) throw new Error(`Not well-formed XML: ${check.err.msg}`);
  // Cast: fast-xml-parser answers `any`; a validated document parses to an object of elements.
  return parser.parse(text) as XmlObject;
}

/** The value as an array: `undefined`/`''` → `[]`, one value → `[value]`, an array as is. */
export function asArray(value: XmlValue | undefined): XmlValue[] {
  if (value === undefined || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

/** The child object `name` of `value`, or `undefined` when absent or not an element with children. */
export function childObject(value: XmlValue | undefined, name: string): XmlObject | undefined {
  if (value === undefined || typeof value === 'string' || Array.isArray(value)) return undefined;
  const child = value[name];
  if (child === undefined || typeof child === 'string') return undefined;
  // Cast: a repeated child is the list of its occurrences; callers ask only for children that
  // are elements in ARCA's answers.
  return Array.isArray(child) ? (child[0] as XmlObject | undefined) : child;
}

/** The text of child `name` of `object` (`undefined` when absent; the first one when repeated). */
export function childText(object: XmlValue | undefined, name: string): string | undefined {
  if (object === undefined || typeof object === 'string' || Array.isArray(object)) return undefined;
  const child = object[name];
  const first = Array.isArray(child) ? child[0] : child;
  return typeof first === 'string' ? first : undefined;
}

/** {@link childText} as an integer, or `undefined` when absent or not an integer. */
export function childInteger(object: XmlValue | undefined, name: string): number | undefined {
  const text = childText(object, name);
  return text !== undefined && /^-?\d+$/.test(text) ? Number(text) : undefined;
}

/** What {@link callSoap} needs: where, which operation, the body element and the time limit. */
export type SoapCall = {
  /** The service URL (see `endpoints.ts`). */
  url: string;
  /** The SOAPAction value, sent quoted (`""` for WSAA and the padrón). */
  soapAction: string;
  /** The operation element (the SOAP Body's only child). */
  body: XmlElement;
  /** Time limit of the whole exchange, in milliseconds (`config.afip.timeoutMs`). */
  timeoutMs: number;
  /** The fetch implementation. @default globalThis.fetch */
  fetch?: typeof fetch;
};

/** The answer of {@link callSoap}: the Body's first child, by its local name. */
export type SoapAnswer = {
  /** Local name of the Body's first child (`FECAESolicitarResponse`). */
  name: string;
  /** Its content. */
  content: XmlObject;
  /** The HTTP status (200 for every ASMX business answer). */
  status: number;
};

/** The SOAP 1.1 standard fault codes, reported as `soap:<Code>` whatever the server's prefix. */
const standardFaultCodes = new Set(['Server', 'Client', 'VersionMismatch', 'MustUnderstand']);

/**
 * Normalizes a faultcode: `ns1:coe.alreadyAuthenticated` → `coe.alreadyAuthenticated`,
 * `soap:Server` / `soapenv:Server` → `soap:Server`.
 */
export function normalizeFaultCode(code: string): string {
  const local = code.includes(':') ? code.slice(code.lastIndexOf(':') + 1) : code;
  return standardFaultCodes.has(local) ? `soap:${local}` : local;
}

/**
 * Posts one SOAP 1.1 request and returns the Body's first child.
 *
 * Headers: `Content-Type: text/xml; charset=utf-8`, `SOAPAction: "<soapAction>"`. The whole
 * exchange (connect, send, read) is limited by `AbortSignal.timeout(timeoutMs)`.
 *
 * @throws {@link AfipTransportError} with kind
 *   - `timeout`: no complete answer within `timeoutMs` (ARCA may still have processed the call);
 *   - `network`: connection refused/reset, DNS or TLS failure;
 *   - `fault`: a SOAP Fault (any HTTP status), with `faultCode` normalized by
 *     {@link normalizeFaultCode} and the faultstring as message;
 *   - `http`: an answer that is not a SOAP envelope (HTML error pages, an empty body) or a non-2xx
 *     status without a fault, with `status`.
 */
export async function callSoap(call: SoapCall): Promise<SoapAnswer> {
  const doFetch = call.fetch ?? globalThis.fetch;
  const signal = AbortSignal.timeout(call.timeoutMs);
  let status: number;
  let text: string;
  try {
    const response = await doFetch(call.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'text/xml; charset=utf-8',
        SOAPAction: `"${call.soapAction}"`,
      },
      body: renderEnvelope(call.body),
      signal,
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    if (signal.aborted || isTimeout(error)) {
      throw new AfipTransportError(
        `ARCA did not answer within ${call.timeoutMs} ms (${call.url})`,
        'timeout',
        { cause: error },
      );
    }
    throw new AfipTransportError(`Could not reach ARCA at ${call.url}`, 'network', {
      cause: error,
    });
  }

  let document: XmlObject;
  try {
    document = parseXml(text);
  } catch (error) {
    throw new AfipTransportError(
      `ARCA answered HTTP ${status} without a SOAP message (${call.url})`,
      'http',
      { cause: error, status },
    );
  }
  const body = childObject(childObject(document, 'Envelope'), 'Body');
  const fault = childObject(body, 'Fault');
  if (fault) {
    const faultCode = normalizeFaultCode(childText(fault, 'faultcode') ?? '');
    const faultString = childText(fault, 'faultstring') ?? 'SOAP fault';
    throw new AfipTransportError(faultString, 'fault', { status, faultCode });
  }
  const first = body ? Object.entries(body)[0] : undefined;
  if (status < 200 || status >= 300 || first === undefined) {
    throw new AfipTransportError(
      `ARCA answered HTTP ${status} without a SOAP answer (${call.url})`,
      'http',
      { status },
    );
  }
  const [name, value] = first;
  const content = Array.isArray(value) ? value[0] : value;
  // Cast: the body's first child is one element (SOAP puts one answer element in the body).
  return { name, content: typeof content === 'object' ? (content as XmlObject) : {}, status };
}

function isTimeout(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error.name === 'TimeoutError' || error.name === 'AbortError')
  );
}

/** The value as `{ code, msg }` pairs from an `<Errors><Err/>…` / `<Observaciones><Obs/>…` block. */
export function readMessages(
  block: XmlValue | undefined,
  itemName: 'Err' | 'Obs' | 'Evt',
): { code: number; msg: string }[] {
  if (block === undefined || typeof block === 'string' || Array.isArray(block)) return [];
  return asArray(block[itemName]).map((item) => ({
    code: childInteger(item, 'Code') ?? 0,
    msg: childText(item, 'Msg') ?? '',
  }));
}

/**
 * Integer cents → a decimal with two digits (`1500000` → `'15000.00'`, `-5` → `'-0.05'`), the way
 * amounts travel to ARCA (web-services.md §8: never floats).
 *
 * @throws RangeError when `cents` is not a safe integer.
 */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents))
    throw new RangeError(`Amount in cents must be an integer: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const units = Math.floor(absolute / 100);
  const fraction = String(absolute % 100).padStart(2, '0');
  return `${sign}${units}.${fraction}`;
}

/**
 * A decimal as ARCA writes doubles (`'122'`, `'1754.5'`, `'101.202'`, rarely `'1E+15'`) → integer
 * cents, rounding half up beyond two decimals; `undefined` when `text` is not a number.
 */
export function decimalToCents(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) {
    const value = Number(text);
    return Number.isFinite(value) && text.trim() !== '' ? Math.round(value * 100) : undefined;
  }
  const [, sign, units, fraction = ''] = match;
  const padded = `${fraction}000`;
  let cents = Number(units) * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1;
  return sign === '-' && cents !== 0 ? -cents : cents;
}
