import { createHmac } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTraDateTime } from './clock.js';
import {
  bodyOf,
  buildTra,
  createTestCertificate,
  loginCmsEnvelope,
  type RunningSimulator,
  signCms,
  startSimulator,
  textAt,
  trustCertificate,
} from './testing.js';
import { wsaaFaultMessages } from './wsaa.js';
import { parseXml } from './xml.js';

/** The tickets' secret (the `ticketSecret` option). */
const ticketSecret = 'secreto-de-los-tickets-de-prueba';
const minute = 60_000;
const hour = 60 * minute;

describe('simulated WSAA loginCms', () => {
  let running: RunningSimulator;
  let current = Date.parse('2026-11-20T13:00:00Z');
  const now = () => new Date(current);

  beforeAll(async () => {
    running = await startSimulator({ now, ticketSecret });
  });
  afterAll(async () => {
    await running.close();
  });

  async function login(in0: string) {
    return running.post('/ws/services/LoginCms', loginCmsEnvelope(in0), '');
  }

  function traFor(service: string, offsets: { generation?: number; expiration?: number } = {}) {
    return buildTra({
      service,
      generationTime: new Date(current + (offsets.generation ?? -10 * minute)),
      expirationTime: new Date(current + (offsets.expiration ?? 10 * minute)),
    });
  }

  function faultOf(text: string) {
    const fault = bodyOf(text);
    return {
      code: textAt(fault, 'faultcode'),
      message: textAt(fault, 'faultstring'),
    };
  }

  it('issues a 12-hour ticket in the recorded TA layout, with an sso token and an HMAC sign', async () => {
    const answer = await login(signCms(traFor('wsfe'), running.certificate));
    expect(answer.status).toBe(200);
    expect(answer.contentType).toBe('text/xml;charset=utf-8');
    const ta = parseXml(textAt(bodyOf(answer.text), 'loginCmsReturn')!);
    expect(ta.local).toBe('loginTicketResponse');
    expect(ta.attributes.version).toBe('1.0');
    expect(textAt(ta, 'header', 'source')).toBe(
      'CN=wsaahomo, O=AFIP, C=AR, SERIALNUMBER=CUIT 33693450239',
    );
    expect(textAt(ta, 'header', 'destination')).toBe(
      'SERIALNUMBER=CUIT 30711067074, CN=liqui-sandbox',
    );
    const generation = parseTraDateTime(textAt(ta, 'header', 'generationTime')!)!;
    const expiration = parseTraDateTime(textAt(ta, 'header', 'expirationTime')!)!;
    expect(textAt(ta, 'header', 'generationTime')).toBe('2026-11-20T10:00:00.000-03:00');
    expect(expiration.getTime() - generation.getTime()).toBe(12 * hour);
    const token = textAt(ta, 'credentials', 'token')!;
    const sso = parseXml(Buffer.from(token, 'base64').toString('utf8'));
    expect(sso.local).toBe('sso');
    const id = sso.children.find((child) => child.local === 'id')!;
    expect(id.attributes.dst).toBe('CN=wsfe, O=AFIP, C=AR');
    expect(Number(id.attributes.gen_time)).toBe(generation.getTime() / 1000 - 60);
    expect(Number(id.attributes.exp_time)).toBe(expiration.getTime() / 1000);
    const loginElement = sso.children.find((child) => child.local === 'operation')!.children[0]!;
    expect(loginElement.attributes.service).toBe('wsfe');
    expect(loginElement.children[0]!.children[0]!.attributes.key).toBe('30711067074');
    const expectedSign = createHmac('sha256', ticketSecret).update(token).digest('base64');
    expect(textAt(ta, 'credentials', 'sign')).toBe(expectedSign);
  });

  it('refuses a second login for the same certificate and service within 10 minutes (coe.alreadyAuthenticated), and allows it after', async () => {
    const first = await login(signCms(traFor('wscdc'), running.certificate));
    expect(first.status).toBe(200);
    current += 5 * minute;
    const second = await login(signCms(traFor('wscdc'), running.certificate));
    expect(second.status).toBe(500);
    expect(second.contentType).toBe('text/xml;charset=utf-8');
    expect(second.headers.get('connection')).toBe('close');
    expect(faultOf(second.text)).toEqual({
      code: 'ns1:coe.alreadyAuthenticated',
      message: 'El CEE ya posee un TA valido para el acceso al WSN solicitado',
    });
    current += 6 * minute;
    const third = await login(signCms(traFor('wscdc'), running.certificate));
    expect(third.status).toBe(200);
  });

  it('refuses a service outside wsfe, wscdc, ws_sr_constancia_inscripcion and ws_sr_padron_a13 (coe.notAuthorized)', async () => {
    const answer = await login(signCms(traFor('wsfex'), running.certificate));
    expect(answer.status).toBe(500);
    expect(faultOf(answer.text)).toEqual({
      code: 'ns1:coe.notAuthorized',
      message: 'Computador no autorizado a acceder al servicio',
    });
  });

  it.each([
    ['a generationTime in the future', { generation: 5 * minute }, 'xml.generationTime.invalid'],
    ['a generationTime older than 24 h', { generation: -25 * hour }, 'xml.generationTime.invalid'],
    [
      'an expirationTime already past',
      { generation: -2 * hour, expiration: -minute },
      'xml.expirationTime.expired',
    ],
    [
      'an expirationTime more than 24 h ahead',
      { expiration: 25 * hour },
      'xml.expirationTime.invalid',
    ],
  ])('refuses a TRA with %s', async (_name, offsets, code) => {
    const answer = await login(signCms(traFor('ws_sr_padron_a13', offsets), running.certificate));
    expect(answer.status).toBe(500);
    expect(faultOf(answer.text)).toEqual({
      code: `ns1:${code}`,
      message: wsaaFaultMessages[code as keyof typeof wsaaFaultMessages],
    });
  });

  it('refuses a TRA of another version (xml.version.notSupported) and one that is not a TRA (xml.bad)', async () => {
    const otherVersion = buildTra({
      service: 'wsfe',
      generationTime: new Date(current - minute),
      expirationTime: new Date(current + minute),
      version: '2.0',
    });
    expect(faultOf((await login(signCms(otherVersion, running.certificate))).text).code).toBe(
      'ns1:xml.version.notSupported',
    );
    expect(faultOf((await login(signCms('<hola/>', running.certificate))).text).code).toBe(
      'ns1:xml.bad',
    );
  });

  it('answers cms.bad.base64, cms.bad, cms.cert.notFound and cms.sign.invalid for broken CMS', async () => {
    const tra = traFor('wsfe');
    expect(faultOf((await login('')).text).code).toBe('ns1:cms.bad.base64');
    expect(faultOf((await login('no es base64!')).text).code).toBe('ns1:cms.bad.base64');
    expect(faultOf((await login(Buffer.from('hola mundo').toString('base64'))).text).code).toBe(
      'ns1:cms.bad',
    );
    const withoutCertificate = signCms(tra, running.certificate, { withoutCertificate: true });
    expect(faultOf((await login(withoutCertificate)).text)).toEqual({
      code: 'ns1:cms.cert.notFound',
      message: 'No se ha encontrado certificado de firmador',
    });
    const detached = signCms(tra, running.certificate, { detached: true });
    expect(faultOf((await login(detached)).text).code).toBe('ns1:cms.sign.invalid');
    // Tamper with the signed content: change one character of the embedded TRA.
    const der = Buffer.from(signCms(tra, running.certificate), 'base64');
    const at = der.indexOf(Buffer.from('<service>wsfe'));
    der[at + 9] = 'W'.charCodeAt(0);
    expect(faultOf((await login(der.toString('base64'))).text).code).toBe('ns1:cms.sign.invalid');
  });

  it('verifies SHA-1 signatures too', async () => {
    const answer = await login(
      signCms(traFor('ws_sr_constancia_inscripcion'), running.certificate, { digest: 'sha1' }),
    );
    expect(answer.status).toBe(200);
  });

  it('trusts only the certificates of trustedCertificates, read on every login (cms.cert.untrusted)', async () => {
    const stranger = createTestCertificate({ now: now(), commonName: 'otro' });
    const answer = await login(signCms(traFor('wsfe'), stranger));
    expect(faultOf(answer.text).code).toBe('ns1:cms.cert.untrusted');
    rmSync(running.certificatePath);
    const missing = await login(signCms(traFor('wsfe'), running.certificate));
    expect(faultOf(missing.text).code).toBe('ns1:cms.cert.untrusted');
    trustCertificate(running.certificatePath, stranger);
    const trustedNow = await login(signCms(traFor('wsfe'), stranger));
    expect(trustedNow.status, trustedNow.text).toBe(200);
    trustCertificate(running.certificatePath, running.certificate);
  });

  it('refuses an expired certificate (cms.cert.expired) and one not yet valid (cms.cert.invalid)', async () => {
    const expired = createTestCertificate({
      notBefore: new Date(current - 3 * 365 * 24 * hour),
      notAfter: new Date(current - 24 * hour),
    });
    trustCertificate(running.certificatePath, expired);
    expect(faultOf((await login(signCms(traFor('wsfe'), expired))).text)).toEqual({
      code: 'ns1:cms.cert.expired',
      message: 'Certificado expirado',
    });
    const future = createTestCertificate({
      notBefore: new Date(current + 24 * hour),
      notAfter: new Date(current + 48 * hour),
    });
    trustCertificate(running.certificatePath, future);
    expect(faultOf((await login(signCms(traFor('wsfe'), future))).text).code).toBe(
      'ns1:cms.cert.invalid',
    );
    trustCertificate(running.certificatePath, running.certificate);
  });

  it('serves the LoginCms WSDL with the address rewritten to the simulator', async () => {
    for (const query of ['?wsdl', '?WSDL']) {
      const response = await fetch(`${running.baseUrl}/ws/services/LoginCms${query}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/xml; charset=utf-8');
      const text = await response.text();
      expect(text).toContain(
        `<wsdlsoap:address location="${running.baseUrl}/ws/services/LoginCms"`,
      );
      expect(text.match(/address location="[^"]*"/g)).toEqual([
        `address location="${running.baseUrl}/ws/services/LoginCms"`,
      ]);
    }
  });
});
