import { identityGroups } from '@liqui/domain';
import type { MiddlewareHandler } from 'hono';
import { createRemoteJWKSet, errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { Principal } from '../principal.js';
import type { SigningKeys } from '../secrets/signing-keys.js';
import { unauthenticated } from '../service-error.js';
import type { AppEnv } from './context.js';

export type { Principal } from '../principal.js';

/**
 * API authentication: the `Authorization` header's token, verified against the user pool's
 * JSON Web Key Set, becomes the request's {@link Principal} (ARCHITECTURE.md "Rules the server
 * owns" and "Identity"; Spec 01 §6–7, 02 §6–7, 03 §6–7: every call carries the session's
 * identity token in an authorization header).
 *
 * Verification happens only on routes that need a signed-in caller: {@link provideAuthentication}
 * puts a per-request, memoized `authenticate()` on the context, and the route's access
 * declaration (`allow(...)` in `access.ts`) calls it. A public route never looks at the header,
 * so a stale token cannot break the health probe or the human check.
 */

/**
 * Verifies a token, resolving its {@link Principal} or rejecting with `unauthenticated()` (401
 * `{ code: 'unauthenticated', message: 'Sesion vencida, vuelve a loguearte por favor' }`).
 */
export type TokenVerifier = (token: string) => Promise<Principal>;

/** Where the verifier finds the pool's public keys. */
export type JwksSource =
  /**
   * The local identity provider's keys (`SigningKeys.getVerificationKey`: the published keys,
   * reloaded from the database for a `kid` this instance does not know yet).
   */
  | { kind: 'local'; getKey: JWTVerifyGetKey }
  /** Amazon Cognito: `<issuer>/.well-known/jwks.json`, fetched and cached by jose. */
  | { kind: 'remote'; url: URL };

/** Options of {@link createTokenVerifier}. */
export type TokenVerifierOptions = {
  /**
   * The pool's issuer, compared exactly with `iss`: Cognito's
   * `https://cognito-idp.<region>.amazonaws.com/<userPoolId>`, or the local provider's.
   */
  issuer: string;
  /** The app client id: an id token's `aud` and an access token's `client_id` must equal it. */
  clientId: string;
  /** The pool's keys. */
  keys: JwksSource;
  /** The clock for `exp`/`nbf` checks (tests). @default () => new Date() */
  now?: () => Date;
  /**
   * Whether the sign-in a token belongs to (its `origin_jti`) is still active. Given for the
   * local provider (`IdentityService.isSessionActive`), so a token stops working at once after
   * GlobalSignOut, RevokeToken or a password reset instead of at its `exp`. Without it (Cognito,
   * whose revocations this server cannot see) only the signature and claims count.
   */
  isSessionActive?: (originJti: string) => Promise<boolean>;
};

/** The only signature algorithm accepted: RS256, what Cognito and the local provider sign with. */
export const tokenAlgorithms = ['RS256'] as const;

/**
 * The token in an `Authorization` header: the value itself (`Authorization: <token>`, what the
 * spec's app sends) or after `Bearer ` (any case).
 *
 * @param header - the raw header value, or `undefined` when absent.
 * @returns the token, or `undefined` for a missing, blank or malformed header (spaces inside
 *   the token, another scheme such as `Basic`).
 */
export function readBearerToken(header: string | undefined): string | undefined {
  const value = header?.trim() ?? '';
  if (value === '') return undefined;
  const bearer = /^Bearer\s+(\S+)$/i.exec(value);
  if (bearer) return bearer[1];
  return /^\S+$/.test(value) ? value : undefined;
}

/**
 * Builds the verifier of the pool's tokens with jose's `jwtVerify`. A token is accepted when:
 *
 * - its header's `alg` is RS256 and its signature verifies with a key of the pool's JWKS (chosen
 *   by `kid`);
 * - `iss` equals {@link TokenVerifierOptions.issuer}; `exp` is in the future (no clock
 *   tolerance) and `nbf`, when present, is not;
 * - `token_use` is `id` with `aud` equal to the client id, or `access` with `client_id` equal to
 *   it (the spec sends the id token; an access token is accepted too, as an API Gateway Cognito
 *   authorizer would);
 * - `sub` and the user name (`cognito:username` for an id token, `username` for an access token)
 *   are non-blank strings;
 * - with {@link TokenVerifierOptions.isSessionActive}: its `origin_jti`, when it has one, names a
 *   sign-in that is still active (the local provider puts one in every token).
 *
 * Anything else rejects with `unauthenticated()` (401 `unauthenticated`, 'Sesion vencida, …').
 * A failure to reach Cognito's JWKS is not the
 * caller's fault: it rejects with the underlying error (answered as 500 and logged).
 *
 * Cost (issue 30: verification once per key): a token that verified is kept in memory
 * ({@link verifiedTokenCapacity} tokens, each for at most {@link verifiedTokenKeepMs}), so the
 * next calls of the same session skip the signature check; `exp` is still checked on every call
 * against the clock, and the session check (`isSessionActive`: revoked sign-ins) still runs on
 * every call. A token that failed is never kept.
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const getKey: JWTVerifyGetKey =
    options.keys.kind === 'local'
      ? options.keys.getKey
      : createRemoteJWKSet(options.keys.url, { timeoutDuration: 5_000 });
  const now = options.now ?? (() => new Date());
  const verified = new Map<string, VerifiedToken>();

  /** The token's signature and claims, from {@link verified} while its entry holds. */
  async function verifyOnce(token: string): Promise<VerifiedToken> {
    const at = now().getTime();
    const known = verified.get(token);
    if (known && at < known.expiresAt && at < known.keptUntil) return known;
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, getKey, {
        algorithms: [...tokenAlgorithms],
        issuer: options.issuer,
        currentDate: now(),
        requiredClaims: ['exp', 'sub'],
      }));
    } catch (error) {
      if (isPoolUnreachable(error)) throw error;
      throw unauthenticated();
    }
    const principal = toPrincipal(payload, options.clientId);
    if (!principal) throw unauthenticated();
    const originJti = typeof payload.origin_jti === 'string' ? payload.origin_jti : undefined;
    const entry: VerifiedToken = {
      principal,
      ...(originJti === undefined ? {} : { originJti }),
      // Cast: jose's `jwtVerify` was asked for `exp` (`requiredClaims`), so it is a number here.
      expiresAt: (payload.exp as number) * 1000,
      keptUntil: at + verifiedTokenKeepMs,
    };
    if (known) verified.delete(token);
    if (verified.size >= verifiedTokenCapacity) {
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
    verified.set(token, entry);
    return entry;
  }

  return async (token) => {
    const { principal, originJti } = await verifyOnce(token);
    if (options.isSessionActive && originJti !== undefined) {
      if (!(await options.isSessionActive(originJti))) throw unauthenticated();
    }
    return principal;
  };
}

