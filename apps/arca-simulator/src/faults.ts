import {
  array,
  enums,
  type Infer,
  integer,
  max,
  min,
  number,
  object,
  optional,
  pattern,
  refine,
  size,
  string,
  validate,
} from 'superstruct';

/**
 * Fault injection of the ARCA simulator (web-services.md §6 item 8; brief H2 "Fault
 * injection"). The state comes from the simulator's `faults` and `latencyMs` options
 * (`AFIP_SANDBOX_FAULTS` = a JSON {@link SimulatorFaults} body, `AFIP_SANDBOX_LATENCY_MS`) and,
 * where the dev controls are served (off in production), from the control endpoint
 * `GET|PUT|DELETE /control/faults` below the simulator's root (PUT replaces the state,
 * DELETE goes back to the configured one, GET reads it).
 *
 * Kinds of rule (the first matching rule of a call applies; `dummyDown` only to dummy
 * operations, the others to any):
 * - `http500`: a SOAP fault with HTTP 500 in the service's stack style; nothing is committed.
 * - `timeout`: the request is held `delayMs` (default 60 s) or until the client gives up, then the
 *   connection is closed without an answer; nothing is committed.
 * - `lostResponse`: the call is processed (FECAESolicitar authorizes and stores), then held
 *   `delayMs` and the connection closed without an answer.
 * - `outage`: HTTP 503 `text/html` while `now` is in [`from`, `until`) (always when absent).
 * - `dummyDown`: FEDummy / ComprobanteDummy / padrón `dummy` answer their servers not `OK`.
 *
 * `service`/`operation` narrow a rule (absent = any; `operation` is the SOAP operation's local
 * name, e.g. `FECAESolicitar`, `loginCms`, `getPersona_v2`); `from`/`until` bound it in time for
 * every kind; `times` counts down per matching call (the rule stops applying at 0);
 * `probability` (0–1) applies it at random. `latencyMs` is waited before every SOAP answer.
 * `notDelegated` lists CUITs the simulator treats as not delegated to the certificate (WSFEv1 and
 * WSCDC answer Err 601; padrón a fault).
 */

/** The services a rule can target. */
export const faultServices = ['wsaa', 'wsfe', 'wscdc', 'padron'] as const;
/** A {@link faultServices} value. */
export type FaultService = (typeof faultServices)[number];

/** The kinds of fault. */
export const faultKinds = ['http500', 'timeout', 'lostResponse', 'outage', 'dummyDown'] as const;
/** A {@link faultKinds} value. */
export type FaultKind = (typeof faultKinds)[number];

const isoInstant = refine(string(), 'IsoInstant', (value) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
  !Number.isNaN(Date.parse(value))
    ? true
    : 'Debe ser una fecha y hora ISO 8601 con zona horaria (2026-11-20T10:00:00-03:00)',
);

const probability = refine(number(), 'Probability', (value) =>
  value >= 0 && value <= 1 ? true : 'Debe ser un número entre 0 y 1',
);

/** Longest delay or latency accepted: 10 minutes, in milliseconds. */
export const maxDelayMs = 600_000;

/** One fault rule (see the module documentation for the semantics). */
export const SimulatorFaultRule = object({
  service: optional(enums(faultServices)),
  operation: optional(size(string(), 1, 100)),
  kind: enums(faultKinds),
  /** Matching calls it applies to before it stops (≥ 1). */
  times: optional(min(integer(), 1)),
  /** Chance (0–1) that a matching call is affected. @default 1 */
  probability: optional(probability),
  /** ISO 8601 instant from which the rule applies (inclusive). */
  from: optional(isoInstant),
  /** ISO 8601 instant until which the rule applies (exclusive). */
  until: optional(isoInstant),
  /** How long `timeout` / `lostResponse` hold the request, ms. @default 60000 */
  delayMs: optional(max(min(integer(), 0), maxDelayMs)),
});
/** A fault rule. */
export type SimulatorFaultRule = Infer<typeof SimulatorFaultRule>;

/**
 * The body of `PUT /control/faults` and of `AFIP_SANDBOX_FAULTS`, and the answer of
 * `GET` (where `rules[].times` is what is left):
 * `{ latencyMs?: number, rules?: SimulatorFaultRule[], notDelegated?: string[] }`.
 * `latencyMs`: 0–600000 ms added before every answer; `notDelegated`: CUITs of 11 digits.
 */
