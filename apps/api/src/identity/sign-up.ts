import { randomUUID } from 'node:crypto';
import { type IdentityGroup, validateEmail } from '@liqui/domain';
import { and, eq } from 'drizzle-orm';
import { identityUsers } from '../db/schema.js';
import { IdentityError, identityMessages } from '../ports/identity-errors.js';
import { consumeCode, issueCode } from './codes.js';
import type { IdentityContext } from './context.js';
import { confirmationMail } from './identity-mail.js';
import { assertPasswordPolicy, hashPassword } from './passwords.js';
import {
  attributeMap,
  optionalStringMap,
  phoneNumberPattern,
  type RequestBody,
  requireClientId,
  requireString,
} from './protocol.js';
import {
  emailDelivery,
  type IdentityUserRow,
  notifyUserConfirmed,
  requireUserRow,
  toUsername,
} from './users.js';

/** The attributes a user of this pool has (Spec 01 §3 "Sign-up data"). */
export const writableAttributes = ['email', 'given_name', 'family_name', 'phone_number'] as const;

/** Attributes read from a request: the name, e-mail and phone checked. */
export type NewUserAttributes = {
  email: string;
  givenName: string | null;
  familyName: string | null;
  phoneNumber: string | null;
};

/**
 * Reads and checks the attributes of a new user: the user name must be an e-mail (the pool signs
 * in with it), `email` when given must be the same address, `phone_number` E.164, names at most
 * 256 characters; any other attribute is refused (`Attribute does not exist in the schema.`).
 */
export function readNewUserAttributes(
  username: string,
  attributes: Map<string, string>,
): NewUserAttributes {
  for (const name of attributes.keys()) {
    if (!writableAttributes.some((writable) => writable === name) && name !== 'email_verified') {
      throw new IdentityError(
        'InvalidParameterException',
        `Attributes did not conform to the schema: ${name}: Attribute does not exist in the schema.`,
      );
    }
  }
  const email = validateEmail(username);
  if (!email.ok)
    throw new IdentityError('InvalidParameterException', 'Username should be an email.');
  const emailAttribute = attributes.get('email');
  if (emailAttribute !== undefined && toUsername(emailAttribute) !== email.value) {
    throw new IdentityError(
      'InvalidParameterException',
      'The email attribute must be the same address as the username.',
    );
  }
  const phone = attributes.get('phone_number')?.trim() || null;
  if (phone !== null && !phoneNumberPattern.test(phone)) {
    throw new IdentityError('InvalidParameterException', 'Invalid phone number format.');
  }
  const name = (key: string) => {
    const value = attributes.get(key)?.trim() || null;
    if (value !== null && value.length > 256) {
      throw new IdentityError(
        'InvalidParameterException',
        `1 validation error detected: Value at 'userAttributes.${key}' failed to satisfy constraint: Member must have length less than or equal to 256`,
      );
    }
    return value;
  };
  return {
    email: email.value,
    givenName: name('given_name'),
    familyName: name('family_name'),
    phoneNumber: phone,
  };
}

/**
 * Inserts a user, or returns `null` when the user name is taken.
 */
export async function insertUser(
  context: IdentityContext,
  values: NewUserAttributes & {
    status: IdentityUserRow['status'];
    passwordHash: string;
    emailVerified: boolean;
    groups?: readonly IdentityGroup[];
    passwordExpiresAt?: Date | null;
  },
): Promise<IdentityUserRow | null> {
  const now = context.now();
  const [row] = await context.database.db
    .insert(identityUsers)
    .values({
      sub: randomUUID(),
      username: values.email,
      email: values.email,
      emailVerified: values.emailVerified,
      status: values.status,
      givenName: values.givenName,
      familyName: values.familyName,
      phoneNumber: values.phoneNumber,
      groups: [...(values.groups ?? [])],
      passwordHash: values.passwordHash,
      passwordExpiresAt: values.passwordExpiresAt ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: identityUsers.username })
    .returning();
  return row ?? null;
}

/** E-mails a code; a delivery failure answers CodeDeliveryFailureException (the user stays). */
export async function deliverCode(
  context: IdentityContext,
  send: () => Promise<void>,
): Promise<void> {
  try {
    await send();
  } catch (error) {
    context.logger.error({ err: error }, 'Could not deliver an identity e-mail');
    throw new IdentityError(
      'CodeDeliveryFailureException',
      'Unable to deliver the verification code.',
    );
  }
}

