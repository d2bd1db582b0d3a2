import { createHash, verify as verifySignature, X509Certificate } from 'node:crypto';
import forge from 'node-forge';

/**
 * Reading and verifying the CMS (PKCS#7 SignedData) a client sends to WSAA loginCms
 * (web-services.md §2.1: content attached, signer certificate embedded, RSA with SHA-1 or
 * SHA-2). node-forge parses the structure (its pkcs7 module cannot verify), the signer info is
 * walked by hand and the RSA PKCS#1 v1.5 signature is checked with node:crypto: over the DER
 * SET of the signed attributes (whose `messageDigest` must be the digest of the content), or
 * over the content itself when there are no signed attributes.
 */

/** The WSAA fault codes a CMS problem maps to (web-services.md §2.5). */
export type CmsProblem = 'cms.bad.base64' | 'cms.bad' | 'cms.cert.notFound' | 'cms.sign.invalid';

/** A verified CMS: the signed content and the signer's certificate. */
export type VerifiedCms = {
  /** The attached content (the TRA), bytes. */
  content: Buffer;
  /** The signer certificate (DER inside). */
  certificate: X509Certificate;
  /** Its subject as node-forge reads it, for the Java-style DN of the TA. */
  subject: forge.pki.CertificateField[];
};

const digestByOid: Record<string, string> = {
  '1.3.14.3.2.26': 'sha1',
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};
const messageDigestOid = '1.2.840.113549.1.9.4';
const rsaPssOid = '1.2.840.113549.1.1.10';

/**
 * Decodes and verifies `in0` of loginCms (base64 of a DER CMS; whitespace ignored).
 *
 * @returns the verified content and certificate, or the fault code: `cms.bad.base64` (empty or
 *   not base64), `cms.bad` (not a SignedData), `cms.cert.notFound` (no certificate inside),
 *   `cms.sign.invalid` (detached content, no signer, unsupported algorithm, digest or signature
 *   mismatch).
 */
export function verifyCms(
  in0: string,
): { ok: true; cms: VerifiedCms } | { ok: false; problem: CmsProblem } {
  const base64 = in0.replace(/\s+/g, '');
  if (base64 === '' || base64.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) {
    return { ok: false, problem: 'cms.bad.base64' };
  }
  const der = Buffer.from(base64, 'base64');
  let message: forge.pkcs7.PkcsSignedData;
  let capture: Record<string, unknown>;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(der.toString('binary')));
    const parsed = forge.pkcs7.messageFromAsn1(asn1) as unknown as { type: string };
    if (parsed.type !== forge.pki.oids.signedData) return { ok: false, problem: 'cms.bad' };
    message = parsed as unknown as forge.pkcs7.PkcsSignedData;
    capture = (message as unknown as { rawCapture: Record<string, unknown> }).rawCapture;
  } catch {
    return { ok: false, problem: 'cms.bad' };
  }
  // The certificates as sent, from a parse that leaves BIT STRINGs alone: forge's default parse
  // decodes a BIT STRING (a certificate's signature) that happens to look like ASN.1 and then
  // re-encodes it differently, which would change the certificate's bytes.
  const rawCertificates =
    certificatesAsSent(der) ?? (capture.certificates as forge.asn1.Asn1 | undefined)?.value;
  if (!Array.isArray(rawCertificates) || rawCertificates.length === 0) {
    return { ok: false, problem: 'cms.cert.notFound' };
  }
  const content = octetsOf(capture.content as forge.asn1.Asn1 | undefined);
  if (!content) return { ok: false, problem: 'cms.sign.invalid' };
  const contentBytes = Buffer.from(content, 'binary');
  const signerInfos = capture.signerInfos as forge.asn1.Asn1[] | undefined;
  const signer = signerInfos?.[0] ? readSignerInfo(signerInfos[0]) : undefined;
  if (!signer) return { ok: false, problem: 'cms.sign.invalid' };
  const index = Math.max(
    0,
    message.certificates.findIndex(
      (certificate) => normalizeSerial(certificate.serialNumber) === signer.serialHex,
    ),
  );
  const rawCertificate = rawCertificates[index] as forge.asn1.Asn1;
  const forgeCertificate = message.certificates[index];
  if (!forgeCertificate) return { ok: false, problem: 'cms.cert.notFound' };
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(
      Buffer.from(forge.asn1.toDer(rawCertificate).getBytes(), 'binary'),
    );
  } catch {
    return { ok: false, problem: 'cms.bad' };
  }
  const digest = digestByOid[signer.digestOid];
  if (!digest || signer.signatureOid === rsaPssOid)
    return { ok: false, problem: 'cms.sign.invalid' };
  let signed = contentBytes;
  if (signer.signedAttributes) {
    const messageDigest = findMessageDigest(signer.signedAttributes);
    const actual = createHash(digest).update(contentBytes).digest();
    if (!messageDigest?.equals(actual)) return { ok: false, problem: 'cms.sign.invalid' };
    // The signature covers the attributes DER-encoded as a SET (tag 0x31), not as the [0] field.
    const encoded = Buffer.from(forge.asn1.toDer(signer.signedAttributes).getBytes(), 'binary');
    encoded[0] = 0x31;
    signed = encoded;
  }
  let isValid = false;
  try {
    isValid = verifySignature(digest, signed, certificate.publicKey, signer.signature);
  } catch {
    isValid = false;
  }
  if (!isValid) return { ok: false, problem: 'cms.sign.invalid' };
  return {
    ok: true,
    cms: { content: contentBytes, certificate, subject: forgeCertificate.subject.attributes },
  };
}

