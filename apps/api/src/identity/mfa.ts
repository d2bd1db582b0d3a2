import { IdentityError } from '../ports/identity-errors.js';
import type { IdentityContext } from './context.js';
import {
  optionalBoolean,
  optionalObject,
  optionalString,
  type RequestBody,
  requireString,
} from './protocol.js';
import { verifyAccessToken } from './tokens.js';
import { decryptTotpSecret, encryptTotpSecret, generateTotpSecret, matchTotp } from './totp.js';
import { updateUserRow } from './users.js';

/**
 * AssociateSoftwareToken: `{ AccessToken }` → `{ SecretCode }` (base32, for the authenticator app's
 * `otpauth://totp/Liqui:<email>?secret=…&issuer=Liqui`). The secret waits, encrypted, for
 * VerifySoftwareToken; a new call replaces it. Association during sign-in (`Session`, the
 * MFA_SETUP challenge) is not supported: the pool does not require MFA.
 */
export async function associateSoftwareToken(context: IdentityContext, body: RequestBody) {
  const accessToken = optionalString(body, 'AccessToken', 8192);
  if (!accessToken) {
    throw new IdentityError(
      'InvalidParameterException',
      'The local identity provider associates a software token only with an AccessToken (MFA_SETUP is not supported).',
    );
  }
  const { row } = await verifyAccessToken(context, accessToken);
  const secret = generateTotpSecret();
  await updateUserRow(context, row.sub, {
    totpPendingSecret: encryptTotpSecret(context.secrets.totp, secret),
  });
  return { SecretCode: secret };
}

/**
 * VerifySoftwareToken: `{ AccessToken, UserCode, FriendlyDeviceName? }` → `{ Status: 'SUCCESS' }`.
 * A code of the pending secret (±30 s) makes it the user's software token; MFA is switched on by
 * SetUserMFAPreference (as in Cognito).
 *
 * Errors: InvalidParameterException when no secret is pending; a wrong code →
 * EnableSoftwareTokenMFAException 'Code mismatch'.
 */
export async function verifySoftwareToken(context: IdentityContext, body: RequestBody) {
  const { row } = await verifyAccessToken(context, requireString(body, 'AccessToken', 8192));
  const code = requireString(body, 'UserCode', 6);
  if (!row.totpPendingSecret) {
    throw new IdentityError(
      'InvalidParameterException',
      'No software token is waiting for verification: call AssociateSoftwareToken first.',
    );
  }
  const secret = decryptTotpSecret(context.secrets.totp, row.totpPendingSecret);
  if (matchTotp(secret, code, context.now()) === null) {
    throw new IdentityError('EnableSoftwareTokenMFAException', 'Code mismatch');
  }
  await updateUserRow(context, row.sub, {
    totpSecret: row.totpPendingSecret,
    totpPendingSecret: null,
    totpLastStep: null,
  });
  return { Status: 'SUCCESS' };
}

function readSettings(body: RequestBody, key: string) {
  const settings = optionalObject(body, key);
  if (!settings) return undefined;
  return {
    enabled: optionalBoolean(settings, 'Enabled') ?? false,
    preferred: optionalBoolean(settings, 'PreferredMfa') ?? false,
  };
}

/**
 * SetUserMFAPreference: `{ AccessToken, SoftwareTokenMfaSettings?: { Enabled, PreferredMfa },
 * SMSMfaSettings?: { Enabled, PreferredMfa } }` → `{}` (Amplify's updateMFAPreference). A setting
 * left out keeps its value; preferring one method un-prefers the other; a disabled method is
 * never preferred.
 *
 * Errors: enabling TOTP without a verified software token → InvalidParameterException 'User has
 * not verified software token mfa'; enabling SMS without a phone number → InvalidParameterException
 * 'User does not have delivery config set to turn on SMS_MFA'; e-mail MFA →
 * InvalidParameterException (not offered).
 *
 * SMS MFA: there is no SMS gateway here; the sign-in code is e-mailed as a message marked
 * `[SMS]` (see `identity-mail.ts`).
 */
export async function setUserMfaPreference(context: IdentityContext, body: RequestBody) {
  const { row } = await verifyAccessToken(context, requireString(body, 'AccessToken', 8192));
  const totp = readSettings(body, 'SoftwareTokenMfaSettings');
  const sms = readSettings(body, 'SMSMfaSettings');
  const email = readSettings(body, 'EmailMfaSettings');
  if (email?.enabled) {
    throw new IdentityError(
      'InvalidParameterException',
      'Email MFA is not enabled for this user pool.',
    );
  }
  if (totp?.enabled && !row.totpSecret) {
    throw new IdentityError(
      'InvalidParameterException',
      'User has not verified software token mfa',
    );
  }
  if (sms?.enabled && !row.phoneNumber) {
    throw new IdentityError(
      'InvalidParameterException',
      'User does not have delivery config set to turn on SMS_MFA',
    );
  }
  let totpEnabled = totp ? totp.enabled : row.totpEnabled;
  let totpPreferred = totp ? totp.enabled && totp.preferred : row.totpPreferred;
  let smsEnabled = sms ? sms.enabled : row.smsMfaEnabled;
  let smsPreferred = sms ? sms.enabled && sms.preferred : row.smsMfaPreferred;
  if (totp?.preferred && totpEnabled) smsPreferred = false;
  if (sms?.preferred && smsEnabled) totpPreferred = false;
  totpPreferred &&= totpEnabled;
  smsPreferred &&= smsEnabled;
  totpEnabled = Boolean(totpEnabled);
  smsEnabled = Boolean(smsEnabled);
  await updateUserRow(context, row.sub, {
    totpEnabled,
    totpPreferred,
    smsMfaEnabled: smsEnabled,
    smsMfaPreferred: smsPreferred,
  });
  return {};
}
