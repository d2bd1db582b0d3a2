import { optional, refine, string } from 'superstruct';
import { positiveInteger, type VariablesOf } from './values.js';

/**
 * The identity provider: the local Cognito-compatible one at `/identity`, or Amazon Cognito when
 * the three `COGNITO_*` variables are set.
 */

/**
 * The user pool the web app signs in against (spec 01 §1 and §7 identity operations;
 * reference/amplify-cognito-protocol.md §1). `userPoolId` always contains `_`: Amplify reads the
 * part before it as the region and throws `InvalidUserPoolId` without it.
 */
export type IdentityConfig =
  | {
      /** The local Cognito-compatible provider mounted at `/identity` on this server. */
      kind: 'local';
      userPoolId: string;
      clientId: string;
      region: string;
      /**
       * The tokens' `iss`: `https://liqui.local/identity/<userPoolId>`. A fixed name, independent
       * of the host the request reached, so a token verifies the same behind any proxy or port;
       * it is an identifier, not a URL anyone fetches (the keys are at `/identity/.well-known/jwks.json`).
       */
      issuer: string;
      /**
       * The access key pair a server may sign the admin operations with (SigV4, as the AWS SDK
       * signs them for Cognito): `IDENTITY_ADMIN_ACCESS_KEY_ID` and
       * `IDENTITY_ADMIN_SECRET_ACCESS_KEY`; `undefined` (both unset): only an admin's access token
       * authorizes them.
       */
      adminAccessKey: AccessKeyPair | undefined;
    }
  | {
      /** Amazon Cognito (production): the web app talks to AWS directly. */
      kind: 'cognito';
      userPoolId: string;
      clientId: string;
      region: string;
      /** The tokens' `iss`: `https://cognito-idp.<region>.amazonaws.com/<userPoolId>`. */
      issuer: string;
      /**
       * `COGNITO_ENDPOINT`: the URL the server's admin calls (`identity/cognito.ts`) go to instead
       * of `https://cognito-idp.<region>.amazonaws.com` (a Cognito-compatible server, e.g. the
       * local provider's `POST /identity` in tests); `undefined` for AWS itself. The web app and
       * the token checks keep using AWS (`issuer`).
       */
      endpoint: string | undefined;
    };

/** An access key pair (SigV4 credentials). */
export type AccessKeyPair = { readonly accessKeyId: string; readonly secretAccessKey: string };

/** Pool id and client id of the local identity provider (its pool id contains `_`, see {@link IdentityConfig}). */
export const localIdentity = {
  userPoolId: 'us-east-1_liquilocal',
  clientId: 'liqui-web',
  region: 'us-east-1',
} as const;

const awsRegionPattern = /^[a-z]{2}(-gov)?-[a-z]+-\d+$/;

const region = refine(string(), 'awsRegion', (value) =>
  awsRegionPattern.test(value) ? true : 'must be an AWS region such as us-east-1',
);

const userPoolId = refine(string(), 'userPoolId', (value) =>
  /^[a-z]{2}(-gov)?-[a-z]+-\d+_[0-9A-Za-z]+$/.test(value)
    ? true
    : 'must be a Cognito user pool id such as us-east-1_AbC123xyz (region, "_", id)',
);

const clientId = refine(string(), 'clientId', (value) =>
  /^[\w+]{1,128}$/.test(value) ? true : 'must be a Cognito app client id (letters and digits)',
);

const endpoint = refine(string(), 'cognitoEndpoint', (value) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' || 'must be an http(s) URL';
  } catch {
    return 'must be an http(s) URL such as https://cognito.example.com';
  }
});

const accessKeyId = refine(string(), 'accessKeyId', (value) =>
  /^[A-Z0-9]{16,128}$/.test(value)
    ? true
    : 'must be an access key id (16 to 128 upper-case letters and digits, e.g. AKIAIOSFODNN7EXAMPLE)',
);

const secretAccessKey = refine(string(), 'secretAccessKey', (value) =>
  /^\S{32,}$/.test(value) ? true : 'must be a secret of at least 32 characters without spaces',
);

/** The identity variables, as strings (see `environment.ts`). */
export const identityVariables = {
  COGNITO_USER_POOL_ID: optional(userPoolId),
  COGNITO_CLIENT_ID: optional(clientId),
  COGNITO_REGION: optional(region),
  COGNITO_ENDPOINT: optional(endpoint),
  IDENTITY_ADMIN_ACCESS_KEY_ID: optional(accessKeyId),
  IDENTITY_ADMIN_SECRET_ACCESS_KEY: optional(secretAccessKey),
  IDENTITY_ADDRESS_LIMIT: optional(positiveInteger),
};

/** The variables of this concern as read from the environment. */
export type IdentityVariables = VariablesOf<typeof identityVariables>;

