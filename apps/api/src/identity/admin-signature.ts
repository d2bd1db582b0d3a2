import { createHash, createHmac, type Hash, type Hmac, timingSafeEqual } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AccessKeyPair } from '../config/identity.js';
import { capture } from '../narrow.js';
import { IdentityError } from '../ports/identity-errors.js';

/**
 * SigV4 ("AWS Signature Version 4") authorization of the local provider's admin operations: the
 * way the AWS SDK signs Cognito's admin calls (`Authorization: AWS4-HMAC-SHA256 Credential=…,
 * SignedHeaders=…, Signature=…` with `X-Amz-Date`), so the server's Cognito client
 * (`identity/cognito.ts`) can be pointed at the local provider with `COGNITO_ENDPOINT`. The key
 * pair is `IDENTITY_ADMIN_ACCESS_KEY_ID` / `IDENTITY_ADMIN_SECRET_ACCESS_KEY` (off when unset).
 */

/** The scheme of a SigV4 `Authorization` header. */
export const sigV4Algorithm = 'AWS4-HMAC-SHA256';

/** A signature dated further than this from the provider's clock is refused: 15 minutes (AWS's). */
export const maxSignatureSkewMs = 15 * 60 * 1000;

/** The service name the signature's scope must carry (Cognito user pools). */
export const cognitoSigningService = 'cognito-idp';

/** The request as received: what the signature covers. */
export type SignedRequest = {
  method: string;
  /** The path as sent (percent-encoded), e.g. `/identity`. */
  path: string;
  /** The query parameters (empty for the Cognito protocol). */
  query: Record<string, string | string[]>;
  /** Every header of the request, names in any case. */
  headers: Record<string, string>;
  /** The raw body. */
  body: string;
};

/** The signer's data (`SourceData`) as bytes node:crypto takes. */
function bytesOf(data: string | ArrayBuffer | ArrayBufferView): string | Uint8Array {
  if (typeof data === 'string') return data;
  if (ArrayBuffer.isView(data))
    return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return new Uint8Array(data);
}

/** node:crypto as `@smithy/signature-v4`'s hash constructor: a SHA-256 hash, or its HMAC when given a key. */
export class Sha256 {
  private hash: Hash | Hmac;
  private readonly secret: string | Uint8Array | undefined;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.secret = secret === undefined ? undefined : bytesOf(secret);
    this.hash = this.fresh();
  }
  private fresh(): Hash | Hmac {
    return this.secret === undefined ? createHash('sha256') : createHmac('sha256', this.secret);
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(bytesOf(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
  reset(): void {
    this.hash = this.fresh();
  }
}

const authorizationPattern =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/([^/,\s]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;_.-]+),\s*Signature=([0-9a-f]{64})$/;

const amzDatePattern = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

function refuse(message: string): never {
  throw new IdentityError('NotAuthorizedException', message);
}

/** Whether an `Authorization` header is a SigV4 one (else it is the bearer token scheme). */
export function isSigV4Authorization(authorization: string | undefined): boolean {
  return authorization?.startsWith(`${sigV4Algorithm} `) ?? false;
}

/**
 * Checks a SigV4-signed request against `key`: the header's shape, its access key id, the scope
 * (service `cognito-idp`, the date of `X-Amz-Date`, any region), `X-Amz-Date` within
 * {@link maxSignatureSkewMs} of `now`, `X-Amz-Content-Sha256` (when sent) equal to the body's
 * hash, `host` and `x-amz-date` among the signed headers; then recomputes the signature over the
 * method, path, query, signed headers and body with `@smithy/signature-v4` (the SDK's own signer)
 * and compares it in constant time.
 *
 * @throws IdentityError NotAuthorizedException (Cognito's name for a refused caller; AWS itself
 *   answers InvalidSignatureException / UnrecognizedClientException) with what is wrong.
 */
export async function verifyAdminSignature(
  request: SignedRequest,
  key: AccessKeyPair,
  now: Date,
): Promise<void> {
  const headers = new Map(
    Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const match = authorizationPattern.exec(headers.get('authorization') ?? '');
  if (!match) refuse('The Authorization header is not a valid AWS4-HMAC-SHA256 signature.');
  const accessKeyId = capture(match, 1);
  const scopeDate = capture(match, 2);
  const region = capture(match, 3);
  const service = capture(match, 4);
  const signedHeaderList = capture(match, 5);
  const signature = capture(match, 6);
  if (accessKeyId !== key.accessKeyId) {
    refuse('The security token included in the request is invalid.');
  }
  if (service !== cognitoSigningService) {
    refuse(`Credential should be scoped to correct service: '${cognitoSigningService}'.`);
  }
  const amzDate = headers.get('x-amz-date') ?? '';
  const date = amzDatePattern.exec(amzDate);
  if (!date) refuse('The request must carry X-Amz-Date (YYYYMMDDTHHMMSSZ).');
  const part = (index: number) => Number(capture(date, index));
  const signingDate = new Date(Date.UTC(part(1), part(2) - 1, part(3), part(4), part(5), part(6)));
  if (Number.isNaN(signingDate.getTime()) || !amzDate.startsWith(scopeDate)) {
    refuse('The credential scope date does not match X-Amz-Date.');
  }
  if (Math.abs(signingDate.getTime() - now.getTime()) > maxSignatureSkewMs) {
    refuse('Signature expired: X-Amz-Date is more than 15 minutes from the server time.');
  }
  const signedHeaders = signedHeaderList.split(';');
  if (!signedHeaders.includes('host') || !signedHeaders.includes('x-amz-date')) {
    refuse('The signed headers must include host and x-amz-date.');
  }
  const bodyHash = createHash('sha256').update(request.body).digest('hex');
  const declaredHash = headers.get('x-amz-content-sha256');
  if (declaredHash !== undefined && declaredHash !== bodyHash) {
    refuse('X-Amz-Content-Sha256 does not match the body.');
  }
  const covered: Record<string, string> = {};
  for (const name of signedHeaders) {
    const value = headers.get(name);
    if (value === undefined) refuse(`The signed header ${name} is missing.`);
    covered[name] = value;
  }
  const signer = new SignatureV4({
    credentials: key,
    region,
    service: cognitoSigningService,
    sha256: Sha256,
    applyChecksum: false,
  });
  const signed = await signer.sign(
    {
      method: request.method,
      protocol: 'http:',
      hostname: covered.host ?? '',
      path: request.path,
      query: request.query,
      headers: covered,
      body: request.body,
    },
    { signingDate, signableHeaders: new Set(signedHeaders) },
  );
  const expected = /SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
    String(signed.headers.authorization ?? ''),
  );
  if (
    !expected ||
    expected[1] !== signedHeaderList ||
    !timingSafeEqual(Buffer.from(expected[2] ?? '', 'hex'), Buffer.from(signature, 'hex'))
  ) {
    refuse(
      'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method.',
    );
  }
}