/**
 * The bytes of the encapsulated content (`[0] EXPLICIT OCTET STRING`, possibly constructed of
 * several OCTET STRINGs), or `undefined` when absent (a detached signature).
 */
function octetsOf(node: forge.asn1.Asn1 | undefined): string | undefined {
  if (!node) return undefined;
  if (typeof node.value === 'string')
    return node.type === forge.asn1.Type.OCTETSTRING ? node.value : undefined;
  const parts = node.value.map((part) => octetsOf(part));
  if (parts.length === 0 || parts.some((part) => part === undefined)) return undefined;
  const joined = parts.join('');
  return joined === '' ? undefined : joined;
}

type SignerInfo = {
  serialHex: string;
  digestOid: string;
  signatureOid: string;
  signedAttributes: forge.asn1.Asn1 | undefined;
  signature: Buffer;
};

/** Walks a SignerInfo (RFC 5652 §5.3) without node-forge's incomplete reader. */
function readSignerInfo(node: forge.asn1.Asn1): SignerInfo | undefined {
  const parts = node.value;
  if (!Array.isArray(parts) || parts.length < 5) return undefined;
  const [, issuerAndSerial, digestAlgorithm, ...rest] = parts as forge.asn1.Asn1[];
  const hasAttributes =
    rest[0]?.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && rest[0].type === 0;
  const signedAttributes = hasAttributes ? rest[0] : undefined;
  const signatureAlgorithm = hasAttributes ? rest[1] : rest[0];
  const signature = hasAttributes ? rest[2] : rest[1];
  const serial = (issuerAndSerial?.value as forge.asn1.Asn1[] | undefined)?.[1];
  const digestOid = firstOid(digestAlgorithm);
  const signatureOid = firstOid(signatureAlgorithm);
  if (!serial || !digestOid || !signatureOid || typeof signature?.value !== 'string')
    return undefined;
  return {
    serialHex: normalizeSerial(forge.util.bytesToHex(serial.value as string)),
    digestOid,
    signatureOid,
    signedAttributes,
    signature: Buffer.from(signature.value, 'binary'),
  };
}

function normalizeSerial(hex: string): string {
  return hex.toLowerCase().replace(/^(00)+(?=.)/, '');
}

function firstOid(node: forge.asn1.Asn1 | undefined): string | undefined {
  const oid = (node?.value as forge.asn1.Asn1[] | undefined)?.[0];
  return typeof oid?.value === 'string' ? forge.asn1.derToOid(oid.value) : undefined;
}

function findMessageDigest(attributes: forge.asn1.Asn1): Buffer | undefined {
  for (const attribute of attributes.value as forge.asn1.Asn1[]) {
    const [type, values] = attribute.value as forge.asn1.Asn1[];
    if (typeof type?.value !== 'string' || forge.asn1.derToOid(type.value) !== messageDigestOid)
      continue;
    const octets = (values?.value as forge.asn1.Asn1[] | undefined)?.[0];
    if (typeof octets?.value === 'string') return Buffer.from(octets.value, 'binary');
  }
  return undefined;
}

/**
 * A certificate subject in the style of Java's `X500Principal.toString()`, which WSAA writes in
 * `header/destination` and in the token's `uid`: the attributes in reverse order, `, `-separated,
 * with upper-case keywords (`SERIALNUMBER=CUIT 20267565393, CN=reingart2021`).
 */
export function toJavaDn(subject: forge.pki.CertificateField[]): string {
  const keywords: Record<string, string> = {
    '2.5.4.3': 'CN',
    '2.5.4.5': 'SERIALNUMBER',
    '2.5.4.6': 'C',
    '2.5.4.7': 'L',
    '2.5.4.8': 'ST',
    '2.5.4.10': 'O',
    '2.5.4.11': 'OU',
    '1.2.840.113549.1.9.1': 'EMAILADDRESS',
  };
  return [...subject]
    .reverse()
    .map((field) => `${keywords[field.type ?? ''] ?? `OID.${field.type}`}=${String(field.value)}`)
    .join(', ');
}

/** The CUIT of a subject's `serialNumber` (`CUIT 20267565393`), if any. */
export function cuitOfSubject(subject: forge.pki.CertificateField[]): string | undefined {
  const serial = subject.find((field) => field.type === '2.5.4.5');
  const match = /^CUIT\s*(\d{11})$/.exec(String(serial?.value ?? '').trim());
  return match?.[1];
}

/**
 * The `certificates` [0] IMPLICIT SET of a ContentInfo(SignedData), parsed without decoding BIT
 * STRINGs so `toDer` gives back the bytes that were sent; `undefined` when the shape differs.
 */
function certificatesAsSent(der: Buffer): forge.asn1.Asn1[] | undefined {
  try {
    const contentInfo = fromDerKeepingBitStrings(forge.util.createBuffer(der.toString('binary')));
    const explicit = (contentInfo.value as forge.asn1.Asn1[])[1];
    const signedData = (explicit?.value as forge.asn1.Asn1[] | undefined)?.[0];
    const certificates = (signedData?.value as forge.asn1.Asn1[] | undefined)?.find(
      (element) => element.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && element.type === 0,
    );
    return Array.isArray(certificates?.value) ? certificates.value : undefined;
  } catch {
    return undefined;
  }
}

/** forge's `asn1.fromDer` with `decodeBitStrings: false` (an option its typings do not list). */
const fromDerKeepingBitStrings = (bytes: forge.util.ByteStringBuffer): forge.asn1.Asn1 =>
  (
    forge.asn1.fromDer as unknown as (
      input: forge.util.ByteStringBuffer,
      options: { decodeBitStrings: boolean },
    ) => forge.asn1.Asn1
  )(bytes, { decodeBitStrings: false });
