import { describe, expect, it } from 'vitest';
import {
  buildInvoiceQrPayload,
  buildInvoiceQrUrl,
  type InvoiceQrData,
  parseInvoiceQrUrl,
} from './invoice-qr';

/** The official example of ARCA's QR specification (qr-and-printing.md §3). */
const official: InvoiceQrData = {
  fecha: '2020-10-13',
  cuit: '30000000007',
  ptoVta: 10,
  tipoCmp: 1,
  nroCmp: 94,
  importeCents: 1_210_000,
  moneda: 'DOL',
  ctz: '65',
  tipoDocRec: 80,
  nroDocRec: '20000000001',
  codAut: '70417054367476',
};

/** The Factura C to a final consumer of qr-and-printing.md §3 (samples FECAESolicitar.FacturaC). */
const facturaC: InvoiceQrData = {
  fecha: '2026-11-20',
  cuit: '20111111112',
  ptoVta: 1,
  tipoCmp: 11,
  nroCmp: 43,
  importeCents: 1_500_000,
  moneda: 'PES',
  ctz: '1',
  tipoDocRec: 99,
  nroDocRec: '0',
  codAut: '76470000000001',
};

describe('buildInvoiceQrPayload (RG 4892, qr-and-printing.md §3)', () => {
  it('reproduces the official example JSON exactly', () => {
    expect(buildInvoiceQrPayload(official)).toBe(
      '{"ver":1,"fecha":"2020-10-13","cuit":30000000007,"ptoVta":10,"tipoCmp":1,"nroCmp":94,"importe":12100,"moneda":"DOL","ctz":65,"tipoDocRec":80,"nroDocRec":20000000001,"tipoCodAut":"E","codAut":70417054367476}',
    );
  });

  it('reproduces the Factura C example JSON exactly', () => {
    expect(buildInvoiceQrPayload(facturaC)).toBe(
      '{"ver":1,"fecha":"2026-11-20","cuit":20111111112,"ptoVta":1,"tipoCmp":11,"nroCmp":43,"importe":15000,"moneda":"PES","ctz":1,"tipoDocRec":99,"nroDocRec":0,"tipoCodAut":"E","codAut":76470000000001}',
    );
  });

  it('writes the amount in pesos from the cents, without float artefacts', () => {
    expect(buildInvoiceQrPayload({ ...facturaC, importeCents: 123_450 })).toContain(
      '"importe":1234.5,',
    );
    expect(buildInvoiceQrPayload({ ...facturaC, importeCents: 30 })).toContain('"importe":0.3,');
    expect(buildInvoiceQrPayload({ ...facturaC, importeCents: 123_456 })).toContain(
      '"importe":1234.56,',
    );
  });

  it('omits the receiver document when it is not given, and writes a CAEA as "A"', () => {
    const { tipoDocRec: _tipo, nroDocRec: _nro, ...anonymous } = facturaC;
    const payload = buildInvoiceQrPayload({ ...anonymous, tipoCodAut: 'A' });
    expect(payload).not.toContain('DocRec');
    expect(payload).toContain('"tipoCodAut":"A","codAut":76470000000001}');
  });

  it('writes a decimal exchange rate as a JSON number', () => {
    expect(buildInvoiceQrPayload({ ...official, ctz: '1045.500000' })).toContain('"ctz":1045.5,');
  });

  it('throws on malformed data (a programming error)', () => {
    expect(() => buildInvoiceQrPayload({ ...facturaC, codAut: '123' })).toThrow(RangeError);
    expect(() => buildInvoiceQrPayload({ ...facturaC, cuit: '20-11111111-2' })).toThrow(RangeError);
    expect(() => buildInvoiceQrPayload({ ...facturaC, ctz: '1,5' })).toThrow(RangeError);
    expect(() => buildInvoiceQrPayload({ ...facturaC, importeCents: 1.5 })).toThrow(RangeError);
  });
});

describe('buildInvoiceQrUrl (RG 4892, qr-and-printing.md §2)', () => {
  it('reproduces the official URL string exactly', () => {
    expect(buildInvoiceQrUrl(official)).toBe(
      'https://www.afip.gob.ar/fe/qr/?p=eyJ2ZXIiOjEsImZlY2hhIjoiMjAyMC0xMC0xMyIsImN1aXQiOjMwMDAwMDAwMDA3LCJwdG9WdGEiOjEwLCJ0aXBvQ21wIjoxLCJucm9DbXAiOjk0LCJpbXBvcnRlIjoxMjEwMCwibW9uZWRhIjoiRE9MIiwiY3R6Ijo2NSwidGlwb0RvY1JlYyI6ODAsIm5yb0RvY1JlYyI6MjAwMDAwMDAwMDEsInRpcG9Db2RBdXQiOiJFIiwiY29kQXV0Ijo3MDQxNzA1NDM2NzQ3Nn0=',
    );
  });

  it('reproduces the Factura C example’s p parameter exactly', () => {
    expect(buildInvoiceQrUrl(facturaC)).toBe(
      'https://www.afip.gob.ar/fe/qr/?p=eyJ2ZXIiOjEsImZlY2hhIjoiMjAyNi0xMS0yMCIsImN1aXQiOjIwMTExMTExMTEyLCJwdG9WdGEiOjEsInRpcG9DbXAiOjExLCJucm9DbXAiOjQzLCJpbXBvcnRlIjoxNTAwMCwibW9uZWRhIjoiUEVTIiwiY3R6IjoxLCJ0aXBvRG9jUmVjIjo5OSwibnJvRG9jUmVjIjowLCJ0aXBvQ29kQXV0IjoiRSIsImNvZEF1dCI6NzY0NzAwMDAwMDAwMDF9',
    );
  });
});

describe('parseInvoiceQrUrl', () => {
  it('round-trips both examples, with the version and the kind of authorization', () => {
    expect(parseInvoiceQrUrl(buildInvoiceQrUrl(official))).toEqual({
      ...official,
      ver: 1,
      tipoCodAut: 'E',
    });
    expect(parseInvoiceQrUrl(buildInvoiceQrUrl(facturaC))).toEqual({
      ...facturaC,
      ver: 1,
      tipoCodAut: 'E',
    });
  });

  it('round-trips cents and a voucher without a receiver document', () => {
    const { tipoDocRec: _tipo, nroDocRec: _nro, ...anonymous } = facturaC;
    const data = { ...anonymous, importeCents: 123_405 };
    expect(parseInvoiceQrUrl(buildInvoiceQrUrl(data))).toEqual({
      ...data,
      ver: 1,
      tipoCodAut: 'E',
    });
  });

  it('accepts the arca.gob.ar host', () => {
    const url = buildInvoiceQrUrl(facturaC).replace('www.afip.gob.ar', 'www.arca.gob.ar');
    expect(parseInvoiceQrUrl(url)?.nroCmp).toBe(43);
  });

  it('returns null for text that is not an ARCA QR URL', () => {
    expect(parseInvoiceQrUrl('https://example.com/?p=e30=')).toBeNull();
    expect(parseInvoiceQrUrl('https://www.afip.gob.ar/fe/qr/?p=not*base64')).toBeNull();
    expect(parseInvoiceQrUrl(`https://www.afip.gob.ar/fe/qr/?p=${btoa('{"ver":1}')}`)).toBeNull();
    expect(parseInvoiceQrUrl(`https://www.afip.gob.ar/fe/qr/?p=${btoa('[1,2')}`)).toBeNull();
  });
});
