/**
 * The QR code of a printed electronic voucher (RG 4892/2020): the URL
 * `https://www.afip.gob.ar/fe/qr/?p=` + Base64 of a compact UTF-8 JSON (version 1) with the
 * authorized voucher's data. Source: ../shared/reference/arca/qr-and-printing.md §2–§3 (ARCA's
 * "Especificaciones técnicas – código QR").
 *
 * Isomorphic: Base64 over UTF-8 bytes with `TextEncoder` / `TextDecoder` and `btoa` / `atob`
 * (no `node:buffer`). Numbers are written from their exact text (cents, digit strings), never
 * from a float product.
 */

/**
 * The data an RG 4892 QR carries, from the authorized voucher (qr-and-printing.md §3):
 *
 * - `fecha`: issue date `YYYY-MM-DD` (`CbteFch`).
 * - `cuit`: the issuer's CUIT, 11 digits.
 * - `ptoVta`: point of sale (up to 5 digits); `tipoCmp`: voucher type (11 Factura C, 12, 13, 15);
 *   `nroCmp`: voucher number (up to 8 digits).
 * - `importeCents`: the total (`ImpTotal`) in integer cents of the voucher's currency.
 * - `moneda`: currency code (`MonId`, e.g. `'PES'`, `'DOL'`); `ctz`: the rate in pesos as decimal
 *   text (`MonCotiz`; `'1'` for PES).
 * - `tipoDocRec` / `nroDocRec`: the receiver's document type and number as sent to ARCA
 *   (`DocTipo` / `DocNro`: 99 and `'0'` for an unidentified final consumer); omitted when absent.
 * - `codAut`: the CAE (14 digits); `tipoCodAut`: `'E'` for a CAE (default), `'A'` for a CAEA.
 */
export type InvoiceQrData = {
  fecha: string /* YYYY-MM-DD */;
  cuit: string;
  ptoVta: number;
  tipoCmp: number;
  nroCmp: number;
  importeCents: number;
  moneda: string;
  ctz: string /* decimal, '1' for PES */;
  tipoDocRec?: number;
  nroDocRec?: string;
  codAut: string /* 14 digits */;
  tipoCodAut?: 'E' | 'A';
};

/** What {@link parseInvoiceQrUrl} reads back: the {@link InvoiceQrData} plus the format version. */
export type ParsedInvoiceQr = InvoiceQrData & { ver: number; tipoCodAut: 'E' | 'A' };

/** The QR landing URL ARCA's specification and official example use (qr-and-printing.md §2). */
export const invoiceQrBaseUrl = 'https://www.afip.gob.ar/fe/qr/';

const digitsPattern = /^\d+$/;
const decimalPattern = /^\d+(\.\d+)?$/;

/** Digit text as a JSON number token: leading zeros removed (`'0'` stays `0`). */
function integerToken(value: string, field: string): string {
  if (!digitsPattern.test(value)) throw new RangeError(`${field}: expected digits, got ${value}`);
  return value.replace(/^0+(?=\d)/, '');
}

