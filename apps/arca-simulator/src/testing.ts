import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { serve } from '@hono/node-server';
import forge from 'node-forge';
import { toArgentinaIso } from './clock.js';
import { type ArcaSimulator, type ArcaSimulatorOptions, createArcaSimulator } from './simulator.js';
import { childOf, parseXml, type XmlElement } from './xml.js';

/**
 * Test kit of the ARCA simulator (`@liqui/arca-simulator/testing`; it uses no test runner, so
 * Liqui's own tests use it too): a self-signed certificate written where the simulator trusts it,
 * CMS signing with node-forge (independent of any real client), the simulator served over real
 * HTTP on a free port of 127.0.0.1, and SOAP helpers.
 */

/**
 * A certificate serial number (RFC 5280 §4.1.2.2: a positive INTEGER) from random bytes, as the
 * hex node-forge takes: the first byte is forced into 0x01–0x7F, so the number is positive and its
 * DER encoding minimal (Node's `X509Certificate` refuses redundant leading zero bytes).
 */
function serialHex(random: Uint8Array): string {
  const bytes = Buffer.from(random);
  bytes[0] = 0x01 + ((bytes[0] ?? 0) % 0x7f);
  return bytes.toString('hex');
}

/** A certificate and its key, as forge objects and PEM. */
export type TestCertificate = {
  certificate: forge.pki.Certificate;
  privateKey: forge.pki.rsa.PrivateKey;
  certificatePem: string;
};

/**
 * A self-signed certificate like the sandbox one (CN=liqui-sandbox, serialNumber=CUIT `cuit`),
 * valid from one day before `now` for two years (`validity` overrides).
 */
export function createTestCertificate(
  options: {
    cuit?: string;
    now?: Date;
    notBefore?: Date;
    notAfter?: Date;
    commonName?: string;
  } = {},
): TestCertificate {
  const now = options.now ?? new Date();
  const { privateKey: keyPem } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const privateKey = forge.pki.privateKeyFromPem(keyPem) as forge.pki.rsa.PrivateKey;
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.setRsaPublicKey(privateKey.n, privateKey.e);
  certificate.serialNumber = serialHex(randomBytes(8));
  certificate.validity.notBefore = options.notBefore ?? new Date(now.getTime() - 86_400_000);
  certificate.validity.notAfter =
    options.notAfter ?? new Date(now.getTime() + 2 * 365 * 86_400_000);
  const subject = [
    { shortName: 'CN', value: options.commonName ?? 'liqui-sandbox' },
    { name: 'serialNumber', value: `CUIT ${options.cuit ?? '30711067074'}` },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.sign(privateKey, forge.md.sha256.create());
  return { certificate, privateKey, certificatePem: forge.pki.certificateToPem(certificate) };
}

/**
 * Writes the certificate's PEM at `path` (folders created): where a simulator whose
 * `trustedCertificates` lists `path` trusts it from its next login on.
 */
export function trustCertificate(path: string, certificate: TestCertificate): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, certificate.certificatePem);
}

