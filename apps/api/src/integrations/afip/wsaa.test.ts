import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AfipCredentials, ensureSandboxCertificate, loadCertificate } from './certificates.js';
import { parseXml } from './soap.js';
import {
  type ReplayServer,
  readSample,
  sampleAnswer,
  startReplayServer,
} from './testing/replay-server.js';
import { comparableBody, soapBodyTree } from './testing/xml-tree.js';
import { AfipTransportError } from './types.js';
import {
  buildTra,
  createWsaaClient,
  formatArgentinaDateTime,
  parseLoginTicketResponse,
  signTra,
} from './wsaa.js';

const hasOpenssl = (() => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/**
 * The attached content of a CMS (base64 DER), read from the ASN.1 (node-forge's `message.content`
 * stays empty for SignedData: it captures the `[0]` wrapper, not the OCTET STRING inside).
 */
function cmsContent(cms: string): string {
  const message = forge.pkcs7.messageFromAsn1(
    forge.asn1.fromDer(forge.util.decode64(cms)),
  ) as unknown as {
    rawCapture: { content: forge.asn1.Asn1 };
  };
  const octets = (message.rawCapture.content.value as forge.asn1.Asn1[])
    .map((part) => part.value as string)
    .join('');
  return forge.util.decodeUtf8(octets);
}

let credentials: AfipCredentials;
let folder: string;

beforeAll(async () => {
  folder = mkdtempSync(join(inject('scratchDir'), 'wsaa-'));
  const afip = {
    isSandbox: true,
    cuit: '30711067074',
    certificatePath: join(folder, 'cert.pem'),
    keyPath: join(folder, 'key.pem'),
  };
  await ensureSandboxCertificate(afip);
  credentials = await loadCertificate(afip);
});

describe('TRA', () => {
  it('spans ten minutes before and after now in Argentina time, with epoch seconds as uniqueId', () => {
    const now = new Date('2026-11-20T15:30:45.678Z');
    const tra = buildTra('wsfe', now);
    expect(tra).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><loginTicketRequest version="1.0"><header><uniqueId>1795188645</uniqueId><generationTime>2026-11-20T12:20:45-03:00</generationTime><expirationTime>2026-11-20T12:40:45-03:00</expirationTime></header><service>wsfe</service></loginTicketRequest>',
    );
  });

  it('has the shape of the TRA decoded from ARCA’s recorded CMS', () => {
    const recorded = parseXml(readSample('wsaa/loginCms.TRA.decoded-from-CMS.xml'));
    const ours = parseXml(buildTra('wsfe', new Date()));
    const keys = (document: Record<string, unknown>) => {
      const request = document.loginTicketRequest as Record<string, Record<string, unknown>>;
      return { root: Object.keys(request), header: Object.keys(request.header ?? {}) };
    };
    expect(keys(ours)).toEqual(keys(recorded));
  });

  it('writes instants as Argentina local time across the day boundary', () => {
    expect(formatArgentinaDateTime(new Date('2026-01-01T01:00:00Z'))).toBe(
      '2025-12-31T22:00:00-03:00',
    );
  });
});