/** A non-negative safe integer as a JSON number token. */
function countToken(value: number, field: string): string {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${field}: expected a whole number ≥ 0, got ${value}`);
  }
  return String(value);
}

/** Decimal text as a JSON number token, without leading zeros nor trailing fractional zeros. */
function decimalToken(value: string, field: string): string {
  if (!decimalPattern.test(value))
    throw new RangeError(`${field}: expected a decimal, got ${value}`);
  const [whole = '0', fraction = ''] = value.split('.');
  const trimmedFraction = fraction.replace(/0+$/, '');
  const trimmedWhole = whole.replace(/^0+(?=\d)/, '');
  return trimmedFraction === '' ? trimmedWhole : `${trimmedWhole}.${trimmedFraction}`;
}

/** Integer cents as a JSON number token of pesos: `1500000` → `15000`, `123450` → `1234.5`. */
function centsToken(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`importeCents: expected integer cents ≥ 0, got ${cents}`);
  }
  const digits = String(cents).padStart(3, '0');
  return decimalToken(`${digits.slice(0, -2)}.${digits.slice(-2)}`, 'importeCents');
}

/**
 * Builds the QR's JSON text (qr-and-printing.md §3): compact (no spaces), keys in the
 * specification's order `ver, fecha, cuit, ptoVta, tipoCmp, nroCmp, importe, moneda, ctz,
 * tipoDocRec, nroDocRec, tipoCodAut, codAut`, numbers as JSON numbers (`importe` in pesos from the
 * cents: `15000`, `1234.5`), `ver` 1. `tipoDocRec` and `nroDocRec` are written only when given.
 *
 * Example: the official one, `{"ver":1,"fecha":"2020-10-13","cuit":30000000007,"ptoVta":10,
 * "tipoCmp":1,"nroCmp":94,"importe":12100,"moneda":"DOL","ctz":65,"tipoDocRec":80,
 * "nroDocRec":20000000001,"tipoCodAut":"E","codAut":70417054367476}`.
 *
 * @param data - {@link InvoiceQrData}.
 * @returns the JSON text.
 * @throws RangeError when a field is malformed (a programming error): `fecha` not `YYYY-MM-DD`,
 *   `cuit` not 11 digits, `codAut` not 14 digits, `moneda` not 3 characters, `ctz` not decimal
 *   text, `nroDocRec` not digits, a count not a whole number ≥ 0.
 */
export function buildInvoiceQrPayload(data: InvoiceQrData): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(data.fecha)) {
    throw new RangeError(`fecha: expected YYYY-MM-DD, got ${data.fecha}`);
  }
  if (!/^\d{11}$/.test(data.cuit))
    throw new RangeError(`cuit: expected 11 digits, got ${data.cuit}`);
  if (!/^\d{14}$/.test(data.codAut)) {
    throw new RangeError(`codAut: expected 14 digits, got ${data.codAut}`);
  }
  if (data.moneda.length !== 3)
    throw new RangeError(`moneda: expected 3 characters, got ${data.moneda}`);
  const fields: [string, string][] = [
    ['ver', '1'],
    ['fecha', JSON.stringify(data.fecha)],
    ['cuit', integerToken(data.cuit, 'cuit')],
    ['ptoVta', countToken(data.ptoVta, 'ptoVta')],
    ['tipoCmp', countToken(data.tipoCmp, 'tipoCmp')],
    ['nroCmp', countToken(data.nroCmp, 'nroCmp')],
    ['importe', centsToken(data.importeCents)],
    ['moneda', JSON.stringify(data.moneda)],
    ['ctz', decimalToken(data.ctz, 'ctz')],
  ];
  if (data.tipoDocRec !== undefined) {
    fields.push(['tipoDocRec', countToken(data.tipoDocRec, 'tipoDocRec')]);
  }
  if (data.nroDocRec !== undefined) {
    fields.push(['nroDocRec', integerToken(data.nroDocRec, 'nroDocRec')]);
  }
  fields.push(['tipoCodAut', JSON.stringify(data.tipoCodAut ?? 'E')]);
  fields.push(['codAut', integerToken(data.codAut, 'codAut')]);
  return `{${fields.map(([key, token]) => `"${key}":${token}`).join(',')}}`;
}

/** Standard Base64 (with `=` padding) of a text's UTF-8 bytes. */
function encodeBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The UTF-8 text of standard Base64, or `null` when it is not Base64 of UTF-8. */
function decodeBase64(base64: string): string | null {
  try {
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Builds the text to encode in the voucher's QR (RG 4892, qr-and-printing.md §2):
 * `'https://www.afip.gob.ar/fe/qr/?p='` + standard Base64 (with `=` padding, not URL-escaped) of
 * the UTF-8 bytes of {@link buildInvoiceQrPayload}.
 *
 * @param data - {@link InvoiceQrData} of the authorized voucher.
 * @returns the URL.
 * @throws RangeError when a field is malformed (see {@link buildInvoiceQrPayload}).
 */
export function buildInvoiceQrUrl(data: InvoiceQrData): string {
  return `${invoiceQrBaseUrl}?p=${encodeBase64(buildInvoiceQrPayload(data))}`;
}

/** The raw JSON number token of `key` in a compact or spaced JSON object, or `null`. */
function numberToken(json: string, key: string): string | null {
  const match = new RegExp(`"${key}"\\s*:\\s*(-?\\d+(?:\\.\\d+)?)\\s*[,}]`).exec(json);
  return match?.[1] ?? null;
}

/**
 * Reads an RG 4892 QR URL back (for tests and the end-to-end check of a printed PDF): the `p`
 * parameter is decoded from Base64, parsed as the version-1 JSON, and its numbers are read from
 * their exact text (so 14-digit CAEs and 11-digit CUITs keep every digit). Either ARCA host
 * (`afip.gob.ar`, `arca.gob.ar`) is accepted.
 *
 * @param url - the text decoded from the QR.
 * @returns the {@link ParsedInvoiceQr} (`importeCents` in integer cents, `cuit`, `nroDocRec`,
 *   `codAut` and `ctz` as text), or `null` when the text is not such a URL or a mandatory field
 *   is missing or malformed.
 */
export function parseInvoiceQrUrl(url: string): ParsedInvoiceQr | null {
  const match = /^https:\/\/www\.(?:afip|arca)\.gob\.ar\/fe\/qr\/\?p=([A-Za-z0-9+/]+={0,2})$/.exec(
    url.trim(),
  );
  if (!match?.[1]) return null;
  const json = decodeBase64(match[1]);
  if (json === null) return null;
  let parsed: Record<string, unknown>;
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null) return null;
    parsed = value as Record<string, unknown>;
  } catch {
    return null;
  }
  const token = (key: string) => numberToken(json, key);
  const [ver, cuit, ptoVta, tipoCmp, nroCmp, importe, ctz, codAut] = [
    token('ver'),
    token('cuit'),
    token('ptoVta'),
    token('tipoCmp'),
    token('nroCmp'),
    token('importe'),
    token('ctz'),
    token('codAut'),
  ];
  const { fecha, moneda, tipoCodAut } = parsed;
  if (
    ver === null ||
    cuit === null ||
    ptoVta === null ||
    tipoCmp === null ||
    nroCmp === null ||
    importe === null ||
    ctz === null ||
    codAut === null ||
    typeof fecha !== 'string' ||
    typeof moneda !== 'string' ||
    (tipoCodAut !== 'E' && tipoCodAut !== 'A')
  ) {
    return null;
  }
  const importeCents = pesosTextToCents(importe);
  if (importeCents === null) return null;
  const result: ParsedInvoiceQr = {
    ver: Number(ver),
    fecha,
    cuit,
    ptoVta: Number(ptoVta),
    tipoCmp: Number(tipoCmp),
    nroCmp: Number(nroCmp),
    importeCents,
    moneda,
    ctz,
    tipoCodAut,
    codAut,
  };
  const tipoDocRec = token('tipoDocRec');
  const nroDocRec = token('nroDocRec');
  if (tipoDocRec !== null) result.tipoDocRec = Number(tipoDocRec);
  if (nroDocRec !== null) result.nroDocRec = nroDocRec;
  return result;
}

/** Non-negative decimal pesos text with at most 2 decimals → integer cents, else `null`. */
function pesosTextToCents(text: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}
