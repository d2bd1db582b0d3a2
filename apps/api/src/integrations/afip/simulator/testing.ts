import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import forge from 'node-forge';
import { pino } from 'pino';
import type { Config } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import type { AppEnv } from '../../../http/context.js';
import { createTestConfig, testSigningKeys } from '../../../test/app.js';
import { certificateSerialHex } from '../certificates.js';
import { toArgentinaIso } from './clock.js';
import { type AfipSimulator, type AfipSimulatorDeps, createAfipSimulator } from './index.js';
import { childOf, parseXml, type XmlElement } from './xml.js';

/**
 * Test kit of the ARCA simulator (tests only): a self-signed certificate at the configured path,
 * CMS signing with node-forge (independent of the real clients), the simulator served over real
 * HTTP on a random port, and SOAP helpers.
 */

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
  certificate.serialNumber = certificateSerialHex(randomBytes(8));
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

/** Writes the certificate where the simulator trusts it (`config.afip.certificatePath`). */
export function trustCertificate(config: Config, certificate: TestCertificate): void {
  mkdirSync(dirname(config.afip.certificatePath), { recursive: true });
  writeFileSync(config.afip.certificatePath, certificate.certificatePem);
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
  /** `http://127.0.0.1:<port>/sandbox/afip`. */
  baseUrl: string;
  simulator: AfipSimulator;
  config: Config;
  certificate: TestCertificate;
  /** POSTs a SOAP body to `path` (below `/sandbox/afip`). */
  post(path: string, body: string, soapAction?: string): Promise<SoapAnswer>;
  /** Logs in to WSAA for `service` (once per service; later calls reuse the ticket). */
  ticket(service: string): Promise<{ token: string; sign: string }>;
  /** Stops the server (drops open connections). */
  close(): Promise<void>;
};

/**
 * Serves a new simulator over `database` on a random port (routes mounted at `/sandbox/afip`
 * like `app.ts` does), with a fresh trusted certificate.
 */
export async function startSimulator(options: {
  database: Database;
  now?: () => Date;
  config?: Config;
  certificate?: TestCertificate;
  loginRetentionMs?: number;
  random?: () => number;
}): Promise<RunningSimulator> {
  const config = options.config ?? createTestConfig();
  const certificate = options.certificate ?? createTestCertificate({ now: options.now?.() });
  trustCertificate(config, certificate);
  const deps: AfipSimulatorDeps = {
    config,
    database: options.database,
    logger: pino({ level: 'silent' }),
    signingKeys: testSigningKeys,
    ...(options.now ? { now: options.now } : {}),
    ...(options.loginRetentionMs === undefined
      ? {}
      : { loginRetentionMs: options.loginRetentionMs }),
    ...(options.random ? { random: options.random } : {}),
  };
  const simulator = createAfipSimulator(deps);
  const app = new Hono<AppEnv>().route('/sandbox/afip', simulator.routes);
  const server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started as Server),
    );
  });
  const port = (server.address() as AddressInfo).port;
  const baseUrl = `http://127.0.0.1:${port}/sandbox/afip`;
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
    config,
    certificate,
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
        server.close(() => resolve());
      }),
  };
}
