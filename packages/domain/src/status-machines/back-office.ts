/**
 * The back office's direct edit of a status (Spec 03 §2 "Edit user": the admin "edits every field
 * of a user (status fields, plan, photos)"; §4 statuses): one transition per target state, from
 * any state, each its own event `backOffice:<STATE>`, so the table stays deterministic and a test
 * sees the edit like any other transition. Guard: the admin role (the operador reads only).
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
 */
export function backOfficeTransitions<const S extends string>(
  states: readonly S[],
  sends: Partial<Record<S, StatusTransition<S, BackOfficeEvent<S>>['sends']>> = {},
): StatusTransition<S, BackOfficeEvent<S>>[] {
  return states.map((state) => ({
    from: '*',
    event: `backOffice:${state}` as const,
    to: state,
    guard: 'the admin (Spec 03 §2 edit user)',
    ...(sends[state] === undefined ? {} : { sends: sends[state] }),
  }));
}
