import { randomUUID } from 'node:crypto';
import { messages } from '@liqui/domain';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { clientAddressOf } from '../http/client-address.js';
import type { AppEnv } from '../http/context.js';
import { isRecord } from '../narrow.js';
import { IdentityError, type IdentityErrorName } from '../ports/identity-errors.js';
import {
  changePassword,
  confirmForgotPassword,
  forgotPassword,
  getUser,
  globalSignOut,
  revokeToken,
} from './account.js';
import type { AddressLimitBucket } from './address-limits.js';
import {
  adminAddUserToGroupOperation,
  adminCreateUserOperation,
  adminGetUserOperation,
  adminListGroupsForUserOperation,
  adminRemoveUserFromGroupOperation,
  adminResetUserPasswordOperation,
  adminSetUserPasswordOperation,
  authorizeAdmin,
  listUsersOperation,
} from './admin.js';
import type { SignedRequest } from './admin-signature.js';
import type { IdentityContext } from './context.js';
import { associateSoftwareToken, setUserMfaPreference, verifySoftwareToken } from './mfa.js';
import type { RequestBody } from './protocol.js';
import { getTokensFromRefreshToken, initiateAuth, respondToAuthChallenge } from './sign-in.js';
import { confirmSignUp, resendConfirmationCode, signUp } from './sign-up.js';

/** One protocol operation: the parsed JSON body in, the JSON answer out (or an IdentityError). */
type Operation = (context: IdentityContext, body: RequestBody) => Promise<object>;

/** The public operations (the app's own calls through Amplify). */
export const userOperations: Record<string, Operation> = {
  SignUp: signUp,
  ConfirmSignUp: confirmSignUp,
  ResendConfirmationCode: resendConfirmationCode,
  InitiateAuth: initiateAuth,
  RespondToAuthChallenge: respondToAuthChallenge,
  GetTokensFromRefreshToken: getTokensFromRefreshToken,
  ForgotPassword: forgotPassword,
  ConfirmForgotPassword: confirmForgotPassword,
  ChangePassword: changePassword,
  GetUser: getUser,
  GlobalSignOut: globalSignOut,
  RevokeToken: revokeToken,
  AssociateSoftwareToken: associateSoftwareToken,
  VerifySoftwareToken: verifySoftwareToken,
  SetUserMFAPreference: setUserMfaPreference,
};

/**
 * The admin operations (and ListUsers, which Cognito authorizes with IAM too):
 * `Authorization: Bearer <access token of an admin>` or a SigV4 signature with the admin key pair
 * required (`authorizeAdmin`).
 */
export const adminOperations: Record<string, Operation> = {
  AdminCreateUser: adminCreateUserOperation,
  AdminAddUserToGroup: adminAddUserToGroupOperation,
  AdminRemoveUserFromGroup: adminRemoveUserFromGroupOperation,
  AdminGetUser: adminGetUserOperation,
  AdminListGroupsForUser: adminListGroupsForUserOperation,
  AdminResetUserPassword: adminResetUserPasswordOperation,
  AdminSetUserPassword: adminSetUserPasswordOperation,
  ListUsers: listUsersOperation,
};

const targetPrefix = 'AWSCognitoIdentityProviderService.';

/** Largest request body accepted (Cognito's requests are a few KB). */
export const maxIdentityBodyBytes = 64 * 1024;

/** Headers the browser may read from an answer (Amplify reads the error type from it first). */
const exposedHeaders = 'x-amzn-requestid, x-amzn-errortype, date';

/** Headers allowed when the preflight does not list any (protocol doc §2, §9). */
const defaultAllowedHeaders =
  'amz-sdk-invocation-id, amz-sdk-request, authorization, cache-control, content-type, x-amz-target, x-amz-user-agent';

function amzJson(c: Context, status: 200 | 400 | 429 | 500, body: object, errorType?: string) {
  c.header('Content-Type', 'application/x-amz-json-1.1');
  c.header('x-amzn-requestid', randomUUID());
  if (errorType) c.header('x-amzn-errortype', errorType);
  return c.body(JSON.stringify(body), status);
}

function amzError(c: Context, type: IdentityErrorName, message: string, status: 400 | 500 = 400) {
  return amzJson(c, status, { __type: type, message }, type);
}

/** The request as {@link authorizeAdmin} checks it (the body is Hono's cached text). */
async function signedRequestOf(c: Context): Promise<SignedRequest> {
  const url = new URL(c.req.url);
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(name);
    query[name] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return {
    method: c.req.method,
    path: url.pathname,
    query,
    headers: c.req.header(),
    body: await c.req.text(),
  };
}

/**
 * The per-address limit an operation counts against (issue 11 item 5): password sign-ins
 * (`InitiateAuth` with `USER_PASSWORD_AUTH` or `USER_SRP_AUTH`; token refreshes do not count),
 * `SignUp`, `ForgotPassword` and `ResendConfirmationCode`; none for the others.
 */
function addressLimitBucketOf(
  operation: string,
  body: RequestBody,
): AddressLimitBucket | undefined {
  switch (operation) {
    case 'InitiateAuth': {
      const flow = body.AuthFlow;
      return flow === 'USER_PASSWORD_AUTH' || flow === 'USER_SRP_AUTH' ? 'signIn' : undefined;
    }
    case 'SignUp':
      return 'signUp';
    case 'ForgotPassword':
      return 'forgotPassword';
    case 'ResendConfirmationCode':
      return 'resendCode';
    default:
      return undefined;
  }
}

