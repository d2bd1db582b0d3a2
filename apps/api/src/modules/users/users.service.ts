import {
  type AdminUserChanges,
  type AdminUserUpdate,
  argentineDateOf,
  claveFiscalStatusMachine,
  type IdentityGroup,
  type MeUpdate,
  messages,
  monotributoStatusMachine,
  nextStatus,
  nextStatusOrSame,
  normalizeEmail,
  type PhotoStatusEvent,
  paymentStatusMachine,
  photoFlagOf,
  photoStatusMachine,
  photoStatusOf,
  questionnaireOutcome,
  questionnaireStatusChanges,
  type StatusMachine,
  TIPO_USUARIO_LITE,
  User,
  userPhotoFields,
  userStatusMachine,
  validateAdminUserUpdate,
  validateMeUpdate,
} from '@liqui/domain';
import { and, eq, getTableColumns, isNotNull, like, not, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { type Mailer, sendNotice } from '../../integrations/mail/mailer.js';
import type { Logger } from '../../logger.js';
import { activationMail } from '../../mail-templates/activation.js';
import { altaReceivedMail } from '../../mail-templates/alta-received.js';
import { hasAnyGroup, type Principal } from '../../principal.js';
import { conflict, forbidden, invalid, notFound, ServiceError } from '../../service-error.js';
import { recordChange } from '../audit/audit.service.js';
import { type ClaveFiscalBox, claveFiscalSealPrefix } from './clave-fiscal-box.js';
import { questionnaireDeadEndMail } from './questionnaire-mail.js';

/**
 * User records (Spec 02 §3 "User (me)", Spec 03 §3 "User (admin edit view)"): created when an
 * identity becomes confirmed, read by the caller and by staff. Storage is the `users` table
 * (`db/schema/users.ts`); the wire shape is `User` of `@liqui/domain`.
 */

/**
 * What the users service needs of an identity-provider user (a subset of the identity module's
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

/** The wire fields a service caller may write (any `User` field but the id and the e-mail). */
export type UserFieldsUpdate = Partial<Omit<User, 'user_id' | 'email' | 'employment_relationship'>>;

/**
 * The staff groups that may read any user record with `GET /root/users/{username}`: admin and the
 * read-only operador (issue 14 item 3: it reads everything an admin reads).
 *
 * Decision (the spec says "the user itself or staff" but not which staff): the admin edits users
 * (Spec 03 §6). A company admin (adminLite) works with the users linked to its CUIT through the
 * relationship calls, never by user name; the document-control roles deal with candidates, not
 * user records. Both read only their own record here. When the companies issue lands, an
 * adminLite may be allowed the users of its own CUIT (ARCHITECTURE.md "Rules the server owns").
 */
export const userReaderGroups: readonly IdentityGroup[] = ['admin', 'operador'];

type UserRow = typeof users.$inferSelect;
type UserInsert = typeof users.$inferInsert;

/** The `User` wire keys stored as columns (all of them but `employment_relationship`). */
type StoredWireKey = Exclude<keyof User, 'employment_relationship'>;

/**
 * Wire key → column. The SQL column names are the wire names (`estado_usuario`,
 * `actividad_1`), so the map is built from the table and checked against the `User` struct:
 * a field added to one and not the other fails here at start (and in the tests).
 */
const wireColumns: ReadonlyMap<StoredWireKey, { key: keyof UserRow; column: PgColumn }> = (() => {
  const map = new Map<StoredWireKey, { key: keyof UserRow; column: PgColumn }>();
  const wireKeys = new Set(Object.keys(User.schema));
  for (const [key, column] of Object.entries(getTableColumns(users))) {
    if (wireKeys.has(column.name)) {
      map.set(column.name as StoredWireKey, { key: key as keyof UserRow, column });
    }
  }
  const missing = [...wireKeys].filter(
    (name) => name !== 'employment_relationship' && !map.has(name as StoredWireKey),
  );
  if (missing.length > 0) throw new Error(`users table lacks User fields: ${missing.join(', ')}`);
  return map;
})();

function isMoney(column: PgColumn): boolean {
  return column.columnType === 'PgNumeric';
}

/**
 * The select list that reads `users` rows straight in the wire's `User` shape, for lists (the
 * admin user list, issue 26 item 7): no drizzle row mapping, no {@link toUser}, no copy per row.
 * Every stored field under its wire name (the column names are the wire names), in
 * {@link toUser}'s order, with the same values: money `::float8` (a JSON number, as
 * `Number('1234.50')`), dates and instants `::text` (`YYYY-MM-DD`, as the string-mode columns give
 * them, on either driver), `clave_fiscal` always `null` (a list is no place for the taxpayer's
 * ARCA password; `toUser` nulls only a sealed one). Use as `sql\`select ${userWireSelection} from users …\``
 * with `db.execute`, whose rows are then `User` records.
 */
export const userWireSelection: SQL = sql.join(
  [...wireColumns].map(([wireKey, { column }]) => {
    const name = sql.identifier(wireKey);
    if (wireKey === 'clave_fiscal') return sql`null::text as ${name}`;
    if (isMoney(column)) return sql`${column}::float8 as ${name}`;
    const type = column.getSQLType();
    if (type === 'date' || type.startsWith('timestamp')) return sql`${column}::text as ${name}`;
    return sql`${column} as ${name}`;
  }),
  sql`, `,
);

/**
 * A row as the wire's `User`: every stored field, `null` when empty; money as JSON numbers
 * (the wire's `Ars`, at most 2 decimals: `numeric(18,2)` → `Number('1234.50')` = 1234.5).
 * `employment_relationship` is left out until the relationships table exists (companies issue).
 * A sealed `clave_fiscal` is given as `null` here (this function has no key; the users service
 * opens it for the owner and admins, see `createUsersService`), so its stored form never leaves.
 */
export function toUser(row: UserRow): User {
  const user: Record<string, unknown> = {};
  for (const [wireKey, { key, column }] of wireColumns) {
    const value = row[key];
    user[wireKey] = value !== null && isMoney(column) ? Number(value) : value;
  }
  if (
    typeof user.clave_fiscal === 'string' &&
    user.clave_fiscal.startsWith(claveFiscalSealPrefix)
  ) {
    user.clave_fiscal = null;
  }
  return user as User;
}

/** Wire fields → column values (money as exact 2-decimal strings). Unknown keys are ignored. */
export function toUserColumns(fields: UserFieldsUpdate): Partial<UserInsert> {
  const values: Record<string, unknown> = {};
  for (const [wireKey, value] of Object.entries(fields)) {
    if (value === undefined || wireKey === 'user_id' || wireKey === 'email') continue;
    const target = wireColumns.get(wireKey as StoredWireKey);
    if (!target) continue;
    values[target.key] =
      value !== null && isMoney(target.column) ? (value as number).toFixed(2) : value;
  }
  return values as Partial<UserInsert>;
}

/** Whether the alta is with the back office: estado_monotributo HACER_ALTA or PENDIENTE_REVISION. */
function isAltaPending(estadoMonotributo: string | null | undefined): boolean {
  return estadoMonotributo === 'HACER_ALTA' || estadoMonotributo === 'PENDIENTE_REVISION';
}

/** Whether all three photo flags are set (`foto_dni_fr`, `foto_dni_tr`, `foto_rostro`). */
function hasAllPhotos(user: User): boolean {
  return userPhotoFields.every((field) => user[field] === true);
}

/** Whether the user is active: estado_usuario and estado_monotributo both ACTIVO. */
function isActive(user: User): boolean {
  return user.estado_usuario === 'ACTIVO' && user.estado_monotributo === 'ACTIVO';
}

/** The event each photo flag of a staff change moves by (see `applyStaffChanges`). */
export type PhotoEvents = Partial<Record<(typeof userPhotoFields)[number], PhotoStatusEvent>>;

/** The user record's status fields and their transition tables (issue 25 item 3). */
const statusMachines: Readonly<Record<string, StatusMachine<string, string>>> = {
  estado_usuario: userStatusMachine,
  estado_pago: paymentStatusMachine,
  estado_monotributo: monotributoStatusMachine,
  estado_clave_fiscal: claveFiscalStatusMachine,
};

/**
 * `changes` with every status it moves taken through its transition table (issue 25 item 3):
 *
 * - a status (`estado_usuario`, `estado_pago`, `estado_monotributo`, `estado_clave_fiscal`) whose
 *   value differs from `before`: the back office's `backOffice:<STATE>`, from any state (a staff
 *   override; Spec 03 §2);
 * - a photo flag that differs: `photoEvents[field]` (`uploaded`, `deleted`, `rejected`), else the
 *   edit's `backOffice:<STATE>`.
 *
 * A value equal to the stored one is no transition. `null` (estado_clave_fiscal "not started",
 * which the admin may clear) is no state of the table and is written as it is. `estado_cbu` has
 * no table (not a status the issue lists; its lock is `validateAdminUserUpdate`'s).
 *
 * @throws ServiceError `conflict` (409) 'Ese cambio de estado no está permitido' when the table
 *   refuses the event in the stored state.
 */
function throughStatusMachines(
  before: User,
  changes: UserFieldsUpdate,
  photoEvents: PhotoEvents,
): UserFieldsUpdate {
  const routed: Record<string, unknown> = { ...changes };
  const stored: Record<string, unknown> = before;
  for (const [field, machine] of Object.entries(statusMachines)) {
    const value = routed[field];
    if (typeof value !== 'string' || value === stored[field]) continue;
    const step = nextStatus(machine, stored[field] as string | null, `backOffice:${value}`);
    if (!step.ok) throw conflict(messages['status.notAllowed']);
    routed[field] = step.to;
  }
  for (const field of userPhotoFields) {
    const value = changes[field];
    if (typeof value !== 'boolean' || value === (before[field] === true)) continue;
    const target = photoStatusOf(value);
    const step = nextStatus(
      photoStatusMachine,
      photoStatusOf(before[field]),
      photoEvents[field] ?? `backOffice:${target}`,
    );
    if (!step.ok || step.to !== target) throw conflict(messages['status.notAllowed']);
    routed[field] = photoFlagOf(step.to);
  }
  return routed as UserFieldsUpdate;
}

/** What the audit log writes for a clave fiscal change, instead of the key. */
export const secretChangeMarker = 'changed';

/**
 * The value an audit entry of the `users` table holds for `field`: the wire value, except the
 * clave fiscal, never in clear: `null` before, {@link secretChangeMarker} after (issue 14 item 2).
 */
export function auditedValueOf(field: string, value: unknown, side: 'old' | 'new'): unknown {
  if (field !== 'clave_fiscal') return value;
  return side === 'old' ? null : secretChangeMarker;
}

/**
 * A record as staff receive it: `clave_fiscal` always `null` (issue 25 item 9: "masked by default
 * for admins, revealed only by an explicit action that is audited; never sent to an operador").
 * Every answer that carries another user's record to staff goes through it (`GET
 * /root/users/{username}`, `GET /root/dashboard/{userId}`, `PUT /root/users/{userId}`, the photo
 * and cancel-photo calls; the user list nulls it the same way). `null` here does not tell whether
 * a key is stored: an admin reads it only with `POST /root/users/{userId}/clave-fiscal/reveal`
 * ({@link UsersService.revealClaveFiscal}), which is audited.
 */
export function staffViewOf(user: User): User {
  return { ...user, clave_fiscal: null };
}

/** What the audit log writes for a revealed clave fiscal, instead of the key. */
export const secretRevealMarker = 'revealed';

/** The users service (see {@link createUsersService}). */
export type UsersService = ReturnType<typeof createUsersService>;

/**
 * The users service over `database`. The records its lookups return carry the clave fiscal in
 * clear (opened with `claveFiscalBox`), for the owner's answers (`GET`/`PUT /root/users/me`) and
 * the server's own work; every answer to staff about another user goes through
 * {@link staffViewOf} (no key), and an admin reads a key only with {@link revealClaveFiscal},
 * audited (issue 12 item 8, issue 25 item 9). The table holds it sealed (see
 * `clave-fiscal-box.ts`). Never log a record.
 *
 * @param deps.database - the open, migrated database.
 * @param deps.claveFiscalBox - seals and opens the clave fiscal (`createClaveFiscalBox` over
 *   `signingKeys.deriveSecret('clave-fiscal v1')`, see `app.ts`).
 * @param deps.now - the clock for `updated_at` and `fecha_baja`. @default () => new Date()
 * @param deps.mailer - sends the questionnaire's step-10 e-mail (see `updateMe`); without it
 *   (tests of other modules) no mail is sent.
 * @param deps.logger - logs a failed send of that e-mail (at `warn`, without the address).
 */
export function createUsersService(deps: {
  database: Database;
  claveFiscalBox: ClaveFiscalBox;
  now?: () => Date;
  mailer?: Mailer;
  logger?: Logger;
}) {
  const { db } = deps.database;
  const box = deps.claveFiscalBox;
  const now = deps.now ?? (() => new Date());

  async function findRow(where: ReturnType<typeof eq>): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(where).limit(1);
    return row;
  }

  /** {@link toUser} with the clave fiscal opened (see the service's TSDoc). */
  function present(row: UserRow): User {
    const user = toUser(row);
    return {
      ...user,
      clave_fiscal: row.claveFiscal === null ? null : box.open(row.userId, row.claveFiscal),
    };
  }

  /** {@link toUserColumns} with the clave fiscal sealed for `userId`. */
  function columnsFor(userId: string, fields: UserFieldsUpdate): Partial<UserInsert> {
    const columns = toUserColumns(fields);
    if (typeof fields.clave_fiscal === 'string') {
      columns.claveFiscal = box.seal(userId, fields.clave_fiscal);
    }
    return columns;
  }

  /**
   * Creates the user record of an identity-provider user, unless it exists (idempotent: a second
   * call, or a concurrent one, leaves the row as it is and returns it). A new record holds
   * `nombre`, `apellido`, `email`, `telefono` from the identity's attributes, the user name
   * lower-cased, and the defaults of a new user: estado_usuario INCOMPLETO, estado_pago INACTIVO,
   * estado_monotributo INACTIVO, estado_clave_fiscal INACTIVO, tipo_usuario `normal`, no photos,
   * baja false (issue 3, "User record"). Passed to the identity provider as `onUserConfirmed`.
   *
   * @returns the record and whether this call created it.
   * @throws ServiceError `conflict` ('Ese e-mail ya pertenece a otro usuario') when the user name belongs to another subject.
   */
  async function createFromIdentity(
    identity: IdentityProfile,
  ): Promise<{ user: User; isNew: boolean }> {
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
    if (inserted[0]) return { user: present(inserted[0]), isNew: true };
    const existing = await findRow(eq(users.userId, identity.sub));
    if (!existing) {
      throw conflict(messages['user.emailTaken']);
    }
    return { user: present(existing), isNew: false };
  }

  /**
   * The row of a user id, as a prepared statement (issue 26 item 7): every signed-in call that
   * reads its own record asks it, so it is built once and PostgreSQL parses and plans it once per
   * connection.
   */
  const rowByUserId = db
    .select()
    .from(users)
    .where(eq(users.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('users_row_by_user_id');

  /** The record of `userId`, or `undefined`. */
  async function findByUserId(userId: string): Promise<User | undefined> {
    const [row] = await rowByUserId.execute({ userId });
    return row && present(row);
  }

  /** The record whose user name is `username` (compared lower-cased, trimmed), or `undefined`. */
  async function findByUsername(username: string): Promise<User | undefined> {
    const row = await findRow(eq(users.username, normalizeEmail(username)));
    return row && present(row);
  }

  /**
   * The caller's own record (`GET /root/users/me`, and `GET /root/users/{username}` with the
   * caller's own name). When the identity exists but its record does not, the record is created
   * now from the token (user id, user name, e-mail; no names or phone): decision, so a pool
   * whose users are not confirmed through this server (Amazon Cognito, which has no hook into
   * this process) still gets records, with the same defaults as {@link createFromIdentity}.
   */
  async function getOwnRecord(principal: Principal): Promise<User> {
    const existing = await findByUserId(principal.userId);
    if (existing) return existing;
    const { user } = await createFromIdentity({
      sub: principal.userId,
      username: principal.username,
      email: principal.email,
    });
    return user;
  }

  /**
   * `GET /root/users/{username}`: the record named `username` for the user itself (its own user
   * name, compared lower-cased, with its clave fiscal) or for staff in {@link userReaderGroups}
   * (through {@link staffViewOf}: `clave_fiscal` null, for the admin too).
   *
   * @throws ServiceError `forbidden` for anyone else (checked before looking the name up, so the
   *   answer does not tell whether the user exists); 404 `not_found` 'Usuario inexistente' when
   *   staff ask for a name that has no record.
   */
  async function getByUsername(principal: Principal, username: string): Promise<User> {
    if (normalizeEmail(username) === principal.username) return getOwnRecord(principal);
    if (!hasAnyGroup(principal, userReaderGroups)) throw forbidden();
    const user = await findByUsername(username);
    if (!user) throw notFound(messages['user.notFound']);
    return staffViewOf(user);
  }

  /**
   * Writes wire fields on a record and stamps `updated_at` (used by the demo seed; the update
   * calls of the spec build on it).
   *
   * @param run - where the write runs: a transaction of the caller, so the write commits or rolls
   *   back with its other statements (the bulk-collaborator upload; issue 24 item 6).
   *   @default the service's database
   * @returns the updated record, or `undefined` when `userId` has none.
   */
  async function updateFields(
    userId: string,
    fields: UserFieldsUpdate,
    run: Db = db,
  ): Promise<User | undefined> {
    const [row] = await run
      .update(users)
      .set({ ...columnsFor(userId, fields), updatedAt: now().toISOString() })
      .where(eq(users.userId, userId))
      .returning();
    return row && present(row);
  }

  /**
   * `PUT /root/users/me`: the caller's own update (Spec 02 §4 "Account", §5, §7; issue 12
   * item 6). The body already passed the `MeUpdate` struct (only `meWritableUserFields` and
   * `baja: true`; any other key was refused with 400 at its path); here the domain's
   * `validateMeUpdate` checks the values (CUIT check digit, clave fiscal 6–20, phone required;
   * the fiscal address of the questionnaire's step 17, trimmed and length-limited, the postal code
   * 4 digits or a CPA stored in upper case: issue 25 item 7), all or nothing.
   *
   * `baja: true`, the cancel request (decision, Spec 02 §4 and Spec 03 §4/§7: what the back
   * office's 'Pedidos de Baja' tab lists): `baja` true, estado_usuario BAJA_PROGRAMADA,
   * estado_monotributo HACER_BAJA (event `cancellationRequested` of the domain's
   * `userStatusMachine` and `monotributoStatusMachine`, issue 25 item 3), `fecha_baja` today
   * (Argentine date). Asking again changes nothing (the first date stays); an account already in
   * BAJA is refused (409 'Tu cuenta ya está dada de baja': the table does not leave BAJA with it),
   * and nothing of the body is saved then. The other fields of the same body are saved with it.
   *
   * The questionnaire (Spec 02 §2, §4; issue 13): the answers are saved with this call. After
   * saving, the server (never the browser) derives the outcome of the saved answers
   * (`questionnaireOutcome` of `@liqui/domain`) and, while the user is onboarding
   * (`questionnaireMaySetStatuses`: estado_monotributo null/INACTIVO, estado_clave_fiscal
   * null/INACTIVO/CREANDO), writes the statuses of `questionnaireStatuses` (HACER_ALTA,
   * PENDIENTE_REVISION, CREANDO; the mapping is in that function's TSDoc), each through its
   * transition table (`questionnaireStatusChanges`, issue 25 item 3). When this save makes
   * the outcome a step-10 dead end (no DNI, or no CUIT and clave fiscal) and it was not one
   * before, the e-mail of `questionnaire-mail.ts` is sent to the user's address (the outbox
   * outside production). A failed send is logged at `warn` and does not undo the save
   * (decision: the answers are the user's; the mail is a notice). When this save moves
   * estado_monotributo to HACER_ALTA or PENDIENTE_REVISION (the questionnaire is finished), the
   * 'alta received' e-mail (`mail-templates/alta-received.ts`; issue 25 item 5) is sent once,
   * saying what is missing when a photo is (never 'todo listo' without photos); a failure is
   * logged by `sendNotice` and the save stands.
   *
   * @returns the updated record (clave fiscal in clear: it is the owner's).
   * @throws ServiceError `conflict` (409) 'Tu cuenta ya está dada de baja' for `baja` from BAJA;
   *   `validation` (400) with one error per field at fault ('CUIT invalido',
   *   'Clave fiscal requerida', 'Telefono requerido', 'Selecciona una opcion', 'Describe tu
   *   actividad', 'Ciudad requerida', 'Código postal inválido (ej.: 1425 o C1425ABC)'…); `forbidden` (403) 'Los usuarios lite no pueden solicitar la baja del
   *   servicio' when a LITE user sends `baja`. Nothing is saved then.
   */
  async function updateMe(principal: Principal, body: MeUpdate): Promise<User> {
    const checked = validateMeUpdate(body);
    if (!checked.ok) {
      throw invalid(
        checked.errors.map(({ path, message, code }) => ({ path, message, code })),
        messages['validation.failed'],
      );
    }
    const current = await getOwnRecord(principal);
    const { baja, ...fields } = checked.value;
    const update: UserFieldsUpdate = { ...fields };
    if (baja === true) {
      if (current.tipo_usuario === TIPO_USUARIO_LITE) {
        throw new ServiceError('forbidden', messages['user.cancellationNotForLite']);
      }
      const userStep = nextStatusOrSame(
        userStatusMachine,
        current.estado_usuario,
        'cancellationRequested',
      );
      if (!userStep.ok) throw conflict(messages['user.alreadyCancelled']);
      if (current.baja !== true) {
        const monotributoStep = nextStatusOrSame(
          monotributoStatusMachine,
          current.estado_monotributo,
          'cancellationRequested',
        );
        Object.assign(update, {
          baja: true,
          estado_usuario: userStep.to,
          ...(monotributoStep.ok ? { estado_monotributo: monotributoStep.to } : {}),
          fecha_baja: argentineDateOf(now()),
        } satisfies UserFieldsUpdate);
      }
    }
    if (Object.keys(update).length === 0) return current;
    const before = questionnaireOutcome(current);
    const after = questionnaireOutcome({ ...current, ...update });
    Object.assign(update, questionnaireStatusChanges({ ...current, ...update }, after));
    const updated = await updateFields(principal.userId, update);
    if (!updated) throw notFound(messages['user.notFound']);
    if (
      (after === 'toRegister' || after === 'registered' || after === 'notMonotributo') &&
      isAltaPending(updated.estado_monotributo) &&
      !isAltaPending(current.estado_monotributo)
    ) {
      await sendNotice(
        deps,
        altaReceivedMail({
          to: updated.email,
          givenName: updated.nombre,
          kind: after,
          hasPhotos: hasAllPhotos(updated),
        }),
        { mail: 'alta-received', userId: principal.userId },
      );
    }
    if ((after === 'withoutDni' || after === 'withoutClave') && after !== before && deps.mailer) {
      await deps.mailer
        .send(
          questionnaireDeadEndMail({
            to: updated.email,
            givenName: updated.nombre,
            outcome: after,
          }),
        )
        .catch((error: unknown) =>
          deps.logger?.warn({ err: error }, 'Questionnaire e-mail not sent'),
        );
    }
    return updated;
  }

  /**
   * Writes staff changes on a user record and audits them, all in one transaction (issue 14
   * item 2): the row is read FOR UPDATE, the changes written with `updated_at`, and one audit
   * entry (table `users`, key the user id) is inserted per field whose wire value changed, with
   * `{ field: old }` / `{ field: new }`; the clave fiscal's entry is `null` → `'changed'` (never in
   * clear; see {@link auditedValueOf}). A field sent with its stored value is written but not
   * audited. No change, no entry.
   *
   * Every status the changes move goes through its transition table, against the row read FOR
   * UPDATE ({@link throughStatusMachines}; issue 25 item 3): a status the admin edits is the
   * table's `backOffice:<STATE>` (a staff override, never refused), a photo flag the photo calls
   * change is their own event (`uploaded`, `deleted`, `rejected`).
   *
   * When the save makes the user active (estado_usuario and estado_monotributo both ACTIVO, not
   * both before: the back office finished the alta; the `mail:activation` of the tables'
   * `backOffice:ACTIVO`), the activation e-mail (`mail-templates/activation.ts`; issue 25 item 5)
   * is sent after the commit; a failure is logged by `sendNotice` and the save stands.
   *
   * @param changes - values already validated (`validateAdminUserUpdate`, or a photo flag).
   * @param photoEvents - the photo event of each photo flag `changes` moves, for the photo calls.
   *   @default the edit's `backOffice:<STATE>`
   * @returns the updated record.
   * @throws ServiceError `not_found` 'Usuario inexistente' for an unknown `userId`; `conflict`
   *   (409) 'Ese cambio de estado no está permitido' when a table refuses a change (a photo
   *   event that does not lead to the flag sent: a caller's mistake; a valid edit is never
   *   refused); nothing is saved then.
   */
  async function applyStaffChanges(
    principal: Principal,
    userId: string,
    changes: UserFieldsUpdate,
    photoEvents: PhotoEvents = {},
  ): Promise<User> {
    const { before, after } = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(users).where(eq(users.userId, userId)).for('update');
      if (!row) throw notFound(messages['user.notFound']);
      const before = present(row);
      const routed = throughStatusMachines(before, changes, photoEvents);
      const [updatedRow] = await tx
        .update(users)
        .set({ ...columnsFor(userId, routed), updatedAt: now().toISOString() })
        .where(eq(users.userId, userId))
        .returning();
      if (!updatedRow) throw notFound(messages['user.notFound']);
      const after = present(updatedRow);
      const at = now();
      for (const field of Object.keys(routed) as (keyof UserFieldsUpdate)[]) {
        const oldValue = before[field] ?? null;
        const newValue = after[field] ?? null;
        if (oldValue === newValue) continue;
        await recordChange(tx, {
          actor: principal,
          at,
          table: 'users',
          rowKey: userId,
          oldValues: { [field]: auditedValueOf(field, oldValue, 'old') },
          newValues: { [field]: auditedValueOf(field, newValue, 'new') },
        });
      }
      return { before, after };
    });
    if (!isActive(before) && isActive(after)) {
      await sendNotice(
        deps,
        activationMail({ to: after.email, givenName: after.nombre, cuit: after.cuit }),
        { mail: 'activation', userId },
      );
    }
    return staffViewOf(after);
  }

  /**
   * `PUT /root/users/{userId}`: the admin's edit of a user (Spec 03 §3, §4, §5, §7; issue 14
   * item 2). The body passed the `AdminUserUpdate` struct; `validateAdminUserUpdate` of
   * `@liqui/domain` (the rules the edit form runs too) checks every field against the stored
   * record, all or nothing: the admin user form's rules and messages, read-only fields (user_id,
   * email, cbu, vep, employment_relationship) accepted only unchanged and never written,
   * estado_cbu locked once ADHERIDO, `baja` consistent with the statuses.
   *
   * The baja flag (decision, Spec 03 §4 "Baja flag on saving a user"): when the save carries
   * `estado_usuario`, `estado_monotributo` or `baja`, the server stores `baja` =
   * (resulting estado_monotributo is HACER_BAJA), whatever was sent (a `baja` that contradicts the
   * statuses was already refused). When the resulting record has `baja` true or estado_usuario
   * BAJA and no `fecha_baja` (stored or sent), `fecha_baja` is set to today (Argentine date); the
   * admin may set or clear it explicitly with the field. Going back to ACTIVO keeps the date.
   *
   * The clave fiscal is stored sealed as every write does (`clave-fiscal-box.ts`). Every changed
   * field is audited in the same transaction ({@link applyStaffChanges}).
   *
   * @returns the updated record as staff see it ({@link staffViewOf}: `clave_fiscal` null; a
   *   body without `clave_fiscal` leaves the stored key as it is).
   * @throws ServiceError `not_found` (404) 'Usuario inexistente'; `validation` (400) with one
   *   error per field at fault, nothing saved.
   */
  async function updateByAdmin(
    principal: Principal,
    userId: string,
    body: AdminUserUpdate,
  ): Promise<User> {
    const current = await findByUserId(userId);
    if (!current) throw notFound(messages['user.notFound']);
    const changes = checkAdminUpdate(body, current);
    return applyStaffChanges(principal, userId, changes);
  }

  /**
   * The validated changes of an admin's body for `current`, with the baja rule of
   * {@link updateByAdmin} applied.
   *
   * @throws ServiceError `validation` (400) with the domain's errors.
   */
  function checkAdminUpdate(body: AdminUserUpdate, current: User): AdminUserChanges {
    const checked = validateAdminUserUpdate({ update: body, current });
    if (!checked.ok) {
      throw invalid(
        checked.errors.map(({ path, message, code }) => ({ path, message, code })),
        messages['validation.failed'],
      );
    }
    const changes: AdminUserChanges = { ...checked.value };
    const touchesBaja =
      changes.estado_usuario !== undefined ||
      changes.estado_monotributo !== undefined ||
      changes.baja !== undefined;
    if (touchesBaja) {
      const result = { ...current, ...changes };
      changes.baja = result.estado_monotributo === 'HACER_BAJA';
      const isLeaving = changes.baja || result.estado_usuario === 'BAJA';
      if (isLeaving && !result.fecha_baja) changes.fecha_baja = argentineDateOf(now());
    }
    return changes;
  }

  /**
   * Seals every clave fiscal still stored in clear (rows written before encryption at rest, or
   * by hand), so the database files stop holding it. Idempotent and cheap when there is none;
   * `main.ts` runs it at every start, before listening (decision: at start rather than on the
   * next write, so an old row does not wait for its owner to come back).
   *
   * @returns how many rows it sealed.
   */
  async function sealLegacyClavesFiscales(): Promise<number> {
    const rows = await db
      .select({ userId: users.userId, claveFiscal: users.claveFiscal })
      .from(users)
      .where(
        and(
          isNotNull(users.claveFiscal),
          not(like(users.claveFiscal, `${claveFiscalSealPrefix}%`)),
        ),
      );
    let sealed = 0;
    for (const row of rows) {
      if (row.claveFiscal === null || box.isSealed(row.claveFiscal)) continue;
      await db
        .update(users)
        .set({ claveFiscal: box.seal(row.userId, row.claveFiscal) })
        .where(and(eq(users.userId, row.userId), eq(users.claveFiscal, row.claveFiscal)));
      sealed += 1;
    }
    return sealed;
  }

  /**
   * `POST /root/users/{userId}/clave-fiscal/reveal`: the admin's explicit reveal of a user's clave
   * fiscal (issue 25 item 9). In one transaction it reads the row and writes an audit entry: table
   * `clave_fiscal_reveals`, key the user id (whose key), actor the caller (who), `at` the service's
   * clock (when), values `{}` → `{ clave_fiscal: 'revealed' }` (never the key). Read it with
   * `GET /api/audit?table=clave_fiscal_reveals`.
   *
   * @returns `{ clave_fiscal }`: the key in clear, or `null` when none is stored (or a stored one
   *   does not open; the reveal is audited all the same).
   * @throws ServiceError `forbidden` (403) for anyone but an admin (the operador too; checked
   *   before looking, so the answer does not tell whether the user exists); `not_found` (404)
   *   'Usuario inexistente' for an unknown `userId`.
   */
  async function revealClaveFiscal(
    principal: Principal,
    userId: string,
  ): Promise<{ clave_fiscal: string | null }> {
    if (!hasAnyGroup(principal, ['admin'])) throw forbidden();
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select({ userId: users.userId, claveFiscal: users.claveFiscal })
        .from(users)
        .where(eq(users.userId, userId))
        .limit(1);
      if (!row) throw notFound(messages['user.notFound']);
      await recordChange(tx, {
        actor: principal,
        at: now(),
        table: 'clave_fiscal_reveals',
        rowKey: userId,
        oldValues: {},
        newValues: { clave_fiscal: secretRevealMarker },
      });
      return {
        clave_fiscal: row.claveFiscal === null ? null : box.open(row.userId, row.claveFiscal),
      };
    });
  }

  return {
    createFromIdentity,
    findByUserId,
    findByUsername,
    getOwnRecord,
    getByUsername,
    updateFields,
    updateMe,
    applyStaffChanges,
    updateByAdmin,
    checkAdminUpdate,
    sealLegacyClavesFiscales,
    revealClaveFiscal,
  };
}
