/**
 * Liqui's own calls, which the spec's "calls it makes" tables do not list but the product needs:
 * the health probe, the human check's challenge (sign-up and password reset) and the audit log
 * of the tax tables. Source: `Liqui` (each entry names the issue that asks for it).
 */
import { fromQueryNumber } from '@liqui/domain';
import {
  array,
  enums,
  type Infer,
  integer,
  literal,
  max,
  min,
  nullable,
  number,
  object,
  optional,
  record,
  string,
  type,
  unknown,
} from 'superstruct';
import { defineEndpoint } from './define-endpoint';

/** The liveness answer: the process serves (`status: 'ok'`) and runs API `version`. */
export const HealthReport = object({
  status: literal('ok'),
  version: string(),
});
/** The liveness answer (see the {@link HealthReport} struct). */
export type HealthReport = Infer<typeof HealthReport>;

/**
 * `GET /health`: liveness, the probe of load balancers and orchestrators. Public (no token);
 * answers 200 `{ status: 'ok', version }` without touching the database, so a flood of probes
 * costs nothing (issue 11 item 3). Source: Liqui (ARCHITECTURE.md "Runtime"; issue 2).
 */
export const getHealth = defineEndpoint({
  name: 'getHealth',
  method: 'GET',
  path: '/health',
  response: HealthReport,
  sources: ['Liqui'],
  isPublic: true,
  summary: 'Informa que el servicio responde.',
});

/**
 * The readiness answer: `status` `ok` when the database answers, `degraded` when it does not;
 * `version` of the API; `database.kind` (`pglite` embedded, `postgres` in production) and
 * `database.status` (`up`/`down`).
 */
export const ReadinessReport = object({
  status: enums(['ok', 'degraded']),
  version: string(),
  database: object({
    kind: enums(['pglite', 'postgres']),
    status: enums(['up', 'down']),
  }),
});
/** The readiness answer (see the {@link ReadinessReport} struct). */
export type ReadinessReport = Infer<typeof ReadinessReport>;

/**
 * `GET /health/ready`: readiness, whether the instance can serve requests that need the database.
 * Public; pings the database (`select 1`, at most 2 s) and answers 200 `status: 'ok'`, or 503
 * `status: 'degraded'` when it does not answer. Source: Liqui (issue 11 item 3).
 */
export const getReadiness = defineEndpoint({
  name: 'getReadiness',
  method: 'GET',
  path: '/health/ready',
  response: ReadinessReport,
  sources: ['Liqui'],
  isPublic: true,
  summary: 'Informa si el servicio y su base de datos responden.',
});

/**
 * An ALTCHA v2 challenge as the widget reads it: `parameters` (algorithm, nonce, salt, cost,
 * key length and prefix, expiry…) and the server's `signature` over them. Extra keys that newer
 * ALTCHA versions add pass through.
 */
export const HumanCheckChallenge = type({
  parameters: type({
    algorithm: string(),
    nonce: string(),
    salt: string(),
    cost: number(),
    keyLength: number(),
    keyPrefix: string(),
  }),
  signature: optional(string()),
});
/** An ALTCHA challenge (see the {@link HumanCheckChallenge} struct). */
export type HumanCheckChallenge = Infer<typeof HumanCheckChallenge>;

/**
 * `GET /human-check/challenge`: a signed proof-of-work challenge for the sign-up and password
 * reset forms (Spec 01 §2.8, §5 "the human-check challenge must be passed"). Public: the visitor
 * has no token yet. The solution travels with the identity call it protects. Source: Liqui
 * (issue 3).
 */
export const getHumanCheckChallenge = defineEndpoint({
  name: 'getHumanCheckChallenge',
  method: 'GET',
  path: '/human-check/challenge',
  response: HumanCheckChallenge,
  sources: ['Liqui'],
  isPublic: true,
  summary: 'Entrega un desafío de verificación humana (ALTCHA).',
});

/**
 * The tables whose changes are audited (SQL names): the `table` values `GET /audit` takes. The tax
 * tables and plans get one entry per write with the whole row before and after; `users` (the
 * admin's edits, issue 14 item 2) one entry per changed field, `row_key` the user id, the values
 * `{ <field>: <wire value> }` (the clave fiscal as `null` → `'changed'`, never in clear);
 * `clave_fiscal_reveals` (issue 25 item 9) one entry per admin's reveal of a clave fiscal, `row_key`
 * the user id whose key was shown, `{}` → `{ clave_fiscal: 'revealed' }` (never the key).
 */