/** A TRA (web-services.md §2.2) with explicit Argentina-offset times. */
export function buildTra(options: {
  service: string;
  generationTime: Date;
  expirationTime: Date;
  uniqueId?: number;
  version?: string;
}): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?><loginTicketRequest version="${options.version ?? '1.0'}">` +
    `<header><uniqueId>${options.uniqueId ?? Math.floor(options.generationTime.getTime() / 1000)}</uniqueId>` +
    `<generationTime>${toArgentinaIso(options.generationTime)}</generationTime>` +
    `<expirationTime>${toArgentinaIso(options.expirationTime)}</expirationTime></header>` +
    `<service>${options.service}</service></loginTicketRequest>`
  );
}

/**
 * Signs `content` as CMS SignedData with node-forge (SHA-256, signed attributes), base64 DER.
 * `detached` leaves the content out; `withoutCertificate` leaves the certificate out.
 */
export function signCms(
  content: string,
  signer: TestCertificate,
  options: { detached?: boolean; withoutCertificate?: boolean; digest?: 'sha1' | 'sha256' } = {},
): string {
  const p7 = forge.pkcs7.createSignedData();
  p7.content = forge.util.createBuffer(content, 'utf8');
  if (!options.withoutCertificate) p7.addCertificate(signer.certificate);
  p7.addSigner({
    key: signer.privateKey,
    certificate: signer.certificate,
    digestAlgorithm: options.digest === 'sha1' ? forge.pki.oids.sha1! : forge.pki.oids.sha256!,
    authenticatedAttributes: [
      { type: forge.pki.oids.contentType!, value: forge.pki.oids.data! },
      { type: forge.pki.oids.messageDigest! },
      { type: forge.pki.oids.signingTime!, value: new Date() as unknown as string },
    ],
  });
  p7.sign({ detached: options.detached ?? false });
  return forge.util.encode64(forge.asn1.toDer(p7.toAsn1()).getBytes());
}

/** A loginCms request (the recorded envelope's shape) carrying `in0`. */
export function loginCmsEnvelope(in0: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" ' +
    'xmlns:ser="http://wsaa.view.sua.dvadac.desein.afip.gov"><soapenv:Header/><soapenv:Body>' +
    `<ser:loginCms><ser:in0>${in0}</ser:in0></ser:loginCms></soapenv:Body></soapenv:Envelope>`
  );
}

/** An ASMX request: `<op xmlns=ns>inner</op>` in a SOAP 1.1 envelope. */
export function asmxEnvelope(ns: string, operation: string, inner = ''): string {
  return (
    '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">' +
    `<soap:Body><${operation} xmlns="${ns}">${inner}</${operation}></soap:Body></soap:Envelope>`
  );
}

/** `<Auth>` of an ASMX request. */
export function authXml(ticket: { token: string; sign: string }, cuit: string): string {
  return `<Auth><Token>${ticket.token}</Token><Sign>${ticket.sign}</Sign><Cuit>${cuit}</Cuit></Auth>`;
}

/** A padrón request (children unqualified). */
export function padronEnvelope(ns: string, operation: string, inner: string): string {
  return (
    `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:p="${ns}">` +
    `<soapenv:Header/><soapenv:Body><p:${operation}>${inner}</p:${operation}></soapenv:Body></soapenv:Envelope>`
  );
}

/** An HTTP answer read fully. */
export type SoapAnswer = {
  status: number;
  contentType: string | null;
  text: string;
  headers: Headers;
};

/** The Body's first element of a SOAP answer. */
export function bodyOf(text: string): XmlElement {
  const envelope = parseXml(text);
  const body = childOf(envelope, 'Body');
  const first = body?.children[0];
  if (!first) throw new Error(`No SOAP body in ${text.slice(0, 200)}`);
  return first;
}

/** Follows a path of local names from `element` (first match at each step). */
export function pathOf(
  element: XmlElement | undefined,
  ...names: string[]
): XmlElement | undefined {
  let current = element;
  for (const name of names) current = childOf(current, name);
  return current;
}

/** The text at a path, trimmed. */
export function textAt(element: XmlElement | undefined, ...names: string[]): string | undefined {
  return pathOf(element, ...names)?.text.trim();
}

/** A simulator served over real HTTP (see {@link startSimulator}). */
export type RunningSimulator = {
  /** `http://127.0.0.1:<port>`: ARCA's paths below it. */
  baseUrl: string;
  simulator: ArcaSimulator;
  certificate: TestCertificate;
  /** Where the trusted certificate's PEM is (rewrite it to trust another one). */
  certificatePath: string;
  /** POSTs a SOAP body to `path` (below {@link RunningSimulator.baseUrl}). */
  post(path: string, body: string, soapAction?: string): Promise<SoapAnswer>;
  /** Logs in to WSAA for `service` (once per service; later calls reuse the ticket). */
  ticket(service: string): Promise<{ token: string; sign: string }>;
  /** Stops the server (drops open connections) and removes the certificate's folder. */
  close(): Promise<void>;
};

/**
 * Serves a new simulator alone on 127.0.0.1 (a port the OS picks, ARCA's paths at the root), with
 * a fresh certificate (or `certificate`) written to a new temporary folder and trusted.
 *
 * @param options - as {@link createArcaSimulator}'s; `trustedCertificates` defaults to the test
 *   certificate's path only; `certificate` the certificate to trust (made with
 *   {@link createTestCertificate} at `now()` when absent).
 */
export async function startSimulator(
  options: Partial<ArcaSimulatorOptions> & { certificate?: TestCertificate } = {},
): Promise<RunningSimulator> {
  const { certificate: given, ...simulatorOptions } = options;
  const certificate = given ?? createTestCertificate({ now: options.now?.() });
  const folder = mkdtempSync(join(tmpdir(), 'arca-simulator-test-'));
  const certificatePath = join(folder, 'trusted-cert.pem');
  trustCertificate(certificatePath, certificate);
  const simulator = createArcaSimulator({
    ...simulatorOptions,
    trustedCertificates: options.trustedCertificates ?? [certificatePath],
  });
  const server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: simulator.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started as Server),
    );
  });
  const port = (server.address() as AddressInfo).port;
  const baseUrl = `http://127.0.0.1:${port}`;
  const tickets = new Map<string, { token: string; sign: string }>();
  const post = async (path: string, body: string, soapAction?: string): Promise<SoapAnswer> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'text/xml; charset=utf-8',
        ...(soapAction === undefined ? {} : { SOAPAction: `"${soapAction}"` }),
      },
      body,
    });
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      text: await response.text(),
      headers: response.headers,
    };
  };
  return {
    baseUrl,
    simulator,
    certificate,
    certificatePath,
    post,
    async ticket(service) {
      const known = tickets.get(service);
      if (known) return known;
      const now = options.now?.() ?? new Date();
      const tra = buildTra({
        service,
        generationTime: new Date(now.getTime() - 10 * 60_000),
        expirationTime: new Date(now.getTime() + 10 * 60_000),
      });
      const answer = await post(
        '/ws/services/LoginCms',
        loginCmsEnvelope(signCms(tra, certificate)),
        '',
      );
      if (answer.status !== 200) throw new Error(`WSAA login failed: ${answer.text}`);
      const ticketXml = parseXml(textAt(bodyOf(answer.text), 'loginCmsReturn') ?? '');
      const ticket = {
        token: textAt(ticketXml, 'credentials', 'token') ?? '',
        sign: textAt(ticketXml, 'credentials', 'sign') ?? '',
      };
      tickets.set(service, ticket);
      return ticket;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          rmSync(folder, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}
