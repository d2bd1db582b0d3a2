import type { AdminUserChanges, AdminUserUpdate, MeUpdate, User } from '@liqui/domain';
import type { Database, Db } from '../../db/client.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import type { Logger } from '../../logger.js';
import type { Principal } from '../../principal.js';
import { applyStaffChanges } from './apply-staff-changes.js';
import { checkAdminUpdate } from './check-admin-update.js';
import type { ClaveFiscalBox } from './clave-fiscal-box.js';
import { createUserFromIdentity, type IdentityProfile } from './create-user-from-identity.js';
import { findUserById } from './find-user-by-id.js';
import { findUserByUsername } from './find-user-by-username.js';
import { getOwnRecord } from './get-own-record.js';
import { getUserByUsername } from './get-user-by-username.js';
import { type PhotoEvents, prepareRowByUserId } from './records.js';
import { revealClaveFiscal } from './reveal-clave-fiscal.js';
import type { UserFieldsUpdate } from './rows.js';
import { sealLegacyClavesFiscales } from './seal-legacy-claves-fiscales.js';
import { updateMe } from './update-me.js';
import { updateUserByAdmin } from './update-user-by-admin.js';
import { updateUserFields } from './update-user-fields.js';

// The service's vocabulary, for its callers (`plans`, `companies`, `dashboard`, the demo seed).
export type { IdentityProfile } from './create-user-from-identity.js';
export { type PhotoEvents, staffViewOf } from './records.js';
export type { UserFieldsUpdate } from './rows.js';

/**
 * User records (Spec 02 §3 "User (me)", Spec 03 §3 "User (admin edit view)"): created when an
 * identity becomes confirmed, read by the caller and by staff, edited by the caller and the
 * admin. One file per call (see `README.md`); each method runs the use case its TSDoc names.
 *
 * The records its lookups return carry the clave fiscal in clear, for the owner's answers (`GET`
 * / `PUT /root/users/me`) and the server's own work; every answer to staff about another user
 * goes through `staffViewOf` (no key), and an admin reads a key only with
 * {@link UsersService.revealClaveFiscal}, audited (issue 12 item 8, issue 25 item 9). The table
 * holds it sealed (`clave-fiscal-box.ts`). Never log a record.
 */
export type UsersService = {
  /** Creates the record of a confirmed identity, idempotent (`create-user-from-identity.ts`). */
  createFromIdentity(identity: IdentityProfile): Promise<{ user: User; isNew: boolean }>;
  /** The record of a user id, or `undefined` (`find-user-by-id.ts`). */
  findByUserId(userId: string): Promise<User | undefined>;
  /** The record of a user name, or `undefined` (`find-user-by-username.ts`). */
  findByUsername(username: string): Promise<User | undefined>;
  /** `GET /root/users/me` (`get-own-record.ts`). */
  getOwnRecord(principal: Principal): Promise<User>;
  /** `GET /root/users/{username}` (`get-user-by-username.ts`). */
  getByUsername(principal: Principal, username: string): Promise<User>;
  /** Writes wire fields, no checks (`update-user-fields.ts`); `run` a caller's transaction. */
  updateFields(userId: string, fields: UserFieldsUpdate, run?: Db): Promise<User | undefined>;
  /** `PUT /root/users/me` (`update-me.ts`). */
  updateMe(principal: Principal, body: MeUpdate): Promise<User>;
  /** Writes and audits staff changes (`apply-staff-changes.ts`). */
  applyStaffChanges(
    principal: Principal,
    userId: string,
    changes: UserFieldsUpdate,
    photoEvents?: PhotoEvents,
  ): Promise<User>;
  /** `PUT /root/users/{userId}` (`update-user-by-admin.ts`). */
  updateByAdmin(principal: Principal, userId: string, body: AdminUserUpdate): Promise<User>;
  /** The checked changes of an admin's body (`check-admin-update.ts`). */
  checkAdminUpdate(body: AdminUserUpdate, current: User): AdminUserChanges;
  /** Seals claves fiscales stored in clear, at start (`seal-legacy-claves-fiscales.ts`). */
  sealLegacyClavesFiscales(): Promise<number>;
  /** `POST /root/users/{userId}/clave-fiscal/reveal` (`reveal-clave-fiscal.ts`). */
  revealClaveFiscal(principal: Principal, userId: string): Promise<{ clave_fiscal: string | null }>;
};

/**
 * The users service over `database`.
 *
 * @param deps.database - the open, migrated database.
 * @param deps.claveFiscalBox - seals and opens the clave fiscal (`createClaveFiscalBox` over
 *   `signingKeys.deriveSecret('clave-fiscal v1')`, see `app.ts`).
 * @param deps.now - the clock for `updated_at` and `fecha_baja`. @default () => new Date()
 * @param deps.mailer - sends the questionnaire's and the activation e-mails (see `updateMe`,
 *   `applyStaffChanges`); without it (tests of other modules) no mail is sent.
 * @param deps.logger - logs a failed send of those e-mails (without the address).
 */
export function createUsersService(deps: {
  database: Database;
  claveFiscalBox: ClaveFiscalBox;
  now?: () => Date;
  mailer?: Mailer;
  logger?: Logger;
}): UsersService {
  const { db } = deps.database;
  const box = deps.claveFiscalBox;
  const now = deps.now ?? (() => new Date());
  const { mailer, logger } = deps;
  const rowByUserId = prepareRowByUserId(db);
  const records = { db, box, rowByUserId };
  const writes = { ...records, now, mailer, logger };
  return {
    createFromIdentity: (identity) => createUserFromIdentity(records, identity),
    findByUserId: (userId) => findUserById(records, { userId }),
    findByUsername: (username) => findUserByUsername(records, { username }),
    getOwnRecord: (principal) => getOwnRecord(records, { principal }),
    getByUsername: (principal, username) => getUserByUsername(records, { principal, username }),
    updateFields: (userId, fields, run) =>
      updateUserFields(writes, { userId, fields, ...(run ? { run } : {}) }),
    updateMe: (principal, body) => updateMe(writes, { principal, body }),
    applyStaffChanges: (principal, userId, changes, photoEvents) =>
      applyStaffChanges(writes, {
        principal,
        userId,
        changes,
        ...(photoEvents ? { photoEvents } : {}),
      }),
    updateByAdmin: (principal, userId, body) =>
      updateUserByAdmin(writes, { principal, userId, body }),
    checkAdminUpdate: (body, current) => checkAdminUpdate({ now }, { body, current }),
    sealLegacyClavesFiscales: () => sealLegacyClavesFiscales(records),
    revealClaveFiscal: (principal, userId) => revealClaveFiscal(writes, { principal, userId }),
  };
}