export const auditedTables = [
  'monotributo_categories',
  'due_dates',
  'other_taxes',
  'plans',
  'iibb_rows',
  'companies',
  'users',
  'clave_fiscal_reveals',
] as const;
/** An audited table's SQL name. */
export type AuditedTable = (typeof auditedTables)[number];

/** Most entries one `GET /audit` returns, and how many when `limit` is not given. */
export const auditLimits = { max: 200, default: 50 } as const;

/**
 * The query of `GET /audit`: `table` (one of {@link auditedTables}; all tables when absent) and
 * `limit` (1–200, default 50; text in the URL).
 */
export const AuditQuery = object({
  table: optional(enums(auditedTables)),
  limit: optional(fromQueryNumber(max(min(integer(), 1), auditLimits.max))),
});
/** The query of `GET /audit` (see the {@link AuditQuery} struct). */
export type AuditQuery = Infer<typeof AuditQuery>;

/**
 * One audit entry:
 * - `id`: increasing (newest highest); `at`: ISO 8601 UTC instant of the change;
 * - `user_id`, `email`: who made it;
 * - `table`: the SQL table (see {@link auditedTables}); `row_key`: the row's key as text
 *   (`A`, `7`, `aporte_OS`, `plus`, `CORDOBA/A`);
 * - `old_values`, `new_values`: the row before and after under its SQL column names (equal to the
 *   wire names, `planId` → `plan_id`), money as exact decimal strings as stored (`"12009410.45"`).
 */
export const AuditEntry = object({
  id: min(integer(), 1),
  at: string(),
  user_id: string(),
  email: string(),
  table: enums(auditedTables),
  row_key: string(),
  old_values: record(string(), unknown()),
  new_values: record(string(), unknown()),
});
/** One audit entry (see the {@link AuditEntry} struct). */
export type AuditEntry = Infer<typeof AuditEntry>;

/**
 * `GET /audit?table=&limit=`: the audit entries of the tax tables and plans, newest first
 * (issue 4: "every change is recorded in an audit table (who, when, table, key, old and new
 * values) and `GET /api/audit?table=...` lets an admin read it"). Admin and the read-only operador. Source: Liqui.
 */
export const listAuditEntries = defineEndpoint({
  name: 'listAuditEntries',
  method: 'GET',
  path: '/audit',
  query: AuditQuery,
  response: array(AuditEntry),
  sources: ['Liqui'],
  roles: ['admin', 'operador'],
  summary: 'Lista los cambios de las tablas impositivas y los planes.',
});

/** ARCA's service status as {@link getArcaStatus} reports it. */
export const arcaServiceStatuses = ['ok', 'slow', 'down'] as const;
/** A value of {@link arcaServiceStatuses}. */
export type ArcaServiceStatus = (typeof arcaServiceStatuses)[number];

/**
 * The answer of `GET /arca/status`:
 * - `status`: `ok` (FEDummy answered every server `OK` in time), `slow` (it did, but slower than
 *   the server's threshold) or `down` (a server not `OK`, an error or no answer in time);
 * - `message`: the Spanish notice for the badge, `null` when `ok`;
 * - `checkedAt`: ISO 8601 UTC instant of the FEDummy call the answer comes from (cached ≤ 60 s).
 */
export const ArcaStatusReport = object({
  status: enums(arcaServiceStatuses),
  message: nullable(string()),
  checkedAt: string(),
});
/** ARCA's service status (see the {@link ArcaStatusReport} struct). */
export type ArcaStatusReport = Infer<typeof ArcaStatusReport>;

/**
 * `GET /arca/status`: whether ARCA's electronic invoicing (WSFEv1) is up, from its `FEDummy`
 * operation, cached on the server for at most 60 s so that any number of pages cost one call a
 * minute; shown as a discreet badge on the home page and in the invoice wizard (issue 12 item 3:
 * 'ARCA funciona con demoras' / 'ARCA está fuera de servicio: tus facturas se emitirán cuando
 * vuelva'). Any signed-in user; never an error for ARCA's own failures (they are the answer).
 * Source: Liqui; ARCA "Manual para el desarrollador" WSFEv1 §FEDummy.
 */
export const getArcaStatus = defineEndpoint({
  name: 'getArcaStatus',
  method: 'GET',
  path: '/arca/status',
  response: ArcaStatusReport,
  sources: ['Liqui'],
  summary: 'Informa si ARCA (facturación electrónica) está funcionando.',
});

/** Liqui's own calls. */
export const serviceEndpoints: readonly [
  typeof getHealth,
  typeof getReadiness,
  typeof getHumanCheckChallenge,
  typeof listAuditEntries,
  typeof getArcaStatus,
] = [getHealth, getReadiness, getHumanCheckChallenge, listAuditEntries, getArcaStatus];
