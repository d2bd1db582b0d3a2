import { createHash, randomInt, X509Certificate } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { parseTraDateTime, toArgentinaIso } from './clock.js';
import { type CmsProblem, cuitOfSubject, toJavaDn, verifyCms } from './cms.js';
import { axisFault, axisResponse } from './soap.js';
import type { SimulatorStore } from './store.js';
import {
  type GrantableService,
  grantableServices,
  type TicketAuthority,
  wsaaDn,
} from './tickets.js';
import { childOf, escapeXml, parseXml, type XmlElement } from './xml.js';

/**
 * The simulator's WSAA `loginCms` (web-services.md §2; checklist §6 item 2). The request's `in0`
 * (base64 CMS) must carry the TRA attached and the signer certificate; the signature is verified
 * and the certificate must be one of the trusted PEM files (`trustedCertificates`: the product's
 * sandbox certificate in the demo; read on every login, so a certificate generated after start is
 * trusted; none matching → `cms.cert.untrusted`), as ARCA trusts only the certificates it issued.
 * The TRA's times must be within ±24 h of now, its service one of {@link grantableServices}. A
 * second login for the same certificate and service within `retentionMs` of the previous
 * ticket's generation is refused with `coe.alreadyAuthenticated` (the old ticket is not
 * returned), as ARCA does; logins are recorded in the simulator's store (`store.ts`), so this
 * holds across a restart with a state file. The ticket (TA) is valid 12 h, in the recorded layout
 * (samples/wsaa/loginCms.TA.decoded.xml). Every error is an Axis fault with HTTP 500 (§2.5).
 */

/** faultstrings of the WSAA codes; ✓ marks the ones observed on ARCA (web-services.md §2.5). */
export const wsaaFaultMessages = {
  /** ✓ */
  'coe.alreadyAuthenticated': 'El CEE ya posee un TA valido para el acceso al WSN solicitado',
  /** ✓ */
  'coe.notAuthorized': 'Computador no autorizado a acceder al servicio',
  /** ✓ */
  'cms.bad': 'El CMS no es valido',
  /** ✓ */
  'cms.bad.base64': 'No se puede decodificar el BASE64',
  /** ✓ */
  'cms.cert.notFound': 'No se ha encontrado certificado de firmador',
  'cms.sign.invalid': 'Firma invalida o algoritmo no soportado',
  /** ✓ */
  'cms.cert.expired': 'Certificado expirado',
  'cms.cert.invalid': 'Certificado aun no valido',
  'cms.cert.untrusted': 'Certificado no emitido por AC de confianza',
  'xml.bad': 'El XML de entrada no es valido',
  'xml.version.notSupported': 'Version del TRA no soportada',
  'xml.generationTime.invalid': 'generationTime posee formato o dato invalido',
  'xml.expirationTime.expired': 'expirationTime expirado',
  'xml.expirationTime.invalid': 'expirationTime posee formato o dato invalido',
  'wsaa.unavailable': 'El servicio de autenticacion no se encuentra disponible',
} as const;
/** A WSAA fault code the simulator answers. */
export type WsaaFaultCode = keyof typeof wsaaFaultMessages;

/** The namespace of `loginCmsResponse` in homologation (the WSDL's `impl` namespace). */
export const wsaaResponseNs = 'https://wsaahomo.afip.gov.ar/ws/services/LoginCms';

/** Default `coe.alreadyAuthenticated` window: 10 minutes (homologation, web-services.md §2.4). */
export const defaultLoginRetentionMs = 10 * 60 * 1000;

const hourMs = 60 * 60 * 1000;

/** Dependencies of {@link createWsaa}. */
export type WsaaDeps = {
  store: SimulatorStore;
  tickets: TicketAuthority;
  /** Paths of the PEM files of the trusted certificates, read on every login. */
  trustedCertificates: readonly string[];
  /** The CUIT for `relations` when the certificate's subject has no `serialNumber=CUIT …`. */
  fallbackCuit: string;
  /** How long after a login a new one for the same certificate and service is refused, ms. */
  retentionMs: number;
};

/** Thrown inside the login flow to answer a fault. */
class WsaaFault extends Error {
  constructor(readonly code: WsaaFaultCode) {
    super(wsaaFaultMessages[code]);
  }
}