/**
 * A token whose signature and claims verified (see {@link createTokenVerifier}), kept per process
 * so a session's next calls skip the RS256 check: its principal, its `origin_jti`, its `exp` and
 * until when it is kept (ms since the epoch, on the verifier's clock).
 */
type VerifiedToken = {
  principal: Principal;
  originJti?: string;
  expiresAt: number;
  keptUntil: number;
};

/**
 * How long a verified token is taken on trust before its signature is checked again, in ms
 * (5 minutes): a key withdrawn from the pool's key set stops working within this time, whatever
 * the token's `exp`.
 */
export const verifiedTokenKeepMs = 5 * 60_000;

/** How many verified tokens one verifier keeps (the oldest goes first): about 1 KB each. */
export const verifiedTokenCapacity = 5_000;

/** Key-set failures that say nothing about the token: the pool's JWKS could not be fetched. */
function isPoolUnreachable(error: unknown): boolean {
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) return true;
  return !(error instanceof errors.JOSEError);
}

function nonBlank(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function toPrincipal(payload: JWTPayload, clientId: string): Principal | undefined {
  const userId = nonBlank(payload.sub);
  if (!userId) return undefined;
  const rawGroups = payload['cognito:groups'];
  const groups = Array.isArray(rawGroups)
    ? identityGroups.filter((group) => rawGroups.includes(group))
    : [];

  if (payload.token_use === 'id') {
    const audience = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    if (!audience.includes(clientId)) return undefined;
    const username = nonBlank(payload['cognito:username'])?.toLowerCase();
    if (!username) return undefined;
    const email = nonBlank(payload.email)?.toLowerCase() ?? username;
    return { userId, username, email, groups, tokenUse: 'id' };
  }
  if (payload.token_use === 'access') {
    if (payload.client_id !== clientId) return undefined;
    const username = nonBlank(payload.username)?.toLowerCase();
    if (!username) return undefined;
    return { userId, username, email: username, groups, tokenUse: 'access' };
  }
  return undefined;
}

/**
 * App-level middleware (mounted on `/api/*` by `createApp`): puts `authenticate()` on the
 * context, which reads the `Authorization` header ({@link readBearerToken}), verifies it once per
 * request with `verify` and resolves the {@link Principal}; no token or a bad one rejects with
 * `unauthenticated()` (401 `unauthenticated`, 'Sesion vencida, …'). Nothing is verified until a
 * route's access declaration asks.
 */
export function provideAuthentication(verify: TokenVerifier): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let verified: Promise<Principal> | undefined;
    c.set('authenticate', () => {
      verified ??= (async () => {
        const token = readBearerToken(c.req.header('Authorization'));
        if (token === undefined) throw unauthenticated();
        return verify(token);
      })();
      return verified;
    });
    await next();
  };
}

/**
 * The verifier for the configured pool: for the local provider its key ring
 * (`signingKeys.getVerificationKey`) and its session check; for Cognito the published JWKS at
 * `<issuer>/.well-known/jwks.json`. `iss` and the client id come from `config.identity`.
 *
 * @param options.now - the app's clock. @default () => new Date()
 * @param options.isSessionActive - the local provider's session check (ignored for Cognito).
 */
export function createPoolTokenVerifier(
  identity: { kind: 'local' | 'cognito'; issuer: string; clientId: string },
  signingKeys: Pick<SigningKeys, 'getVerificationKey'>,
  options: Pick<TokenVerifierOptions, 'now' | 'isSessionActive'> = {},
): TokenVerifier {
  const isLocal = identity.kind === 'local';
  return createTokenVerifier({
    issuer: identity.issuer,
    clientId: identity.clientId,
    keys: isLocal
      ? { kind: 'local', getKey: signingKeys.getVerificationKey }
      : { kind: 'remote', url: new URL(`${identity.issuer}/.well-known/jwks.json`) },
    ...(options.now ? { now: options.now } : {}),
    ...(isLocal && options.isSessionActive ? { isSessionActive: options.isSessionActive } : {}),
  });
}
