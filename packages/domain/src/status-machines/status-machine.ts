/**
 * A status of the product as a transition table (issue 25 item 3: "every status change by one
 * machine in the domain"): its states, the events that move it, the guard of each transition
 * (who or what may take it), and what each transition sends (e-mails and jobs). The tables are
 * data, so a test walks each of them (every state reachable from the initial one, every state
 * with a way out or final), the database columns are typed from the state lists, and every writer
 * asks the table for the next status ({@link nextStatus}) or, for a statement that moves many rows
 * at once, for the statuses an event leaves from ({@link statusesLeftBy}). Modelled on the
 * questionnaire's steps (`questionnaire/steps.ts`), the product's first machine.
 */

/**
 * What a transition sends when it is taken: an e-mail (`mail:<template>`) or a job
 * (`job:<queue>`). The writer that takes the transition sends them; the names are the templates'
 * and queues' own.
 */
export type StatusEffect = `mail:${string}` | `job:${string}`;

/**
 * One row of a transition table: from any of `from` (or from every state, `'*'`), `event` moves
 * the status to `to`, if `guard` allows, sending `sends`.
 */
export type StatusTransition<S extends string, E extends string> = {
  readonly from: readonly S[] | '*';
  readonly event: E;
  readonly to: S;
  /** Who or what may take it, in words (the writer enforces it: a role, a payment's status…). */
  readonly guard?: string;
  /** What taking it sends. @default [] */
  readonly sends?: readonly StatusEffect[];
};

/** A status's transition table (see {@link defineStatusMachine}). */
export type StatusMachine<S extends string, E extends string> = {
  /** The status's wire name (`estado_pago`). */
  readonly name: string;
  /** Every state, in the spec's order (the column's type). */
  readonly states: readonly S[];
  /** Every event. */
  readonly events: readonly E[];
  /** A new record's state. */
  readonly initial: S;
  /**
   * Other states a record may be written in without an event of the product (data the former
   * system wrote, such as an invoice PRESENTED): the graph is walked from them too. @default []
   */
  readonly entries?: readonly S[];
  /** States no event leaves (none when the status can always move on). */
  readonly final: readonly S[];
  readonly transitions: readonly StatusTransition<S, E>[];
};

/**
 * Declares a transition table, checking it is well formed: every `from`, `to`, `initial` and
 * `final` a state of the list, every event listed, and no two transitions for one (state, event)
 * pair (a machine is deterministic).
 *
 * @throws Error for a malformed table (a programming error: caught by the machine's test).
 */
export function defineStatusMachine<const S extends string, const E extends string>(
  machine: StatusMachine<S, E>,
): StatusMachine<S, E> {
  const states = new Set<string>(machine.states);
  const events = new Set<string>(machine.events);
  const check = (state: string) => {
    if (!states.has(state)) throw new Error(`${machine.name}: unknown state ${state}`);
  };
  check(machine.initial);
  machine.final.forEach(check);
  (machine.entries ?? []).forEach(check);
  const pairs = new Set<string>();
  for (const transition of machine.transitions) {
    if (!events.has(transition.event)) {
      throw new Error(`${machine.name}: unknown event ${transition.event}`);
    }
    check(transition.to);
    for (const from of sourcesOf(machine, transition)) {
      check(from);
      const pair = `${from}→${transition.event}`;
      if (pairs.has(pair)) throw new Error(`${machine.name}: two transitions for ${pair}`);
      pairs.add(pair);
    }
  }
  return machine;
}

/** The states a transition leaves from. */
function sourcesOf<S extends string, E extends string>(
  machine: StatusMachine<S, E>,
  transition: StatusTransition<S, E>,
): readonly S[] {
  return transition.from === '*' ? machine.states : transition.from;
}

/** Where an event takes a status: the next state and what to send, or why it may not. */
export type StatusStep<S extends string> =
  | { readonly ok: true; readonly to: S; readonly sends: readonly StatusEffect[] }
  | { readonly ok: false; readonly reason: 'notAllowed' };

/**
 * The next status when `event` happens in `from` (`null` or an unknown value count as the
 * machine's initial state: a record written before the status existed).
 *
 * @returns `{ ok: true, to, sends }`, or `{ ok: false, reason: 'notAllowed' }` when the table
 *   has no such transition (the writer refuses the change).
 */
