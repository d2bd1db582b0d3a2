import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { TOTP } from 'otpauth';

/**
 * Test-side helpers that talk to the running server the way the outside world does: the local
 * identity provider over its Cognito JSON protocol, the human check, and the dev outbox.
 */

/** The demo accounts' password in the e2e servers (`e2eServerEnv` passes it as LIQUI_DEMO_PASSWORD). */
export const demoPassword = 'Demo-Liqui-2026';

/** The local pool's ids (`/config.json` → identity). */
async function poolIds(baseUrl: string): Promise<{ userPoolId: string; userPoolClientId: string }> {
  const response = await fetch(`${baseUrl}/config.json`);
  const config = (await response.json()) as {
    identity: { userPoolId: string; userPoolClientId: string };
  };
  return config.identity;
}

/**
 * Calls one operation of the local identity provider (`POST /identity`,
 * `X-Amz-Target: AWSCognitoIdentityProviderService.<operation>`), as Amplify does.
 *
 * @throws Error with the Cognito error name and message when the answer is not 2xx.
 */
export async function callIdentity<T = Record<string, unknown>>(
  baseUrl: string,
  operation: string,
  body: Record<string, unknown>,
  options: {
    /** Send the pool's `ClientId` (user operations do; GetUser-like ones don't). @default true */
    withClientId?: boolean;
    /** An admin's access token: the call is an Admin* operation (sent with `UserPoolId`). */
    accessToken?: string;
  } = {},
): Promise<T> {
  const ids = await poolIds(baseUrl);
  const payload = options.accessToken
    ? { UserPoolId: ids.userPoolId, ...body }
    : options.withClientId === false
      ? body
      : { ClientId: ids.userPoolClientId, ...body };
  const response = await fetch(`${baseUrl}/identity`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      ...(options.accessToken ? { authorization: `Bearer ${options.accessToken}` } : {}),
    },
    body: JSON.stringify(payload),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${operation}: ${String(json.__type)} ${String(json.message)}`);
  return json as T;
}

/** Signs in with USER_PASSWORD_AUTH and returns the access token (no challenge expected). */
export async function signInForAccessToken(
  baseUrl: string,
  username: string,
  password: string,
): Promise<string> {
  const result = await callIdentity<{ AuthenticationResult?: { AccessToken: string } }>(
    baseUrl,
    'InitiateAuth',
    { AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: username, PASSWORD: password } },
  );
  if (!result.AuthenticationResult) throw new Error(`${username} got a challenge, not tokens`);
  return result.AuthenticationResult.AccessToken;
}

/**
 * Fetches an ALTCHA challenge from the server and solves it as the browser widget does; returns
 * the base64 payload (`{ challenge, solution }`) the widget would submit.
 */
export async function solveHumanCheck(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/human-check/challenge`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the human check');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Signs a user up through the identity provider (left UNCONFIRMED). */
export async function signUpViaIdentity(
  baseUrl: string,
  user: { email: string; password: string; givenName: string; familyName: string },
): Promise<void> {
  await callIdentity(baseUrl, 'SignUp', {
    Username: user.email,
    Password: user.password,
    UserAttributes: [
      { Name: 'email', Value: user.email },
      { Name: 'given_name', Value: user.givenName },
      { Name: 'family_name', Value: user.familyName },
      { Name: 'phone_number', Value: '+541155551234' },
    ],
    ClientMetadata: { altcha: await solveHumanCheck(baseUrl) },
  });
}

type OutboxMessage = { id: string; to: string; subject: string; text: string };

/**
 * Waits for the newest e-mail to `to` in the dev outbox (`/dev/outbox.json`) whose id is not in
 * `seenIds`, and returns its first 6-digit code.
 */
export async function readCodeFromOutbox(
  baseUrl: string,
  to: string,
  options: { after?: readonly string[]; timeoutMs?: number } = {},
): Promise<{ code: string; id: string }> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/dev/outbox.json`);
    const body = (await response.json()) as OutboxMessage[] | { messages: OutboxMessage[] };
    const messages = Array.isArray(body) ? body : body.messages;
    const message = messages.find(
      (m) => m.to.toLowerCase().includes(to.toLowerCase()) && !options.after?.includes(m.id),
    );
    const code = message
      ? /\b(\d{6})\b/.exec(`${message.subject}\n${message.text}`)?.[1]
      : undefined;
    if (message && code) return { code, id: message.id };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code e-mailed to ${to}`);
}

/** The ids of the messages to `to` already in the outbox (to wait for a newer one). */
export async function outboxIds(baseUrl: string, to: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/dev/outbox.json`);
  const body = (await response.json()) as OutboxMessage[] | { messages: OutboxMessage[] };
  const messages = Array.isArray(body) ? body : body.messages;
  return messages.filter((m) => m.to.toLowerCase().includes(to.toLowerCase())).map((m) => m.id);
}

/**
 * Enrols TOTP MFA for a user (AssociateSoftwareToken → VerifySoftwareToken →
 * SetUserMFAPreference) and returns the authenticator the test computes codes with.
 */
export async function enrolTotp(
  baseUrl: string,
  username: string,
  password: string,
): Promise<TOTP> {
  const accessToken = await signInForAccessToken(baseUrl, username, password);
  const { SecretCode } = await callIdentity<{ SecretCode: string }>(
    baseUrl,
    'AssociateSoftwareToken',
    { AccessToken: accessToken },
    { withClientId: false },
  );
  const totp = new TOTP({ secret: SecretCode, digits: 6, period: 30, algorithm: 'SHA1' });
  await callIdentity(
    baseUrl,
    'VerifySoftwareToken',
    { AccessToken: accessToken, UserCode: totp.generate() },
    { withClientId: false },
  );
  await callIdentity(
    baseUrl,
    'SetUserMFAPreference',
    {
      AccessToken: accessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    },
    { withClientId: false },
  );
  return totp;
}

/**
 * Creates a staff identity user with a permanent password in `group` through the local identity
 * provider's admin operations (AdminCreateUser without an invitation, AdminSetUserPassword,
 * AdminAddUserToGroup), as the demo admin.
 */
export async function createStaffUser(
  baseUrl: string,
  user: { email: string; password: string; group: string },
): Promise<void> {
  const asAdmin = {
    accessToken: await signInForAccessToken(baseUrl, 'admin@liqui.test', demoPassword),
  };
  await callIdentity(
    baseUrl,
    'AdminCreateUser',
    {
      Username: user.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [{ Name: 'email', Value: user.email }],
    },
    asAdmin,
  );
  await callIdentity(
    baseUrl,
    'AdminSetUserPassword',
    { Username: user.email, Password: user.password, Permanent: true },
    asAdmin,
  );
  await callIdentity(
    baseUrl,
    'AdminAddUserToGroup',
    { Username: user.email, GroupName: user.group },
    asAdmin,
  );
}
