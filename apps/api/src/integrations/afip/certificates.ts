/**
 * The X.509 certificate and RSA key that sign Liqui's WSAA login requests (web-services.md §2.1:
 * the CMS carries the signer certificate; ARCA issues it for homologación/producción, the sandbox
 * uses a self-signed one that the simulator accepts).
 */
import { generateKeyPair as generateKeyPairCallback, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import forge from 'node-forge';
import type { AfipConfig } from '../../config.js';

const generateKeyPair = promisify(generateKeyPairCallback);

/** The common name of the sandbox certificate's subject. */
export const sandboxCertificateCommonName = 'liqui-sandbox';

/** How long a generated sandbox certificate is valid, in years. */
export const sandboxCertificateYears = 2;

/** A loaded certificate and key pair, in PEM and as node-forge objects (for signing the CMS). */
export type AfipCredentials = {
  /** The certificate, PEM (`-----BEGIN CERTIFICATE-----`). */
  certificatePem: string;
  /** The private key, PEM. A secret: never log it. */
  keyPem: string;
  certificate: forge.pki.Certificate;
  privateKey: forge.pki.rsa.PrivateKey;
};

/**
 * A certificate serial number (RFC 5280 §4.1.2.2: a positive INTEGER) from random bytes, as the
 * hex node-forge takes: the first byte is forced into 0x01–0x7F, so the number is positive and
 * its DER encoding minimal. With a zero first byte the encoding starts with redundant zero bytes,
 * and Node's `X509Certificate` (OpenSSL) refuses to parse the certificate (about one random
 * serial in 750 with the earlier `0`-prefixed form: the simulator then called its own trusted
 * certificate untrusted).
 *
 * @param random - the serial's bytes (e.g. 16 from `randomBytes`); not modified.
 * @returns lower-case hex, two digits per byte.
 */
export function certificateSerialHex(random: Uint8Array): string {
  const bytes = Buffer.from(random);
  bytes[0] = 0x01 + ((bytes[0] ?? 0) % 0x7f);
  return bytes.toString('hex');
}

/**
 * In the sandbox, makes sure a certificate and key exist at `afip.certificatePath` / `afip.keyPath`:
 * when either file is missing, generates an RSA 2048 key and a self-signed X.509 certificate
 * (SHA-256, subject and issuer `CN=liqui-sandbox, serialNumber=CUIT <afip.cuit>`, valid from now
 * for {@link sandboxCertificateYears} years) and writes both (folders created; the key with mode
 * 0600; each file written to a temporary name and renamed, so a reader never sees half a file).
 * Does nothing outside the sandbox or when both files exist.
 *
 * @param afip - `config.afip` (see `AfipConfig` in `config.ts`).
 * @param now - the clock for the validity period. @default () => new Date()
 * @returns whether files were written.
 */
export async function ensureSandboxCertificate(
  afip: Pick<AfipConfig, 'isSandbox' | 'cuit' | 'certificatePath' | 'keyPath'>,
  now: () => Date = () => new Date(),
): Promise<boolean> {
  if (!afip.isSandbox) return false;
  if (existsSync(afip.certificatePath) && existsSync(afip.keyPath)) return false;

  const { privateKey: keyPem, publicKey: publicPem } = await generateKeyPair('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const privateKey = forge.pki.privateKeyFromPem(keyPem);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicPem);
  certificate.serialNumber = certificateSerialHex(randomBytes(16));
  const notBefore = now();
  const notAfter = new Date(notBefore);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + sandboxCertificateYears);
  certificate.validity.notBefore = notBefore;
  certificate.validity.notAfter = notAfter;
  const subject = [
    { name: 'commonName', value: sandboxCertificateCommonName },
    { name: 'serialNumber', value: `CUIT ${afip.cuit}` },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, keyEncipherment: true },
  ]);
  certificate.sign(privateKey, forge.md.sha256.create());

  await writeAtomically(afip.keyPath, keyPem, 0o600);
  await writeAtomically(afip.certificatePath, forge.pki.certificateToPem(certificate), 0o644);
  return true;
}

async function writeAtomically(path: string, contents: string, mode: number): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, contents, { mode });
  await chmod(temporary, mode);
  await rename(temporary, path);
}

/**
 * Reads the certificate and key of `afip` (PEM files).
 *
 * @throws Error with a clear message naming the variable to fix when a file is missing
 *   (`AFIP_CERT`/`AFIP_KEY`; in the sandbox call {@link ensureSandboxCertificate} first), when a
 *   file is not a PEM certificate / RSA key, or when the key does not match the certificate.
 */
export async function loadCertificate(
  afip: Pick<AfipConfig, 'isSandbox' | 'certificatePath' | 'keyPath'>,
): Promise<AfipCredentials> {
  const certificatePem = await readPem(afip.certificatePath, 'certificate', 'AFIP_CERT', afip);
  const keyPem = await readPem(afip.keyPath, 'private key', 'AFIP_KEY', afip);
  let certificate: forge.pki.Certificate;
  let privateKey: forge.pki.rsa.PrivateKey;
  try {
    certificate = forge.pki.certificateFromPem(certificatePem);
  } catch (error) {
    throw new Error(`ARCA certificate at ${afip.certificatePath} is not a PEM X.509 certificate`, {
      cause: error,
    });
  }
  try {
    privateKey = forge.pki.privateKeyFromPem(keyPem);
  } catch (error) {
    throw new Error(`ARCA private key at ${afip.keyPath} is not a PEM RSA private key`, {
      cause: error,
    });
  }
  const publicKey = certificate.publicKey;
  if (!('n' in publicKey)) {
    throw new Error(`ARCA certificate at ${afip.certificatePath} does not hold an RSA public key`);
  }
  if (publicKey.n.compareTo(privateKey.n) !== 0) {
    throw new Error(
      `ARCA private key at ${afip.keyPath} does not belong to the certificate at ${afip.certificatePath}`,
    );
  }
  return { certificatePem, keyPem, certificate, privateKey };
}

async function readPem(
  path: string,
  what: string,
  variable: string,
  afip: Pick<AfipConfig, 'isSandbox'>,
): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    const hint = afip.isSandbox
      ? 'the sandbox certificate is generated on first use (ensureSandboxCertificate)'
      : `set ${variable} to the PEM file of the ${what} ARCA issued (see README "ARCA: homologación y producción")`;
    throw new Error(`ARCA ${what} not found at ${path}: ${hint}`, { cause: error });
  }
}
