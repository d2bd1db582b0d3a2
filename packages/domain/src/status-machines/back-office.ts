/**
 * The back office's direct edit of a status, a staff override (Spec 03 §2 "Edit user": the admin
 * "edits every field of a user (status fields, plan, photos)"; §4 statuses; the document-control
 * desk "may pick any" document or candidate state): one transition per target state, from any
 * state, each its own event `backOffice:<STATE>`, so the table stays deterministic and a test sees
 * the edit like any other transition. The writer (`applyStaffChanges` of the users service, the
 * desk's saves of `document-control.service.ts`) asks `nextStatus(machine, stored,
 * 'backOffice:<STATE>')` like any other writer; the table never refuses it, so an override is
 * always possible and always written through the table (and audited where the writer audits).
 * Guard: the admin role (the operador reads only), or the desk for document control.
 */
import type { StatusTransition } from './status-machine';

/** The event of the back office setting a status to `S`. */
export type BackOfficeEvent<S extends string> = `backOffice:${S}`;

/** The events of {@link backOfficeTransitions} for `states`. */
export function backOfficeEvents<const S extends string>(
  states: readonly S[],
): BackOfficeEvent<S>[] {
  return states.map((state) => `backOffice:${state}` as const);
}

/**
 * The back office's transitions for `states`: `backOffice:<STATE>` from any state to that state,
 * sending `sends` for the states that have something to send (the activation e-mail…).
 *
 * @param guard - who edits, in words. @default 'the admin (Spec 03 §2 edit user)'
 */
export function backOfficeTransitions<const S extends string>(
  states: readonly S[],
  sends: Partial<Record<S, StatusTransition<S, BackOfficeEvent<S>>['sends']>> = {},
  guard = 'the admin (Spec 03 §2 edit user)',
): StatusTransition<S, BackOfficeEvent<S>>[] {
  return states.map((state) => ({
    from: '*',
    event: `backOffice:${state}` as const,
    to: state,
    guard,
    ...(sends[state] === undefined ? {} : { sends: sends[state] }),
  }));
}
