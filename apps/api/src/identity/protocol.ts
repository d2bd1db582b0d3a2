import { isRecord } from '../narrow.js';
import { IdentityError } from '../ports/identity-errors.js';
import type { IdentityContext } from './context.js';

/**
 * Reading Cognito JSON requests (PascalCase members). A missing or mistyped member answers
 * InvalidParameterException with AWS's validation wording, e.g.
 * `1 validation error detected: Value at 'username' failed to satisfy constraint: Member must not be null`.
 */

/** A parsed request body. */
export type RequestBody = Record<string, unknown>;

function memberName(key: string): string {
  return key.charAt(0).toLowerCase() + key.slice(1);
}

function invalid(key: string, constraint: string): IdentityError {
  return new IdentityError(
    'InvalidParameterException',
    `1 validation error detected: Value at '${memberName(key)}' failed to satisfy constraint: ${constraint}`,
  );
}

/** A required string member (non-empty, at most `maxLength` characters). */
export function requireString(body: RequestBody, key: string, maxLength = 2048): string {
  const value = body[key];
  if (value === undefined || value === null) throw invalid(key, 'Member must not be null');
  if (typeof value !== 'string') throw invalid(key, 'Member must be a string');
  if (value.length === 0) {
    throw invalid(key, 'Member must have length greater than or equal to 1');
  }
  if (value.length > maxLength) {
    throw invalid(key, `Member must have length less than or equal to ${maxLength}`);
  }
  return value;
}

/** An optional string member. */
export function optionalString(
  body: RequestBody,
  key: string,
  maxLength = 2048,
): string | undefined {
  if (body[key] === undefined || body[key] === null) return undefined;
  return requireString(body, key, maxLength);
}

/** An optional boolean member. */
export function optionalBoolean(body: RequestBody, key: string): boolean | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw invalid(key, 'Member must be a boolean');
  return value;
}

/** An optional map of strings (`ClientMetadata`, `AuthParameters`, `ChallengeResponses`). */
export function optionalStringMap(body: RequestBody, key: string): Record<string, string> {
  const value = body[key];
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid(key, 'Member must be a map');
  const map: Record<string, string> = {};
  for (const [name, entry] of Object.entries(value)) {
    if (typeof entry !== 'string') throw invalid(`${key}.${name}`, 'Member must be a string');
    map[name] = entry;
  }
  return map;
}

/** An optional object member (`SMSMfaSettings`, …). */
export function optionalObject(body: RequestBody, key: string): RequestBody | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (!isRecord(value)) throw invalid(key, 'Member must be a structure');
  return value;
}

/** `UserAttributes: [{ Name, Value }]` as a map (later entries win). */
export function attributeMap(body: RequestBody, key = 'UserAttributes'): Map<string, string> {
  const value = body[key];
  const map = new Map<string, string>();
  if (value === undefined || value === null) return map;
  if (!Array.isArray(value)) throw invalid(key, 'Member must be a list');
  for (const entry of value) {
    const fields: unknown = entry;
    const name =
      typeof fields === 'object' && fields !== null && 'Name' in fields ? fields.Name : undefined;
    const text =
      typeof fields === 'object' && fields !== null && 'Value' in fields
        ? (fields.Value ?? '')
        : '';
    if (typeof name !== 'string' || typeof text !== 'string') {
      throw invalid(key, 'Member must be a list of { Name, Value }');
    }
    map.set(name, text);
  }
  return map;
}

/**
 * Checks `ClientId` names this pool's app client.
 *
 * @throws IdentityError `InvalidParameterException` when missing, `ResourceNotFoundException`
 *   when another client.
 */
export function requireClientId(context: IdentityContext, body: RequestBody): void {
  const clientId = requireString(body, 'ClientId', 128);
  if (clientId !== context.pool.clientId) {
    throw new IdentityError(
      'ResourceNotFoundException',
      `User pool client ${clientId} does not exist.`,
    );
  }
}

/**
 * Checks `UserPoolId` (admin operations) names this pool.
 *
 * @throws IdentityError `ResourceNotFoundException` when it names another pool.
 */
export function checkUserPoolId(context: IdentityContext, body: RequestBody): void {
  const userPoolId = requireString(body, 'UserPoolId', 55);
  if (userPoolId !== context.pool.userPoolId) {
    throw new IdentityError('ResourceNotFoundException', `User pool ${userPoolId} does not exist.`);
  }
}

/** E.164 phone numbers, as Cognito's `phone_number` requires (`+5491155551234`). */
export const phoneNumberPattern = /^\+[1-9]\d{6,14}$/;
