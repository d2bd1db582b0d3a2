import type { NewAdminUser } from './entities/admin-dashboard';
import { adminUserTypeValues } from './entities/admin-dashboard';
import { validateEmail } from './normalize-email';
import { fail, type Result, succeed, type ValidationError } from './result';
import type { IdentityGroup } from './session-flags';

/** What the new admin user form holds before it is checked (every field as typed). */
export type NewAdminUserInput = {
  readonly username?: string | null;
  readonly type?: string | null;
  readonly given_name?: string | null;
  readonly family_name?: string | null;
};

/**
 * The identity group of an admin user type: ADMIN → `admin`, OPERADOR → `operador` (the
 * read-only back office; see `identityGroups`). Source: Spec 03 §3 ("Admin user type"), issue 14
 * item 3.
 */
export function staffGroupOf(
  type: NewAdminUser['type'],
): Extract<IdentityGroup, 'admin' | 'operador'> {
  switch (type) {
    case 'ADMIN':
      return 'admin';
    case 'OPERADOR':
      return 'operador';
    default: {
      const unknownType: never = type;
      throw new Error(`Unknown admin user type ${String(unknownType)}`);
    }
  }
}

function trimmedOrUndefined(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed;
}

/**
 * Checks the new admin user form (Spec 03 §2 "New admin user form", §5), in the browser and on the
 * server alike.
 *
 * Decision (the spec does not show the submit): the user name is the staff member's e-mail, the
 * name it signs in with, so it is normalized like every e-mail (lower case, no spaces) and must be
 * an address. Given and family name are optional (trimmed; blank → absent).
 *
 * Errors (all of them, one per field):
 * - `username`: `newAdminUser.userNameRequired` 'Nombre de usuario requerido' when blank,
 *   `email.invalid` 'Email válido requerido' when it is not an e-mail;
 * - `type`: `newAdminUser.typeRequired` 'Tipo de usuario requerido' unless ADMIN or OPERADOR.
 *
 * @returns the normalized {@link NewAdminUser}, or the errors.
 */
export function validateNewAdminUser(input: NewAdminUserInput): Result<NewAdminUser> {
  const errors: ValidationError[] = [];
  const rawName = input.username?.trim() ?? '';
  const email = validateEmail(rawName, { path: 'username' });
  if (rawName === '') {
    errors.push(...fail('username', 'newAdminUser.userNameRequired').errors);
  } else if (!email.ok) {
    errors.push(...email.errors);
  }
  const type = adminUserTypeValues.find((value) => value === input.type);
  if (type === undefined) {
    errors.push(...fail('type', 'newAdminUser.typeRequired').errors);
  }
  if (errors.length > 0 || !email.ok || type === undefined) {
    return { ok: false, errors };
  }
  const givenName = trimmedOrUndefined(input.given_name);
  const familyName = trimmedOrUndefined(input.family_name);
  return succeed({
    username: email.value,
    type,
    ...(givenName === undefined ? {} : { given_name: givenName }),
    ...(familyName === undefined ? {} : { family_name: familyName }),
  });
}
