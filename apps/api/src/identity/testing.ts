import { SignatureV4 } from '@smithy/signature-v4';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { expect } from 'vitest';
import type { Config } from '../config.js';
import { localIdentity } from '../config.js';
import type { Database } from '../db/client.js';
import type { OutboxMessage } from '../modules/outbox/outbox.service.js';
import { createTestClock, createTestContext } from '../test/app.js';
import { Sha256 } from './admin-signature.js';
import type { AuthenticationResult } from './tokens.js';

/**
 * Helpers of the identity tests (not a test file): an app with a movable clock and small clients
 * for the Cognito protocol, the outbox and the human check.
 */

/** The local pool's ids, as the web app sends them. */
export const clientId = localIdentity.clientId;
export const userPoolId = localIdentity.userPoolId;

/** A password that meets the policy. */
export const goodPassword = 'clave-segura-2026';

/** One protocol answer. */
export type CallResult = { status: number; body: Record<string, unknown>; headers: Headers };

/**
 * Builds an app over `database` with a test clock (its own, or `options.clock` to share one with
 * another harness: two instances of the server), and the helpers around it.
 */
export function createIdentityHarness(
  database: Database,
  options: { config?: Config; clock?: ReturnType<typeof createTestClock> } = {},
) {
  const clock = options.clock ?? createTestClock();
  const context = createTestContext({
    database,
    now: clock.now,
    ...(options.config ? { config: options.config } : {}),
  });
  const { app, services } = context;

  /** `POST /identity` with `X-Amz-Target: AWSCognitoIdentityProviderService.<operation>`. */
  async function call(
    operation: string,
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<CallResult> {
    const response = await app.request('/identity', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
        ...headers,
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      headers: response.headers,
    };
  }

  /** {@link call} that must succeed (200); returns the body. */
  async function ok<T = Record<string, unknown>>(
    operation: string,
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const result = await call(operation, body, headers);
    expect(result.body, `${operation} answered ${JSON.stringify(result.body)}`).not.toHaveProperty(
      '__type',
    );
    expect(result.status).toBe(200);
    return result.body as T;
  }

  /** {@link call} that must fail with `type` (HTTP 400) and, when given, `message`. */
  async function fails(
    operation: string,
    body: Record<string, unknown>,
    type: string,
    message?: string | RegExp,
    headers: Record<string, string> = {},
  ): Promise<string> {
    const result = await call(operation, body, headers);
    expect(result.status).toBe(400);
    expect(result.body.__type).toBe(type);
    if (typeof message === 'string') expect(result.body.message).toBe(message);
    else if (message) expect(result.body.message).toMatch(message);
    return result.body.message as string;
  }

  /** A solved ALTCHA payload, as the widget puts in its hidden field. */
  async function solveHumanCheck(): Promise<string> {
    const response = await app.request('/api/human-check/challenge');
    expect(response.status).toBe(200);
    const challenge = (await response.json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('The human check could not be solved');
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  /** The outbox messages to `to`, newest first. */
  async function mailsTo(to: string): Promise<OutboxMessage[]> {
    const response = await app.request(`/dev/outbox.json?to=${encodeURIComponent(to)}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { messages: OutboxMessage[] }).messages;
  }

  /** The newest message to `to` (fails when there is none). */
  async function latestMail(to: string): Promise<OutboxMessage> {
    const [message] = await mailsTo(to);
    if (!message) throw new Error(`No e-mail to ${to}`);
    return message;
  }

  /** The 6-digit code of the newest message to `to`. */
  async function latestCode(to: string): Promise<string> {
    const match = /\b(\d{6})\b/.exec((await latestMail(to)).text);
    if (!match?.[1]) throw new Error(`No code in the last e-mail to ${to}`);
    return match[1];
  }

  /** The ids of the messages to `to` so far (to wait for a newer one with {@link nextMail}). */
  async function mailIds(to: string): Promise<number[]> {
    return (await mailsTo(to)).map((message) => message.id);
  }

  /**
   * The newest message to `to` whose id is not in `seen`, waiting up to 5 s for it: ForgotPassword
   * hands its e-mail to the mailer without waiting (issue 26 item 4), so it may land just after
   * the answer.
   */
  async function nextMail(to: string, seen: readonly number[]): Promise<OutboxMessage> {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const [message] = (await mailsTo(to)).filter((entry) => !seen.includes(entry.id));
      if (message) return message;
      if (Date.now() > deadline) throw new Error(`No new e-mail to ${to}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** The 6-digit code of {@link nextMail}. */
  async function nextCode(to: string, seen: readonly number[]): Promise<string> {
    const match = /\b(\d{6})\b/.exec((await nextMail(to, seen)).text);
    if (!match?.[1]) throw new Error(`No code in the new e-mail to ${to}`);
    return match[1];
  }

  /** SignUp with a solved human check. */
  function signUp(
    email: string,
    password = goodPassword,
    attributes: Record<string, string> = {},
  ): Promise<CallResult> {
    return solveHumanCheck().then((altcha) =>
      call('SignUp', {
        ClientId: clientId,
        Username: email,
        Password: password,
        UserAttributes: [
          { Name: 'email', Value: email },
          ...Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
        ],
        ClientMetadata: { altcha },
      }),
    );
  }

  /** Signs up and confirms with the e-mailed code; returns the `sub`. */
  async function signUpConfirmed(
    email: string,
    password = goodPassword,
    attributes: Record<string, string> = {},
  ): Promise<string> {
    const result = await signUp(email, password, attributes);
    expect(result.status).toBe(200);
    await ok('ConfirmSignUp', {
      ClientId: clientId,
      Username: email,
      ConfirmationCode: await latestCode(email),
    });
    return result.body.UserSub as string;
  }

  /**
   * InitiateAuth USER_PASSWORD_AUTH (any answer); `altcha`, a solved human check
   * ({@link solveHumanCheck}), goes as `ClientMetadata.altcha` as the web app sends it.
   */
  function initiate(email: string, password: string, altcha?: string): Promise<CallResult> {
    return call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
      ...(altcha === undefined ? {} : { ClientMetadata: { altcha } }),
      ClientId: clientId,
    });
  }

  /** A successful sign-in without challenge: the tokens. */
  async function signIn(email: string, password = goodPassword): Promise<AuthenticationResult> {
    const result = await ok<{ AuthenticationResult: AuthenticationResult }>('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
      ClientId: clientId,
    });
    return result.AuthenticationResult;
  }

  /** An admin (created through the service) signed in: `Authorization` headers for admin calls. */
  async function adminHeaders(email = 'jefa@liqui.test'): Promise<Record<string, string>> {
    if (!(await services.identity.service.findUser(email))) {
      await services.identity.service.adminCreateUser({
        email,
        password: goodPassword,
        groups: ['admin'],
      });
    }
    const tokens = await signIn(email);
    return { Authorization: `Bearer ${tokens.AccessToken}` };
  }

  return {
    ...context,
    clock,
    call,
    ok,
    fails,
    solveHumanCheck,
    mailsTo,
    latestMail,
    latestCode,
    mailIds,
    nextMail,
    nextCode,
    signUp,
    signUpConfirmed,
    initiate,
    signIn,
    adminHeaders,
  };
}

/**
 * The headers of a `POST /identity` call SigV4-signed as the AWS SDK signs Cognito's admin calls
 * (service `cognito-idp`, host `localhost`, what `app.request('/identity')` sees), for
 * `harness.call(operation, body, headers)`.
 *
 * @param options.date - the signing time. @default now
 * @param options.bodyHash - send (and sign) `X-Amz-Content-Sha256`, as the SDK does. @default true
 */
export async function signedAdminHeaders(
  operation: string,
  body: Record<string, unknown>,
  key: { accessKeyId: string; secretAccessKey: string },
  options: { date?: Date; bodyHash?: boolean } = {},
): Promise<Record<string, string>> {
  const signer = new SignatureV4({
    credentials: key,
    region: 'us-east-1',
    service: 'cognito-idp',
    sha256: Sha256,
    applyChecksum: options.bodyHash ?? true,
  });
  const signed = await signer.sign(
    {
      method: 'POST',
      protocol: 'http:',
      hostname: 'localhost',
      path: '/identity',
      query: {},
      headers: {
        host: 'localhost',
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      body: JSON.stringify(body),
    },
    { signingDate: options.date ?? new Date() },
  );
  return signed.headers as Record<string, string>;
}

/** The minutes helper: `minutes(15)` in milliseconds. */
export const minutes = (count: number) => count * 60 * 1000;
