/**
 * The HTTP contract: every call of the spec's "calls it makes" tables (Spec 01 §7, Spec 02 §7,
 * Spec 03 §7), one entry per distinct method and path, defined by area in `contract/`.
 */
import type { Infer } from 'superstruct';
import { batchEndpoints } from './contract/batches';
import { companyEndpoints } from './contract/companies';
import type { AnyEndpoint, HttpMethod, ParamNames } from './contract/define-endpoint';
import { documentControlEndpoints } from './contract/document-control';
import { invoiceEndpoints } from './contract/invoices';
import { paymentEndpoints } from './contract/payments';
import { serviceEndpoints } from './contract/service';
import { taxEndpoints } from './contract/taxes';
import { userEndpoints } from './contract/users';

/**
 * Every endpoint, grouped by area (users, taxes, invoices, batches, companies, payments, document
 * control, Liqui's own) and within an area in the spec's order. 71 entries: 10 first listed in
 * Spec 01 §7, 23 more in Spec 02 §7, 27 more in Spec 03 §7, and 11 of Liqui's own (liveness and
 * readiness probes, human-check challenge, audit log, ARCA status, photos, Mercado Pago webhook,
 * staff-user and company-account creation).
 */
export const endpointList: readonly [
  ...typeof userEndpoints,
  ...typeof taxEndpoints,
  ...typeof invoiceEndpoints,
  ...typeof batchEndpoints,
  ...typeof companyEndpoints,
  ...typeof paymentEndpoints,
  ...typeof documentControlEndpoints,
  ...typeof serviceEndpoints,
] = [
  ...userEndpoints,
  ...taxEndpoints,
  ...invoiceEndpoints,
  ...batchEndpoints,
  ...companyEndpoints,
  ...paymentEndpoints,
  ...documentControlEndpoints,
  ...serviceEndpoints,
];

/** The union of every endpoint's type. */
export type AnyContractEndpoint = (typeof endpointList)[number];

/** The name of an endpoint (`'getMe'`, `'updatePlan'`…). */
export type EndpointName = AnyContractEndpoint['name'];

/** Every endpoint keyed by its name, with its exact type. */
export type Endpoints = { readonly [E in AnyContractEndpoint as E['name']]: E };

/**
 * The full definitions keyed by name: `endpoints.getMe.response` is the `User` struct.
 * Names are unique (a test checks it).
 */
export const endpoints: Endpoints = Object.freeze(
  Object.fromEntries(endpointList.map((endpoint) => [endpoint.name, endpoint])),
) as Endpoints;

/** One line of {@link contractEntries}: the call's name, method and path template. */
export type ContractEntry = {
  readonly name: EndpointName;
  readonly method: HttpMethod;
  readonly path: string;
};

/**
 * One `{ name, method, path }` per endpoint, in the order of {@link endpointList}: the list the
 * server checks its routes against (every entry must be routed, nothing else under `/api`).
 */
export const contractEntries: readonly ContractEntry[] = Object.freeze(
  endpointList.map(({ name, method, path }) => Object.freeze({ name, method, path })),
);

/** The path parameters a call takes: `{ userId: string }`, or `undefined` without placeholders. */
export type ParamsOf<Name extends EndpointName> = [ParamNames<Endpoints[Name]['path']>] extends [
  never,
]
  ? undefined
  : { readonly [Param in ParamNames<Endpoints[Name]['path']>]: string };

/** The query a call takes (the struct's type), or `undefined` when it has none. */
export type QueryOf<Name extends EndpointName> = Endpoints[Name]['query'] extends infer Query
  ? Query extends AnyEndpoint['response']
    ? Infer<Query>
    : undefined
  : undefined;

/** The body a call takes (the struct's type), or `undefined` when it has none. */
export type BodyOf<Name extends EndpointName> = Endpoints[Name]['body'] extends infer Body
  ? Body extends AnyEndpoint['response']
    ? Infer<Body>
    : undefined
  : undefined;

/** What a call answers (the response struct's type). */
export type ResponseOf<Name extends EndpointName> = Infer<Endpoints[Name]['response']>;
