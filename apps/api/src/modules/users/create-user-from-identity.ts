import { messages, normalizeEmail, type User } from '@liqui/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { conflict } from '../../service-error.js';
import { findRow, openRecord, type RecordDeps } from './records.js';

/**
 * What the users module needs of an identity-provider user (a subset of the identity module's
 * `IdentityUser`, so a confirmed user can be passed as is).
 */
export type IdentityProfile = {
  /** The provider's subject: the record's `user_id`. */
  readonly sub: string;
  /** The sign-in name (the e-mail); stored lower-cased. */
  readonly username: string;
  readonly email: string;
  /** `given_name` → `nombre`. */
  readonly givenName?: string | null;
  /** `family_name` → `apellido`. */
  readonly familyName?: string | null;
  /** `phone_number` (E.164, `+5491155551234`) → `telefono`. */
  readonly phoneNumber?: string | null;
};

/**
 * Creates the user record of an identity-provider user, unless it exists (idempotent: a second
 * call, or a concurrent one, leaves the row as it is and returns it). A new record holds
 * `nombre`, `apellido`, `email`, `telefono` from the identity's attributes, the user name
 * lower-cased, and the defaults of a new user: estado_usuario INCOMPLETO, estado_pago INACTIVO,
 * estado_monotributo INACTIVO, estado_clave_fiscal INACTIVO, tipo_usuario `normal`, no photos,
 * baja false (issue 3, "User record"). Passed to the identity provider as `onUserConfirmed`.
 *
 * @returns the record (clave fiscal in clear) and whether this call created it.
 * @throws ServiceError `conflict` ('Ese e-mail ya pertenece a otro usuario') when the user name
 *   belongs to another subject.
 */
export async function createUserFromIdentity(
  deps: RecordDeps,
  identity: IdentityProfile,
): Promise<{ user: User; isNew: boolean }> {
  const { db, box } = deps;
  const username = normalizeEmail(identity.username);
  const inserted = await db
    .insert(users)
    .values({
      userId: identity.sub,
      username,
      email: normalizeEmail(identity.email) || username,
      nombre: identity.givenName ?? null,
      apellido: identity.familyName ?? null,
      telefono: identity.phoneNumber ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted[0]) return { user: openRecord(box, inserted[0]), isNew: true };
  const existing = await findRow(db, eq(users.userId, identity.sub));
  if (!existing) {
    throw conflict(messages['user.emailTaken']);
  }
  return { user: openRecord(box, existing), isNew: false };
}