/**
 * SignUp: `{ ClientId, Username, Password, UserAttributes, ClientMetadata: { altcha } }` →
 * `{ UserConfirmed: false, UserSub, CodeDeliveryDetails }`, and a 6-digit code e-mailed.
 *
 * Order of checks: members; the human check (`ClientMetadata.altcha`, the ALTCHA payload the web
 * app passes as `signUp({ options: { clientMetadata: { altcha } } })`; missing or invalid →
 * UserLambdaValidationException 'Human check failed', what Cognito answers when a pre-sign-up
 * trigger refuses (the same as ForgotPassword's check in `account.ts`);
 * it comes before the existence check so a bot cannot probe which e-mails have accounts without
 * paying the proof of work); attributes; password policy (InvalidPasswordException); existing
 * user (UsernameExistsException, also for an unconfirmed one, as Cognito).
 */
export async function signUp(context: IdentityContext, body: RequestBody) {
  requireClientId(context, body);
  const username = requireString(body, 'Username', 128);
  const password = requireString(body, 'Password', 256);
  const attributes = attributeMap(body);
  const metadata = optionalStringMap(body, 'ClientMetadata');
  const check = await context.humanCheck.verifyHumanCheck(metadata.altcha);
  if (!check.ok) {
    throw new IdentityError('UserLambdaValidationException', identityMessages.humanCheckFailed);
  }
  const values = readNewUserAttributes(username, attributes);
  assertPasswordPolicy(password);
  const row = await insertUser(context, {
    ...values,
    status: 'UNCONFIRMED',
    emailVerified: false,
    passwordHash: await hashPassword(password),
  });
  if (!row) throw new IdentityError('UsernameExistsException', identityMessages.usernameExists);
  const code = await issueCode(context, row.sub, 'signup');
  await deliverCode(context, () =>
    context.mailer.send(confirmationMail({ to: row.email, code, givenName: row.givenName })),
  );
  return {
    UserConfirmed: false,
    UserSub: row.sub,
    CodeDeliveryDetails: emailDelivery(row.email),
  };
}

/**
 * ConfirmSignUp: `{ ClientId, Username, ConfirmationCode }` → `{}`; the user becomes CONFIRMED
 * with a verified e-mail and `hooks.onUserConfirmed` runs.
 *
 * Errors: UserNotFoundException; NotAuthorizedException 'User cannot be confirmed. Current status
 * is CONFIRMED' (any status but UNCONFIRMED); CodeMismatchException; ExpiredCodeException;
 * LimitExceededException after 5 wrong codes.
 */
export async function confirmSignUp(context: IdentityContext, body: RequestBody) {
  requireClientId(context, body);
  const username = requireString(body, 'Username', 128);
  const code = requireString(body, 'ConfirmationCode', 2048);
  const row = await requireUserRow(context, username, identityMessages.userClientNotFound);
  if (row.status !== 'UNCONFIRMED') {
    throw new IdentityError(
      'NotAuthorizedException',
      `User cannot be confirmed. Current status is ${row.status}`,
    );
  }
  await consumeCode(context, row.sub, 'signup', code);
  const [confirmed] = await context.database.db
    .update(identityUsers)
    .set({ status: 'CONFIRMED', emailVerified: true, updatedAt: context.now() })
    .where(and(eq(identityUsers.sub, row.sub), eq(identityUsers.status, 'UNCONFIRMED')))
    .returning();
  if (!confirmed) {
    throw new IdentityError(
      'NotAuthorizedException',
      'User cannot be confirmed. Current status is CONFIRMED',
    );
  }
  await notifyUserConfirmed(context, confirmed);
  return {};
}

/**
 * ResendConfirmationCode: `{ ClientId, Username }` → `{ CodeDeliveryDetails }`, a new code e-mailed
 * (the previous one stops working).
 *
 * Errors: UserNotFoundException; InvalidParameterException 'User is already confirmed.';
 * LimitExceededException beyond 5 codes an hour.
 */
export async function resendConfirmationCode(context: IdentityContext, body: RequestBody) {
  requireClientId(context, body);
  const username = requireString(body, 'Username', 128);
  const row = await requireUserRow(context, username, identityMessages.userClientNotFound);
  if (row.status !== 'UNCONFIRMED') {
    throw new IdentityError('InvalidParameterException', 'User is already confirmed.');
  }
  const code = await issueCode(context, row.sub, 'signup');
  await deliverCode(context, () =>
    context.mailer.send(confirmationMail({ to: row.email, code, givenName: row.givenName })),
  );
  return { CodeDeliveryDetails: emailDelivery(row.email) };
}
