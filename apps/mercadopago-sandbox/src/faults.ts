import {
  array,
  enums,
  type Infer,
  integer,
  max,
  min,
  object,
  optional,
  size,
  string,
  validate,
} from 'superstruct';

/**
 * Fault injection of the Mercado Pago sandbox, shaped like the ARCA simulator's (reference
 * mercadopago.md §9 and §10 item 8). The state comes from the `faults` option
 * (`MERCADOPAGO_SANDBOX_FAULTS`, a JSON {@link MpSandboxFaults} body) and, where the dev controls
 * are served, from `GET|PUT|DELETE /control/faults` below the sandbox's mount point (PUT
 * replaces, DELETE goes back to the configured state, GET reads).
 *
 * Kinds (the first matching rule of a request applies):
 * - `http500`: MP's error body with HTTP 500 (`internal_error`); nothing is stored.
 * - `http503`: the same with 503 (`service_unavailable`).
 * - `rateLimit`: HTTP 429 `too_many_requests` with `Retry-After: <retryAfterSeconds>` (default 1).
 * - `timeout`: the request is held `delayMs` (default 60 s) or until the client gives up, then the
 *   connection is closed without an answer; nothing is stored.
 *
 * `method` (`GET`, `POST`, `PUT`) and `path` (a prefix of the path below the sandbox's mount point,
 * e.g. `/v1/payments`) narrow a rule; `times` counts down per matching request.
 */

/** The kinds of fault. */
export const mpFaultKinds = ['http500', 'http503', 'rateLimit', 'timeout'] as const;

/** One fault rule. */
export const MpSandboxFaultRule = object({
  kind: enums(mpFaultKinds),
  method: optional(enums(['GET', 'POST', 'PUT', 'DELETE'])),
  path: optional(size(string(), 1, 200)),
  times: optional(min(integer(), 1)),
  /** `Retry-After` of `rateLimit`, seconds (0–3600). @default 1 */
  retryAfterSeconds: optional(max(min(integer(), 0), 3600)),
  /** How long `timeout` holds the request, ms (0–600000). @default 60000 */
  delayMs: optional(max(min(integer(), 0), 600_000)),
});
/** A fault rule. */
export type MpSandboxFaultRule = Infer<typeof MpSandboxFaultRule>;

/** The fault state: `{ rules?: MpSandboxFaultRule[] }`. */
export const MpSandboxFaults = object({ rules: optional(array(MpSandboxFaultRule)) });
/** See {@link MpSandboxFaults}. */
export type MpSandboxFaults = Infer<typeof MpSandboxFaults>;

/** What a request must do. */
export type MpFaultDecision =
  | { kind: 'none' }
  | { kind: 'http500' | 'http503' }
  | { kind: 'rateLimit'; retryAfterSeconds: number }
  | { kind: 'timeout'; delayMs: number };

/** The live fault state. */
export type MpFaultController = {
  read(): { rules: MpSandboxFaultRule[] };
  replace(body: MpSandboxFaults): void;
  reset(): void;
  /** The fault for one request (consumes one of `times` of the rule applied). */
  decide(request: { method: string; path: string }): MpFaultDecision;
};

/**
 * Parses `MERCADOPAGO_SANDBOX_FAULTS`.
 *
 * @throws Error naming the variable when the text is not a valid {@link MpSandboxFaults} JSON.
 */
export function parseMpConfiguredFaults(text: string | undefined): MpSandboxFaults {
  if (text === undefined || text.trim() === '') return {};
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('MERCADOPAGO_SANDBOX_FAULTS must be JSON: { "rules": [...] }');
  }
  const [error, value] = validate(json, MpSandboxFaults);
  if (error) {
    throw new Error(
      `MERCADOPAGO_SANDBOX_FAULTS is invalid at ${error.path.join('.') || '(root)'}: ${error.message}`,
    );
  }
  return value;
}

/** Creates the fault state; `configured` is the initial state and what `reset()` restores. */
export function createMpFaultController(configured: MpSandboxFaults): MpFaultController {
  const copy = (body: MpSandboxFaults) => (body.rules ?? []).map((rule) => ({ ...rule }));
  let rules = copy(configured);
  return {
    read: () => ({ rules: rules.map((rule) => ({ ...rule })) }),
    replace(body) {
      rules = copy(body);
    },
    reset() {
      rules = copy(configured);
    },
    decide({ method, path }) {
      for (const rule of rules) {
        if (rule.method !== undefined && rule.method !== method) continue;
        if (rule.path !== undefined && !path.startsWith(rule.path)) continue;
        if (rule.times !== undefined && rule.times <= 0) continue;
        if (rule.times !== undefined) rule.times -= 1;
        if (rule.kind === 'rateLimit') {
          return { kind: 'rateLimit', retryAfterSeconds: rule.retryAfterSeconds ?? 1 };
        }
        if (rule.kind === 'timeout') return { kind: 'timeout', delayMs: rule.delayMs ?? 60_000 };
        return { kind: rule.kind };
      }
      return { kind: 'none' };
    },
  };
}
