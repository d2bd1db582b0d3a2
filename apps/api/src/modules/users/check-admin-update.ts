import {
  type AdminUserChanges,
  type AdminUserUpdate,
  argentineDateOf,
  messages,
  type User,
  validateAdminUserUpdate,
} from '@liqui/domain';
import { invalid } from '../../service-error.js';

/**
 * The validated changes of an admin's body (`PUT /root/users/{userId}`, and the same save of
 * `PUT /root/users/cancelPhotoAndSendEmail/…`) for the stored record `current` (Spec 03 §3, §4,
 * §5; issue 14 item 2): `validateAdminUserUpdate` of `@liqui/domain` (the rules the edit form
 * runs too: the admin user form's rules and messages, read-only fields (user_id, email, cbu, vep,
 * employment_relationship) accepted only unchanged and never written, estado_cbu locked once
 * ADHERIDO, `baja` consistent with the statuses), all or nothing; then the baja flag.
 *
 * The baja flag (decision, Spec 03 §4 "Baja flag on saving a user"): when the save carries
 * `estado_usuario`, `estado_monotributo` or `baja`, `baja` = (resulting estado_monotributo is
 * HACER_BAJA), whatever was sent (a `baja` that contradicts the statuses was already refused).
 * When the resulting record has `baja` true or estado_usuario BAJA and no `fecha_baja` (stored
 * or sent), `fecha_baja` is today (Argentine date, `YYYY-MM-DD`); the admin may set or clear it
 * explicitly with the field. Going back to ACTIVO keeps the date.
 *
 * @throws ServiceError `validation` (400) with the domain's errors, one per field at fault.
 */
export function checkAdminUpdate(
  deps: { now: () => Date },
  input: { body: AdminUserUpdate; current: User },
): AdminUserChanges {
  const { body, current } = input;
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
    if (isLeaving && !result.fecha_baja) changes.fecha_baja = argentineDateOf(deps.now());
  }
  return changes;
}