/**
 * The `/identity` routes (mounted only for the local provider):
 *
 * - `POST /identity` (or `/identity/`, where the AWS SDK posts) with
 *   `X-Amz-Target: AWSCognitoIdentityProviderService.<Operation>` and a
 *   Cognito JSON body (`Content-Type: application/x-amz-json-1.1`; any JSON accepted): the
 *   operations of {@link userOperations} and {@link adminOperations}. Success → 200 with the
 *   operation's answer; an expected failure → 400 `{ __type: '<Name>Exception', message }` (and
 *   the `x-amzn-errortype` header); an unknown target → 400 UnknownOperationException; a body that
 *   is not a JSON object → 400 SerializationException; an unexpected error → 500
 *   InternalErrorException (Amplify retries it), logged with its stack. A password sign-in,
 *   sign-up, forgot password or code resend over the client address's limit (see
 *   {@link addressLimitBucketOf}, `IDENTITY_ADDRESS_LIMIT` per 15 minutes) → 429
 *   `{ __type: 'TooManyRequestsException', message: 'Demasiadas solicitudes, probá más tarde' }`
 *   with `Retry-After` (seconds), before the operation runs. Every answer has
 *   `Content-Type: application/x-amz-json-1.1`, `Cache-Control: no-store` and `x-amzn-requestid`.
 * - `GET /identity/.well-known/jwks.json` → the public signing key (`{ keys: [...] }`), cacheable
 *   for 10 minutes.
 * - CORS only for the app's own origin (issue 11 item 5): the web app calls the provider from
 *   the origin that serves it (`PUBLIC_URL`, or the request's own origin), so a browser on that
 *   origin gets `Access-Control-Allow-Origin` echoed (`OPTIONS` answers 204 echoing
 *   `Access-Control-Request-Headers`, protocol doc §2) and any other origin gets no CORS headers:
 *   its browser refuses to hand it the answer. A request without `Origin` (same-origin, or not a
 *   browser) is served as before.
 */
export function createIdentityRoutes(context: IdentityContext) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      const origin = c.req.header('Origin');
      const ownOrigin = context.publicUrl ?? new URL(c.req.url).origin;
      const isAllowedOrigin = origin !== undefined && origin === ownOrigin;
      if (c.req.method === 'OPTIONS') {
        c.header('Vary', 'Origin, Access-Control-Request-Headers');
        if (!isAllowedOrigin) return c.body(null, 204);
        c.header('Access-Control-Allow-Origin', origin);
        c.header('Access-Control-Allow-Methods', 'POST, GET, OPTIONS');
        c.header(
          'Access-Control-Allow-Headers',
          c.req.header('Access-Control-Request-Headers') ?? defaultAllowedHeaders,
        );
        c.header('Access-Control-Max-Age', '86400');
        return c.body(null, 204);
      }
      await next();
      c.res.headers.append('Vary', 'Origin');
      if (isAllowedOrigin) {
        c.res.headers.set('Access-Control-Allow-Origin', origin);
        c.res.headers.set('Access-Control-Expose-Headers', exposedHeaders);
      }
    })
    .get('/.well-known/jwks.json', (c) => {
      c.header('Cache-Control', 'public, max-age=600');
      return c.json(context.keys.jwks);
    })
    .on(
      'POST',
      // `/identity` (Amplify) and `/identity/` (the AWS SDK with `COGNITO_ENDPOINT`), nothing more.
      ['/', '/:trailingSlash{^$}'],
      bodyLimit({
        maxSize: maxIdentityBodyBytes,
        onError: (c) => amzError(c, 'InvalidParameterException', 'The request is too large.'),
      }),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        const target = c.req.header('X-Amz-Target') ?? '';
        const name = target.startsWith(targetPrefix) ? target.slice(targetPrefix.length) : '';
        const isAdmin = Object.hasOwn(adminOperations, name);
        const operation = isAdmin
          ? adminOperations[name]
          : Object.hasOwn(userOperations, name)
            ? userOperations[name]
            : undefined;
        if (!operation) {
          return amzError(
            c,
            'UnknownOperationException',
            name
              ? `The local identity provider does not implement ${name}.`
              : `Missing or unknown X-Amz-Target (expected ${targetPrefix}<Operation>).`,
          );
        }
        let body: unknown;
        try {
          body = JSON.parse((await c.req.text()) || '{}');
        } catch {
          return amzError(c, 'SerializationException', 'The request body is not valid JSON.');
        }
        if (!isRecord(body)) {
          return amzError(c, 'SerializationException', 'The request body must be a JSON object.');
        }
        try {
          const bucket = addressLimitBucketOf(name, body);
          if (bucket) {
            const address = clientAddressOf(c, { trustProxy: context.trustProxy });
            const decision = await context.addressLimiter.hit(bucket, address);
            if (!decision.allowed) {
              context.logger.warn(
                { operation: name, address, hits: decision.hits },
                'Identity operation throttled for its address',
              );
              c.header('Retry-After', String(decision.retryAfterSeconds));
              return amzJson(
                c,
                429,
                { __type: 'TooManyRequestsException', message: messages['http.tooManyRequests'] },
                'TooManyRequestsException',
              );
            }
          }
          if (isAdmin) await authorizeAdmin(context, await signedRequestOf(c));
          const result = await operation(context, body);
          return amzJson(c, 200, result);
        } catch (error) {
          if (error instanceof IdentityError) {
            context.logger.info(
              { operation: name, error: error.type },
              'Identity operation refused',
            );
            return amzError(c, error.type, error.message, error.status);
          }
          context.logger.error({ err: error, operation: name }, 'Identity operation failed');
          return amzError(c, 'InternalErrorException', 'An internal error occurred.', 500);
        }
      },
    );
}