export const SimulatorFaults = object({
  latencyMs: optional(max(min(integer(), 0), maxDelayMs)),
  rules: optional(array(SimulatorFaultRule)),
  notDelegated: optional(array(pattern(string(), /^\d{11}$/))),
});
/** See {@link SimulatorFaults}. */
export type SimulatorFaults = Infer<typeof SimulatorFaults>;

/** What a call must do, decided by {@link FaultController.decide}. */
export type FaultDecision =
  | { kind: 'none' }
  | { kind: 'http500' | 'outage' | 'dummyDown' }
  | { kind: 'timeout' | 'lostResponse'; delayMs: number };

/** Default hold of `timeout` and `lostResponse`: 60 s. */
export const defaultDelayMs = 60_000;

/** The live fault state of one simulator. */
export type FaultController = {
  /** The current state, `times` being what is left of each rule. */
  read(): Required<SimulatorFaults>;
  /** Replaces the state (already validated). */
  replace(body: SimulatorFaults): void;
  /** Goes back to the configured state. */
  reset(): void;
  /** Milliseconds to wait before every answer. */
  latencyMs(): number;
  /** Whether `cuit` is listed in `notDelegated`. */
  isNotDelegated(cuit: string): boolean;
  /**
   * The fault for one call (consumes one of `times` of the rule applied).
   *
   * @param call.isDummy - whether the operation is a dummy (only then `dummyDown` applies).
   */
  decide(call: {
    service: FaultService;
    operation: string;
    isDummy: boolean;
    now: Date;
  }): FaultDecision;
};

/**
 * Parses `AFIP_SANDBOX_FAULTS` (JSON text of {@link SimulatorFaults}).
 *
 * @throws Error naming the variable when the text is not JSON or not a valid body.
 */
export function parseConfiguredFaults(text: string | undefined): SimulatorFaults {
  if (text === undefined || text.trim() === '') return {};
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(
      'AFIP_SANDBOX_FAULTS must be JSON: { "latencyMs"?, "rules"?, "notDelegated"? }',
    );
  }
  const [error, value] = validate(json, SimulatorFaults);
  if (error) {
    throw new Error(
      `AFIP_SANDBOX_FAULTS is invalid at ${error.path.join('.') || '(root)'}: ${error.message}`,
    );
  }
  return value;
}

/**
 * Creates the fault state: `configured` (the simulator's `faults` and `latencyMs` options) is the initial state and
 * what `reset()` goes back to. `random` decides `probability` (tests pass a fixed one).
 */
export function createFaultController(
  configured: SimulatorFaults,
  random: () => number = Math.random,
): FaultController {
  let state = copy(configured);
  return {
    read: () => ({
      latencyMs: state.latencyMs ?? 0,
      rules: state.rules?.map((rule) => ({ ...rule })) ?? [],
      notDelegated: [...(state.notDelegated ?? [])],
    }),
    replace(body) {
      state = copy(body);
    },
    reset() {
      state = copy(configured);
    },
    latencyMs: () => state.latencyMs ?? 0,
    isNotDelegated: (cuit) => state.notDelegated?.includes(cuit) ?? false,
    decide({ service, operation, isDummy, now }) {
      for (const rule of state.rules ?? []) {
        if (rule.service !== undefined && rule.service !== service) continue;
        if (rule.operation !== undefined && rule.operation !== operation) continue;
        if (rule.kind === 'dummyDown' && !isDummy) continue;
        if (rule.times !== undefined && rule.times <= 0) continue;
        if (rule.from !== undefined && now.getTime() < Date.parse(rule.from)) continue;
        if (rule.until !== undefined && now.getTime() >= Date.parse(rule.until)) continue;
        if (rule.probability !== undefined && random() >= rule.probability) continue;
        if (rule.times !== undefined) rule.times -= 1;
        if (rule.kind === 'timeout' || rule.kind === 'lostResponse') {
          return { kind: rule.kind, delayMs: rule.delayMs ?? defaultDelayMs };
        }
        return { kind: rule.kind };
      }
      return { kind: 'none' };
    },
  };
}

function copy(body: SimulatorFaults): SimulatorFaults {
  return {
    ...(body.latencyMs === undefined ? {} : { latencyMs: body.latencyMs }),
    rules: (body.rules ?? []).map((rule) => ({ ...rule })),
    notDelegated: [...(body.notDelegated ?? [])],
  };
}
