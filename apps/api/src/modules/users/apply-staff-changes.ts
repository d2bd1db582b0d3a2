import {
  claveFiscalStatusMachine,
  messages,
  monotributoStatusMachine,
  nextStatus,
  paymentStatusMachine,
  photoFlagOf,
  photoStatusMachine,
  photoStatusOf,
  type StatusMachine,
  type User,
  userPhotoFields,
  userStatusMachine,
} from '@liqui/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { type Mailer, sendNotice } from '../../integrations/mail/mailer.js';
import type { Logger } from '../../logger.js';
import { activationMail } from '../../mail-templates/activation.js';
import type { Principal } from '../../principal.js';
import { conflict, notFound } from '../../service-error.js';
import { recordChange } from '../audit/audit.service.js';
import {
  auditedValueOf,
  openRecord,
  type PhotoEvents,
  type RecordDeps,
  sealedColumns,
  staffViewOf,
} from './records.js';
import type { UserFieldsUpdate } from './rows.js';

/** What {@link applyStaffChanges} needs. */
export type StaffChangesDeps = RecordDeps & {
  /** The clock (`updated_at`, the audit entries' `at`). */
  now: () => Date;
  /** Sends the activation e-mail; without it none is sent. */
  mailer?: Mailer | undefined;
  /** Logs a failed send. */
  logger?: Logger | undefined;
};

/** Whether the user is active: estado_usuario and estado_monotributo both ACTIVO. */
function isActive(user: User): boolean {
  return user.estado_usuario === 'ACTIVO' && user.estado_monotributo === 'ACTIVO';
}

/**
 * The status a staff edit writes: `sent` when it is no status (absent, `null`) or the stored one;
 * else the state `machine` leads to from `stored` with the back office's `backOffice:<sent>`.
 *
 * @throws ServiceError `conflict` (409) 'Ese cambio de estado no está permitido' when the table
 *   refuses the event in the stored state.
 */
function throughMachine<S extends string>(
  machine: StatusMachine<S, string>,
  stored: S | null | undefined,
  sent: S | null | undefined,
): S | null | undefined {
  if (typeof sent !== 'string' || sent === stored) return sent;
  const step = nextStatus(machine, stored, `backOffice:${sent}`);
  if (!step.ok) throw conflict(messages['status.notAllowed']);
  return step.to;
}

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
  const routed: UserFieldsUpdate = { ...changes };
  if ('estado_usuario' in changes) {
    routed.estado_usuario = throughMachine(
      userStatusMachine,
      before.estado_usuario,
      changes.estado_usuario,
    );
  }
  if ('estado_pago' in changes) {
    routed.estado_pago = throughMachine(
      paymentStatusMachine,
      before.estado_pago,
      changes.estado_pago,
    );
  }
  if ('estado_monotributo' in changes) {
    routed.estado_monotributo = throughMachine(
      monotributoStatusMachine,
      before.estado_monotributo,
      changes.estado_monotributo,
    );
  }
  if ('estado_clave_fiscal' in changes) {
    routed.estado_clave_fiscal = throughMachine(
      claveFiscalStatusMachine,
      before.estado_clave_fiscal,
      changes.estado_clave_fiscal,
    );
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
  return routed;
}

/**
 * Writes staff changes on a user record and audits them, all in one transaction (issue 14
 * item 2): the row is read FOR UPDATE, the changes written with `updated_at` (the clave fiscal
 * sealed), and one audit entry (table `users`, key the user id) is inserted per field whose wire
 * value changed, with `{ field: old }` / `{ field: new }`; the clave fiscal's entry is `null` →
 * `'changed'` (never in clear; see {@link auditedValueOf}). A field sent with its stored value is
 * written but not audited. No change, no entry. Used by `update-user-by-admin.ts` and the photo
 * calls (`photos.service.ts`).
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
 * @param input.changes - values already validated (`validateAdminUserUpdate`, or a photo flag).
 * @param input.photoEvents - the photo event of each photo flag `changes` moves, for the photo
 *   calls. @default the edit's `backOffice:<STATE>`
 * @returns the updated record as staff see it ({@link staffViewOf}: `clave_fiscal` null).
 * @throws ServiceError `not_found` 'Usuario inexistente' for an unknown `userId`; `conflict`
 *   (409) 'Ese cambio de estado no está permitido' when a table refuses a change (a photo
 *   event that does not lead to the flag sent: a caller's mistake; a valid edit is never
 *   refused); nothing is saved then.
 */
export async function applyStaffChanges(
  deps: StaffChangesDeps,
  input: {
    principal: Principal;
    userId: string;
    changes: UserFieldsUpdate;
    photoEvents?: PhotoEvents;
  },
): Promise<User> {
  const { db, box, now } = deps;
  const { principal, userId, changes, photoEvents = {} } = input;
  const { before, after } = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.userId, userId)).for('update');
    if (!row) throw notFound(messages['user.notFound']);
    const before = openRecord(box, row);
    const routed = throughStatusMachines(before, changes, photoEvents);
    const [updatedRow] = await tx
      .update(users)
      .set({ ...sealedColumns(box, userId, routed), updatedAt: now().toISOString() })
      .where(eq(users.userId, userId))
      .returning();
    if (!updatedRow) throw notFound(messages['user.notFound']);
    const after = openRecord(box, updatedRow);
    const oldValues: Record<string, unknown> = before;
    const newValues: Record<string, unknown> = after;
    const at = now();
    for (const field of Object.keys(routed)) {
      const oldValue = oldValues[field] ?? null;
      const newValue = newValues[field] ?? null;
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