export function nextStatus<S extends string, E extends string>(
  machine: StatusMachine<S, E>,
  from: S | string | null | undefined,
  event: E,
): StatusStep<S> {
  const current = (machine.states as readonly string[]).includes(from ?? '')
    ? (from as S)
    : machine.initial;
  const transition = machine.transitions.find(
    (row) => row.event === event && sourcesOf(machine, row).includes(current),
  );
  if (transition === undefined) return { ok: false, reason: 'notAllowed' };
  return { ok: true, to: transition.to, sends: transition.sends ?? [] };
}

/**
 * {@link nextStatus}, except that a record already in the one state `event` leads to stays there:
 * a repeated request (the cancellation asked twice, the questionnaire saved again) is no change,
 * with nothing to send, rather than a refusal. A state `event` neither leaves nor leads to is
 * still refused.
 *
 * @returns `{ ok: true, to, sends }` (`to` = `from`, `sends` empty, for a repeat), or
 *   `{ ok: false, reason: 'notAllowed' }`.
 */
export function nextStatusOrSame<S extends string, E extends string>(
  machine: StatusMachine<S, E>,
  from: S | string | null | undefined,
  event: E,
): StatusStep<S> {
  const step = nextStatus(machine, from, event);
  if (step.ok) return step;
  const current = (machine.states as readonly string[]).includes(from ?? '')
    ? (from as S)
    : machine.initial;
  const targets = new Set(
    machine.transitions.filter((row) => row.event === event).map((row) => row.to),
  );
  return targets.size === 1 && targets.has(current) ? { ok: true, to: current, sends: [] } : step;
}

/**
 * The one state `event` leads to: what a statement that moves many rows at once puts in its `SET`
 * (with {@link statusesLeftBy} in its `WHERE`).
 *
 * @throws Error when the table has no transition for `event`, or several targets (a programming
 *   error: such an event needs {@link nextStatus} per row).
 */
export function statusAfter<S extends string, E extends string>(
  machine: StatusMachine<S, E>,
  event: E,
): S {
  const targets = [
    ...new Set(machine.transitions.filter((row) => row.event === event).map((row) => row.to)),
  ];
  if (targets.length !== 1) {
    throw new Error(`${machine.name}: ${event} leads to ${targets.length} states, not one`);
  }
  return targets[0] as S;
}

/**
 * Every state in which the table takes `event`, a state it leads back to included: the `WHERE` of
 * a statement that may run again over its own result (the document bot, rerun after a crash,
 * classifies a CLASSIFIED document again). {@link statusesLeftBy} leaves those out.
 */
export function statusesAccepting<S extends string, E extends string>(
  machine: StatusMachine<S, E>,
  event: E,
): S[] {
  return [
    ...new Set(
      machine.transitions
        .filter((row) => row.event === event)
        .flatMap((row) => sourcesOf(machine, row)),
    ),
  ];
}

/**
 * The states `event` leaves from towards `to`: what a statement that moves many rows at once puts
 * in its `WHERE` (the expiry pass: `estado_pago IN (…)`).
 */
export function statusesLeftBy<S extends string, E extends string>(
  machine: StatusMachine<S, E>,
  event: E,
): S[] {
  return [
    ...new Set(
      machine.transitions
        .filter((row) => row.event === event)
        .flatMap((row) => sourcesOf(machine, row).filter((state) => state !== row.to)),
    ),
  ];
}

/** Every state reachable from the initial one (and the other entries) through the table. */
export function reachableStatuses<S extends string, E extends string>(
  machine: StatusMachine<S, E>,
): Set<S> {
  const seen = new Set<S>([machine.initial, ...(machine.entries ?? [])]);
  const queue: S[] = [...seen];
  while (queue.length > 0) {
    const state = queue.shift() as S;
    for (const row of machine.transitions) {
      if (sourcesOf(machine, row).includes(state) && !seen.has(row.to)) {
        seen.add(row.to);
        queue.push(row.to);
      }
    }
  }
  return seen;
}

/** The states that are not final and that no transition leaves (a dead end: always a mistake). */
export function statusesWithoutWayOut<S extends string, E extends string>(
  machine: StatusMachine<S, E>,
): S[] {
  return machine.states.filter(
    (state) =>
      !machine.final.includes(state) &&
      !machine.transitions.some(
        (row) => sourcesOf(machine, row).includes(state) && row.to !== state,
      ),
  );
}