describe('CMS signature', () => {
  it('is SignedData with the TRA attached, our certificate embedded and a SHA-256 digest', () => {
    const tra = buildTra('ws_sr_constancia_inscripcion', new Date());
    const cms = signTra(tra, credentials);
    const message = forge.pkcs7.messageFromAsn1(
      forge.asn1.fromDer(forge.util.decode64(cms)),
    ) as forge.pkcs7.PkcsSignedData & {
      type: string;
      rawCapture: { digestAlgorithms: unknown; digestAlgorithm: string };
    };
    expect(message.type).toBe(forge.pki.oids.signedData);
    expect(message.certificates.map((certificate) => certificate.serialNumber)).toEqual([
      credentials.certificate.serialNumber,
    ]);
    expect(cmsContent(cms)).toBe(tra);
    const signerDigest = forge.asn1.derToOid(message.rawCapture.digestAlgorithm);
    expect(signerDigest).toBe(forge.pki.oids.sha256);
    const setOfDigests = message.rawCapture.digestAlgorithms as forge.asn1.Asn1;
    const firstDigest = (setOfDigests.value as forge.asn1.Asn1[])[0]?.value as forge.asn1.Asn1[];
    const digestOid = forge.asn1.derToOid(firstDigest[0]?.value as string);
    expect(digestOid).toBe(forge.pki.oids.sha256);
  });

  it.skipIf(!hasOpenssl)('verifies with openssl cms and decodes back to our TRA', () => {
    const tra = buildTra('wsfe', new Date());
    const path = join(folder, 'login.cms.der');
    writeFileSync(path, Buffer.from(signTra(tra, credentials), 'base64'));
    const content = execFileSync(
      'openssl',
      ['cms', '-verify', '-noverify', '-inform', 'DER', '-in', path],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    expect(content).toBe(tra);
  });
});

describe('TA', () => {
  it('parses ARCA’s recorded ticket: token, sign, generation and expiration (12 h later)', () => {
    const ticket = parseLoginTicketResponse(readSample('wsaa/loginCms.TA.decoded.xml'));
    expect(
      ticket.token.startsWith('PD94bWwgdmVyc2lvbj0iMS4wIiBlbmNvZGluZz0iVVRGLTgiIHN0YW5kYWxvbmU9'),
    ).toBe(true);
    expect(ticket.sign).toBe(
      'Jdnq3wqgGJv4ffsyGYZAG45fHN8U4fYRXKNG6cq/bOD5TpMov4IAt3BPt9Old33u+iYOUMOWI38qVFZXw2UNyKx1IBEHM6133Qiel87ruFnFb7t7Qu4X2K/jFtUM1xW/3f/bPeEcsb90bdweidzecPDeL+VNHtSARZkSl7VzhYM=',
    );
    expect(ticket.generationTime.toISOString()).toBe('2021-07-26T12:22:00.396Z');
    expect(ticket.expirationTime.toISOString()).toBe('2021-07-27T00:22:00.396Z');
  });

  it('accepts the older `version="1"` tickets too', () => {
    const older = readSample('wsaa/loginCms.TA.decoded.xml').replace(
      'version="1.0"',
      'version="1"',
    );
    expect(parseLoginTicketResponse(older).sign).toMatch(/^Jdnq/);
  });

  it('refuses a ticket without credentials', () => {
    expect(() =>
      parseLoginTicketResponse(
        '<loginTicketResponse version="1.0"><header/></loginTicketResponse>',
      ),
    ).toThrow(AfipTransportError);
  });
});

describe('loginCms over HTTP', () => {
  let replay: ReplayServer;
  const client = () =>
    createWsaaClient({
      url: `${replay.baseUrl}/ws/services/LoginCms`,
      timeoutMs: 5_000,
      credentials: async () => credentials,
    });

  beforeAll(async () => {
    replay = await startReplayServer();
  });
  afterAll(async () => {
    await replay.close();
  });

  it('logs in and reads the escaped TA of the recorded answer', async () => {
    replay.answerOnce('loginCms', sampleAnswer('wsaa/loginCms.response.xml'));
    const ticket = await client().login('wsfe');
    expect(ticket.sign).toMatch(/^Jdnq3wqg/);
    expect(ticket.expirationTime.toISOString()).toBe('2021-07-27T00:22:00.396Z');
  });

  it('sends the elements of the recorded request, loginCms/in0 qualified in the WSAA namespace, with a CMS of our TRA', async () => {
    replay.answerOnce('loginCms', sampleAnswer('wsaa/loginCms.response.xml'));
    await client().login('wscdc');
    const request = replay.last('loginCms');
    expect(request?.path).toBe('/ws/services/LoginCms');
    expect(request?.soapAction).toBe('""');
    expect(comparableBody(request?.body ?? '')).toEqual(
      comparableBody(readSample('wsaa/loginCms.request.xml')),
    );
    expect(request?.body).toContain(
      '<loginCms xmlns="http://wsaa.view.sua.dvadac.desein.afip.gov"><in0>',
    );
    const in0 = soapBodyTree(request?.body ?? '').children?.[0]?.text ?? '';
    expect(cmsContent(in0)).toContain('<service>wscdc</service>');
  });

  it('reports WSAA’s coe.alreadyAuthenticated fault with its code and text', async () => {
    replay.answerOnce(
      'loginCms',
      sampleAnswer('wsaa/loginCms.fault-coe.alreadyAuthenticated.response.xml'),
    );
    const error = await client()
      .login('wsfe')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AfipTransportError);
    expect(error).toMatchObject({
      kind: 'fault',
      status: 500,
      faultCode: 'coe.alreadyAuthenticated',
      message: 'El CEE ya posee un TA valido para el acceso al WSN solicitado',
    });
  });
});