/** Builds the WSAA handler: `(operation, now) → Response`. */
export function createWsaa(deps: WsaaDeps) {
  return {
    /** Answers one SOAP call whose Body element is `operation`. */
    async handle(operation: XmlElement, now: Date): Promise<Response> {
      if (operation.local !== 'loginCms') {
        return axisFault('Client', `No such operation '${operation.local}'`);
      }
      try {
        return await login(childOf(operation, 'in0')?.text ?? '', now);
      } catch (error) {
        if (error instanceof WsaaFault) return axisFault(error.code, error.message);
        throw error;
      }
    },
    /** The fault answered when a rule of kind `http500` applies. */
    unavailable: () => axisFault('wsaa.unavailable', wsaaFaultMessages['wsaa.unavailable']),
  };

  async function login(in0: string, now: Date): Promise<Response> {
    const verified = verifyCms(in0);
    if (!verified.ok) throw new WsaaFault(verified.problem satisfies CmsProblem);
    const { certificate, content, subject } = verified.cms;
    const trusted = await Promise.all(deps.trustedCertificates.map(readTrustedCertificate));
    if (!trusted.some((known) => known !== undefined && isSameCertificate(known, certificate))) {
      throw new WsaaFault('cms.cert.untrusted');
    }
    if (Date.parse(certificate.validTo) < now.getTime()) throw new WsaaFault('cms.cert.expired');
    if (Date.parse(certificate.validFrom) > now.getTime()) throw new WsaaFault('cms.cert.invalid');
    const service = checkTra(content.toString('utf8'), now);
    const generationTime = now;
    const expirationTime = new Date(now.getTime() + 12 * hourMs);
    const fingerprint = createHash('sha256').update(certificate.raw).digest('hex');
    // Checked and recorded with no await between: two logins at once cannot both pass.
    const previous = deps.store.login({ certificate: fingerprint, service });
    if (previous && Date.parse(previous.generationTime) > now.getTime() - deps.retentionMs) {
      throw new WsaaFault('coe.alreadyAuthenticated');
    }
    deps.store.recordLogin({
      certificate: fingerprint,
      service,
      generationTime: generationTime.toISOString(),
      expirationTime: expirationTime.toISOString(),
    });
    const destination = toJavaDn(subject);
    const { token, sign } = deps.tickets.issue({
      service,
      destinationDn: destination,
      cuit: cuitOfSubject(subject) ?? deps.fallbackCuit,
      generationTime,
      expirationTime,
    });
    const ticket =
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<loginTicketResponse version="1.0">\n' +
      '    <header>\n' +
      `        <source>${escapeXml(wsaaDn)}</source>\n` +
      `        <destination>${escapeXml(destination)}</destination>\n` +
      `        <uniqueId>${randomInt(0, 2 ** 32 - 1)}</uniqueId>\n` +
      `        <generationTime>${toArgentinaIso(generationTime)}</generationTime>\n` +
      `        <expirationTime>${toArgentinaIso(expirationTime)}</expirationTime>\n` +
      '    </header>\n' +
      '    <credentials>\n' +
      `        <token>${token}</token>\n` +
      `        <sign>${sign}</sign>\n` +
      '    </credentials>\n' +
      '</loginTicketResponse>\n';
    return axisResponse(
      `<loginCmsResponse xmlns="${wsaaResponseNs}"><loginCmsReturn>${escapeXml(ticket)}</loginCmsReturn></loginCmsResponse>`,
    );
  }
}

/**
 * Whether two parsed certificates are the same one: the same bytes, or (when an encoder wrote
 * them differently) the same public key, serial number, subject and validity.
 */
function isSameCertificate(a: X509Certificate, b: X509Certificate): boolean {
  if (a.raw.equals(b.raw)) return true;
  const spki = (certificate: X509Certificate) =>
    certificate.publicKey.export({ type: 'spki', format: 'der' });
  return (
    a.serialNumber === b.serialNumber &&
    a.subject === b.subject &&
    a.validFrom === b.validFrom &&
    a.validTo === b.validTo &&
    spki(a).equals(spki(b))
  );
}

async function readTrustedCertificate(path: string): Promise<X509Certificate | undefined> {
  try {
    return new X509Certificate(await readFile(path));
  } catch {
    return undefined;
  }
}

/**
 * Checks the TRA (web-services.md §2.2): `loginTicketRequest` version 1.0 with
 * `header/uniqueId` (unsignedInt), `generationTime` not in the future nor more than 24 h old,
 * `expirationTime` after it, not past and at most 24 h ahead, and a grantable `service`.
 *
 * @returns the service.
 * @throws WsaaFault with the matching `xml.*` or `coe.notAuthorized` code.
 */
function checkTra(text: string, now: Date): GrantableService {
  let root: XmlElement;
  try {
    root = parseXml(text);
  } catch {
    throw new WsaaFault('xml.bad');
  }
  if (root.local !== 'loginTicketRequest') throw new WsaaFault('xml.bad');
  const version = root.attributes.version;
  if (version !== undefined && version !== '1.0') throw new WsaaFault('xml.version.notSupported');
  const header = childOf(root, 'header');
  const uniqueId = childOf(header, 'uniqueId')?.text.trim() ?? '';
  if (!/^\d{1,10}$/.test(uniqueId) || Number(uniqueId) > 2 ** 32 - 1)
    throw new WsaaFault('xml.bad');
  const generationText = childOf(header, 'generationTime')?.text;
  const expirationText = childOf(header, 'expirationTime')?.text;
  const service = childOf(root, 'service')?.text.trim();
  if (generationText === undefined || expirationText === undefined || !service) {
    throw new WsaaFault('xml.bad');
  }
  const generation = parseTraDateTime(generationText);
  if (!generation) throw new WsaaFault('xml.generationTime.invalid');
  const expiration = parseTraDateTime(expirationText);
  if (!expiration) throw new WsaaFault('xml.expirationTime.invalid');
  const nowMs = now.getTime();
  if (generation.getTime() > nowMs || generation.getTime() < nowMs - 24 * hourMs) {
    throw new WsaaFault('xml.generationTime.invalid');
  }
  if (expiration.getTime() < nowMs) throw new WsaaFault('xml.expirationTime.expired');
  if (expiration.getTime() > nowMs + 24 * hourMs || expiration.getTime() <= generation.getTime()) {
    throw new WsaaFault('xml.expirationTime.invalid');
  }
  if (!(grantableServices as readonly string[]).includes(service)) {
    throw new WsaaFault('coe.notAuthorized');
  }
  return service as GrantableService;
}
