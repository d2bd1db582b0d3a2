import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port.js';
import {
  callSoap,
  centsToDecimal,
  decimalToCents,
  normalizeFaultCode,
  renderEnvelope,
  xmlElement,
} from './soap.js';
import { type ReplayServer, sampleAnswer, startReplayServer } from './testing/replay-server.js';
import { AfipTransportError } from './types.js';

describe('amounts', () => {
  it('writes integer cents with exactly two decimals', () => {
    expect(centsToDecimal(1_500_000)).toBe('15000.00');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(-1234)).toBe('-12.34');
    expect(centsToDecimal(999_999_999_999_99)).toBe('999999999999.99');
  });

  it('refuses amounts that are not integer cents', () => {
    expect(() => centsToDecimal(10.5)).toThrow(RangeError);
  });

  it('reads ARCA doubles into cents without float errors', () => {
    expect(decimalToCents('122')).toBe(12_200);
    expect(decimalToCents('1754.5')).toBe(175_450);
    expect(decimalToCents('0.29')).toBe(29);
    expect(decimalToCents('101.205')).toBe(10_121);
    expect(decimalToCents('-1.21')).toBe(-121);
    expect(decimalToCents('1E+3')).toBe(100_000);
    expect(decimalToCents('abc')).toBeUndefined();
  });
});

describe('envelopes', () => {
  it('escapes text and skips absent optional children', () => {
    const xml = renderEnvelope(
      xmlElement('Op', [xmlElement('A', 'Pérez & <Hijos> "SA"'), undefined, false, null], {
        xmlns: 'urn:x',
      }),
    );
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Header/><soap:Body><Op xmlns="urn:x"><A>Pérez &amp; &lt;Hijos&gt; &quot;SA&quot;</A></Op></soap:Body></soap:Envelope>',
    );
  });

  it('normalizes fault codes', () => {
    expect(normalizeFaultCode('ns1:coe.alreadyAuthenticated')).toBe('coe.alreadyAuthenticated');
    expect(normalizeFaultCode('soapenv:Server')).toBe('soap:Server');
    expect(normalizeFaultCode('soap:Client')).toBe('soap:Client');
  });
});

describe('callSoap over HTTP', () => {
  let replay: ReplayServer;
  const call = (operation: string, timeoutMs = 5_000) =>
    callSoap({
      url: `${replay.baseUrl}/wsfev1/service.asmx`,
      soapAction: `http://ar.gov.afip.dif.FEV1/${operation}`,
      timeoutMs,
      body: xmlElement(operation, [], { xmlns: 'http://ar.gov.afip.dif.FEV1/' }),
    });

  beforeAll(async () => {
    replay = await startReplayServer();
  });
  afterAll(async () => {
    await replay.close();
  });

  it('sends SOAP 1.1 headers and returns the Body child by local name', async () => {
    replay.answer('FEDummy', sampleAnswer('wsfev1/FEDummy.response.xml'));
    const answer = await call('FEDummy');
    expect(answer.name).toBe('FEDummyResponse');
    expect(answer.content).toEqual({
      FEDummyResult: { AppServer: 'OK', DbServer: 'OK', AuthServer: 'OK' },
    });
    const request = replay.last('FEDummy');
    expect(request?.contentType).toBe('text/xml; charset=utf-8');
    expect(request?.soapAction).toBe('"http://ar.gov.afip.dif.FEV1/FEDummy"');
  });

  it('turns a SOAP fault into a transport error of kind fault with its code and text', async () => {
    replay.answerOnce(
      'FEDummy',
      sampleAnswer('padron/a5.fault.missing-token.OBSERVED-2026.response.xml'),
    );
    const error = await call('FEDummy').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AfipTransportError);
    expect(error).toMatchObject({
      kind: 'fault',
      status: 500,
      faultCode: 'soap:Server',
      message: 'Falta token y/o sign.',
    });
  });

  it('turns an HTML error page into a transport error of kind http with the status', async () => {
    replay.answerOnce('FEDummy', {
      status: 502,
      contentType: 'text/html',
      body: '<html><body><h1>502 Bad Gateway</h1></body></html>',
    });
    await expect(call('FEDummy')).rejects.toMatchObject({ kind: 'http', status: 502 });
  });

  it('turns a body that is not XML into a transport error of kind http', async () => {
    replay.answerOnce('FEDummy', {
      status: 200,
      contentType: 'text/plain',
      body: 'Service Unavailable <',
    });
    await expect(call('FEDummy')).rejects.toMatchObject({ kind: 'http', status: 200 });
  });

  it('gives up after the time limit with a transport error of kind timeout', async () => {
    replay.answerOnce('FEDummy', { hang: true });
    await expect(call('FEDummy', 300)).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('reports a refused connection as a transport error of kind network', async () => {
    const port = await freePort();
    await expect(
      callSoap({
        url: `http://127.0.0.1:${port}/wsfev1/service.asmx`,
        soapAction: 'x',
        timeoutMs: 5_000,
        body: xmlElement('FEDummy', []),
      }),
    ).rejects.toMatchObject({ kind: 'network' });
  });
});
