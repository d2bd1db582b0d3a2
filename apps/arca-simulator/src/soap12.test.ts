import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { a5Ns } from './padron.js';
import { soap12Ns, soapNs } from './soap.js';
import {
  authXml,
  bodyOf,
  buildTra,
  padronEnvelope,
  type RunningSimulator,
  signCms,
  startSimulator,
  textAt,
} from './testing.js';
import { fev1Ns } from './wsfe.js';
import { parseXml } from './xml.js';

/**
 * SOAP 1.2 (issue 11 item 10): WSFEv1 and WSCDC publish SOAP 1.1 and 1.2 bindings and WSAA
 * answers both; the padrón is SOAP 1.1 only. The version is told by the envelope's namespace and
 * the answer comes back in it, faults included.
 */

/** An ASMX request in a SOAP 1.2 envelope. */
function asmx12(ns: string, operation: string, inner = ''): string {
  return (
    `<?xml version="1.0" encoding="utf-8"?><soap12:Envelope xmlns:soap12="${soap12Ns}">` +
    `<soap12:Body><${operation} xmlns="${ns}">${inner}</${operation}></soap12:Body></soap12:Envelope>`
  );
}

/** A loginCms request in a SOAP 1.2 envelope. */
function loginCms12(in0: string): string {
  return (
    `<env:Envelope xmlns:env="${soap12Ns}" xmlns:ser="http://wsaa.view.sua.dvadac.desein.afip.gov">` +
    `<env:Header/><env:Body><ser:loginCms><ser:in0>${in0}</ser:in0></ser:loginCms></env:Body></env:Envelope>`
  );
}

describe('the simulator over SOAP 1.2', () => {
  let running: RunningSimulator;
  const now = () => new Date('2026-11-20T13:00:00Z');

  /** POSTs as a SOAP 1.2 client does: the action in the Content-Type, no SOAPAction header. */
  async function post12(path: string, body: string, action?: string) {
    const response = await fetch(`${running.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': `application/soap+xml; charset=utf-8${action ? `; action="${action}"` : ''}`,
      },
      body,
    });
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      text: await response.text(),
    };
  }

  beforeAll(async () => {
    running = await startSimulator({ now });
  });
  afterAll(async () => {
    await running.close();
  });

  it('answers a WSFEv1 call in a SOAP 1.2 envelope with application/soap+xml', async () => {
    const answer = await post12(
      '/wsfev1/service.asmx',
      asmx12(fev1Ns, 'FEDummy'),
      `${fev1Ns}FEDummy`,
    );
    expect(answer.status).toBe(200);
    expect(answer.contentType).toBe('application/soap+xml; charset=utf-8');
    expect(parseXml(answer.text).ns).toBe(soap12Ns);
    expect(textAt(bodyOf(answer.text), 'FEDummyResult', 'AppServer')).toBe('OK');
  });

  it('tells the version by the envelope, not the Content-Type', async () => {
    const response = await fetch(`${running.baseUrl}/wsfev1/service.asmx`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/xml; charset=utf-8' },
      body: asmx12(fev1Ns, 'FEDummy'),
    });
    expect(response.status).toBe(200);
    expect(parseXml(await response.text()).ns).toBe(soap12Ns);
  });

  it('authorizes a voucher over SOAP 1.2 with a ticket from a SOAP 1.2 WSAA login', async () => {
    const tra = buildTra({
      service: 'wsfe',
      generationTime: new Date(now().getTime() - 10 * 60_000),
      expirationTime: new Date(now().getTime() + 10 * 60_000),
    });
    const login = await post12(
      '/ws/services/LoginCms',
      loginCms12(signCms(tra, running.certificate)),
    );
    expect(login.status).toBe(200);
    expect(login.contentType).toMatch(/^application\/soap\+xml/);
    expect(parseXml(login.text).ns).toBe(soap12Ns);
    const ticketXml = parseXml(textAt(bodyOf(login.text), 'loginCmsReturn') ?? '');
    const ticket = {
      token: textAt(ticketXml, 'credentials', 'token') ?? '',
      sign: textAt(ticketXml, 'credentials', 'sign') ?? '',
    };
    const last = await post12(
      '/wsfev1/service.asmx',
      asmx12(
        fev1Ns,
        'FECompUltimoAutorizado',
        `${authXml(ticket, '20111111112')}<PtoVta>7</PtoVta><CbteTipo>11</CbteTipo>`,
      ),
      `${fev1Ns}FECompUltimoAutorizado`,
    );
    expect(last.status).toBe(200);
    expect(textAt(bodyOf(last.text), 'FECompUltimoAutorizadoResult', 'CbteNro')).toBe('0');
  });

  it('answers an unknown action with a SOAP 1.2 Sender fault', async () => {
    const answer = await post12(
      '/wsfev1/service.asmx',
      asmx12(fev1Ns, 'FENoExiste'),
      `${fev1Ns}FENoExiste`,
    );
    expect(answer.status).toBe(500);
    expect(answer.contentType).toBe('application/soap+xml; charset=utf-8');
    const fault = bodyOf(answer.text);
    expect(fault.local).toBe('Fault');
    expect(fault.ns).toBe(soap12Ns);
    expect(textAt(fault, 'Code', 'Value')).toBe('soap:Sender');
    expect(textAt(fault, 'Reason', 'Text')).toMatch(
      /did not recognize the value of HTTP Header SOAPAction/,
    );
  });

  it('answers a refused WSAA login with a SOAP 1.2 fault carrying ARCA’s code as subcode', async () => {
    const answer = await post12('/ws/services/LoginCms', loginCms12('no-es-un-cms'));
    expect(answer.status).toBe(500);
    const fault = bodyOf(answer.text);
    expect(fault.ns).toBe(soap12Ns);
    expect(textAt(fault, 'Code', 'Value')).toMatch(/^soapenv:(Sender|Receiver)$/);
    expect(textAt(fault, 'Code', 'Subcode', 'Value')).toMatch(/^ns1:/);
    expect(textAt(fault, 'Reason', 'Text')).not.toBe('');
  });

  it('keeps SOAP 1.1 for SOAP 1.1 requests', async () => {
    const answer = await running.post(
      '/sr-padron/webservices/personaServiceA5',
      padronEnvelope(a5Ns, 'dummy', ''),
    );
    expect(answer.status).toBe(200);
    expect(parseXml(answer.text).ns).toBe(soapNs);
  });

  it('answers a SOAP 1.2 envelope to the padrón (SOAP 1.1 only) with a VersionMismatch fault', async () => {
    const envelope = padronEnvelope(a5Ns, 'dummy', '').replaceAll(soapNs, soap12Ns);
    const answer = await post12('/sr-padron/webservices/personaServiceA5', envelope);
    expect(answer.status).toBe(500);
    expect(answer.text).toContain('<faultcode>soap:VersionMismatch</faultcode>');
  });
});