/**
 * Attempts one client address may make in {@link addressLimitWindowMs} of each limited identity
 * operation (sign-in with a password, sign-up, forgot password, code resend) before it gets 429
 * (`IDENTITY_ADDRESS_LIMIT`; issue 11 item 5). Beside each account's defence (the human check
 * after 3 wrong passwords in a row, `identity/lockout.ts`; issue 26 item 4): trying one password
 * on many accounts from one address is throttled too. @default 20
 */
export const defaultAddressLimit = 20;

/** The window {@link defaultAddressLimit} counts in: 15 minutes. */
export const addressLimitWindowMs = 15 * 60 * 1000;

/** `IDENTITY_ADDRESS_LIMIT`, or its default. */
export function addressLimitOf(vars: IdentityVariables): number {
  return vars.IDENTITY_ADDRESS_LIMIT ? Number(vars.IDENTITY_ADDRESS_LIMIT) : defaultAddressLimit;
}

const cognitoVariables = ['COGNITO_USER_POOL_ID', 'COGNITO_CLIENT_ID', 'COGNITO_REGION'] as const;

const adminKeyVariables = [
  'IDENTITY_ADMIN_ACCESS_KEY_ID',
  'IDENTITY_ADMIN_SECRET_ACCESS_KEY',
] as const;

/**
 * The problems between identity variables (each one valid alone): the three `COGNITO_*` set
 * together or none; the pool id of the region; `COGNITO_ENDPOINT` only with Cognito; the two
 * `IDENTITY_ADMIN_*` together or none, and only for the local provider. `hasOtherProblems`: the
 * pool/region check is skipped when a variable is already reported.
 */
export function identityProblems(vars: IdentityVariables, hasOtherProblems: boolean): string[] {
  const problems: string[] = [];
  const setCognito = cognitoVariables.filter((name) => vars[name] !== undefined);
  if (setCognito.length > 0 && setCognito.length < cognitoVariables.length) {
    const missing = cognitoVariables.filter((name) => vars[name] === undefined);
    problems.push(
      `${cognitoVariables.join(', ')} must be set together to use Amazon Cognito, or all left unset to use the local identity provider (missing ${missing.join(', ')})`,
    );
  }
  if (
    setCognito.length === cognitoVariables.length &&
    !hasOtherProblems &&
    problems.length === 0 &&
    !vars.COGNITO_USER_POOL_ID?.startsWith(`${vars.COGNITO_REGION}_`)
  ) {
    problems.push(
      `COGNITO_USER_POOL_ID must start with COGNITO_REGION followed by "_" (got "${vars.COGNITO_USER_POOL_ID}" and "${vars.COGNITO_REGION}")`,
    );
  }
  if (vars.COGNITO_ENDPOINT !== undefined && setCognito.length === 0) {
    problems.push(`COGNITO_ENDPOINT needs ${cognitoVariables.join(', ')} (the pool it serves)`);
  }
  const setAdminKey = adminKeyVariables.filter((name) => vars[name] !== undefined);
  if (setAdminKey.length === 1) {
    problems.push(`${adminKeyVariables.join(' and ')} must be set together, or both left unset`);
  }
  if (setAdminKey.length > 0 && setCognito.length > 0) {
    problems.push(
      `${adminKeyVariables.join(' and ')} apply to the local identity provider only; with Amazon Cognito the server signs with the AWS credentials chain`,
    );
  }
  return problems;
}

/** Cognito when its three variables are set, else the local provider. */
export function buildIdentityConfig(vars: IdentityVariables): IdentityConfig {
  return vars.COGNITO_USER_POOL_ID && vars.COGNITO_CLIENT_ID && vars.COGNITO_REGION
    ? {
        kind: 'cognito',
        userPoolId: vars.COGNITO_USER_POOL_ID,
        clientId: vars.COGNITO_CLIENT_ID,
        region: vars.COGNITO_REGION,
        issuer: `https://cognito-idp.${vars.COGNITO_REGION}.amazonaws.com/${vars.COGNITO_USER_POOL_ID}`,
        endpoint: vars.COGNITO_ENDPOINT,
      }
    : {
        kind: 'local',
        ...localIdentity,
        issuer: `https://liqui.local/identity/${localIdentity.userPoolId}`,
        adminAccessKey:
          vars.IDENTITY_ADMIN_ACCESS_KEY_ID && vars.IDENTITY_ADMIN_SECRET_ACCESS_KEY
            ? {
                accessKeyId: vars.IDENTITY_ADMIN_ACCESS_KEY_ID,
                secretAccessKey: vars.IDENTITY_ADMIN_SECRET_ACCESS_KEY,
              }
            : undefined,
      };
}
