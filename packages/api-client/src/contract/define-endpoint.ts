/**
 * The shape of one contract entry and the helper that defines it with full type inference.
 */
import { Id, type IdentityGroup } from '@liqui/domain';
import { object, type Struct } from 'superstruct';

/** The HTTP methods the spec's calls use. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Where a call comes from: the "calls it makes" table of each spec document, or `Liqui` for a
 * call of our own that the spec does not list (the health probe, the human check's challenge,
 * the audit log); each of those says in its TSDoc which issue asks for it.
 */
export type SpecSection = 'Spec 01 §7' | 'Spec 02 §7' | 'Spec 03 §7' | 'Liqui';

/**
 * The status of a successful answer: 200 by default, 201 when the call creates a resource, 202
 * when it only accepts work that runs later.
 */
export type SuccessStatus = 200 | 201 | 202;

/**
 * The staff roles of the identity token's groups (Spec 01 §6, Spec 03 §6): `@liqui/domain`'s
 * `IdentityGroup` (one of its `identityGroups` list: admin, adminLite, adminDC, adminLiteDC,
 * analistaDC), under the contract's name. An endpoint that lists roles is for staff with one of
 * them; an endpoint without roles is for any signed-in user.
 */
export type StaffRole = IdentityGroup;

/** Any superstruct struct; the contract's query, body and response slots hold one. */
// biome-ignore lint/suspicious/noExplicitAny: a struct of any value and any schema.
export type AnyStruct = Struct<any, any>;

/**
 * The names of the `{placeholders}` of a path template, as a union:
 * `ParamNames<'/root/invoices/{userId}/{invoiceId}'>` is `'userId' | 'invoiceId'`.
 */
export type ParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/**
 * The path parameters of a template as an object of strings (`{ userId: string }`), or
 * `undefined` when the template has no placeholder.
 */
export type PathParams<Path extends string> = [ParamNames<Path>] extends [never]
  ? undefined
  : { [Name in ParamNames<Path>]: string };

/**
 * One call of the spec.
 *
 * - `name`: unique camelCase name (`getMe`, `updatePlan`).
 * - `method`, `path`: as the spec writes them, placeholders `{like_this}` included, trailing
 *   slash kept where the spec has one.
 * - `params`: struct of the path parameters (always present when the template has placeholders;
 *   by default each one is a non-blank string).
 * - `query`, `body`, `response`: structs from `@liqui/domain`, `undefined` when the call has none.
 *   Numbers in a query arrive as text: read a query with superstruct's `create()` so its
 *   coercions apply.
 * - `sources`: the spec sections that list the call (a call listed in two documents is one entry).
 * - `roles`: decision (the spec does not say what the server enforces): the staff roles allowed;
 *   missing means any signed-in user, and the server still limits a taxpayer to its own records.
 * - `isPublic`: true for the few calls that need no token (the health probe, the human check);
 *   such a call has no `roles`. Default false.
 * - `status`: the HTTP status of a successful answer ({@link SuccessStatus}, default 200).
 * - `summary`: one line on what the call does.
 */
export type Endpoint<
  Name extends string = string,
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Query extends AnyStruct | undefined = AnyStruct | undefined,
  Body extends AnyStruct | undefined = AnyStruct | undefined,
  Response extends AnyStruct = AnyStruct,
  IsPublic extends boolean = boolean,
> = {
  readonly name: Name;
  readonly method: Method;
  readonly path: Path;
  readonly params: AnyStruct | undefined;
  readonly query: Query;
  readonly body: Body;
  readonly response: Response;
  readonly sources: readonly SpecSection[];
  readonly roles: readonly StaffRole[] | undefined;
  readonly isPublic: IsPublic;
  readonly status: SuccessStatus;
  readonly summary: string;
};

/** Any contract entry, whatever its types. */
export type AnyEndpoint = Endpoint<
  string,
  HttpMethod,
  string,
  AnyStruct | undefined,
  AnyStruct | undefined,
  AnyStruct,
  boolean
>;

/** What {@link defineEndpoint} takes: an {@link Endpoint} whose optional slots may be left out. */
export type EndpointDefinition<
  Name extends string,
  Method extends HttpMethod,
  Path extends string,
  Query extends AnyStruct | undefined,
  Body extends AnyStruct | undefined,
  Response extends AnyStruct,
  IsPublic extends boolean,
> = {
  readonly name: Name;
  readonly method: Method;
  readonly path: Path;
  readonly params?: Struct<PathParams<Path>, unknown>;
  readonly query?: Query;
  readonly body?: Body;
  readonly response: Response;
  readonly sources: readonly SpecSection[];
  readonly roles?: readonly StaffRole[];
  readonly isPublic?: IsPublic;
  readonly status?: SuccessStatus;
  readonly summary: string;
};

const placeholderPattern = /\{([^{}/]+)\}/g;

/**
 * Lists the placeholder names of a path template, in order.
 *
 * @param path - a template such as `/root/invoices/{userId}/{invoiceId}`.
 * @returns the names, e.g. `['userId', 'invoiceId']`.
 */
export function listParamNames(path: string): string[] {
  return [...path.matchAll(placeholderPattern)].map((match) => match[1] as string);
}

/**
 * Defines one contract entry with its types inferred from the structs: the name, method and path
 * stay literal types, and leaving `query` or `body` out types them as `undefined`, so the client
 * neither asks for nor accepts them. Without `params`, the path parameters get a struct of
 * non-blank strings built from the template. `isPublic` defaults to false and `status` to 200.
 *
 * @param definition - see {@link EndpointDefinition}.
 * @returns the frozen {@link Endpoint}.
 * @throws Error when a public call lists roles (a programming error, at import time).
 */
export function defineEndpoint<
  const Name extends string,
  const Method extends HttpMethod,
  const Path extends string,
  Query extends AnyStruct | undefined = undefined,
  Body extends AnyStruct | undefined = undefined,
  Response extends AnyStruct = AnyStruct,
  const IsPublic extends boolean = false,
>(
  definition: EndpointDefinition<Name, Method, Path, Query, Body, Response, IsPublic>,
): Endpoint<Name, Method, Path, Query, Body, Response, IsPublic> {
  if (definition.isPublic && definition.roles !== undefined) {
    throw new Error(`${definition.name}: a public call cannot list roles`);
  }
  const names = listParamNames(definition.path);
  const params =
    names.length === 0
      ? undefined
      : (definition.params ?? object(Object.fromEntries(names.map((name) => [name, Id]))));
  return Object.freeze({
    name: definition.name,
    method: definition.method,
    path: definition.path,
    params,
    query: definition.query,
    body: definition.body,
    response: definition.response,
    sources: Object.freeze([...definition.sources]),
    roles: definition.roles === undefined ? undefined : Object.freeze([...definition.roles]),
    isPublic: definition.isPublic ?? false,
    status: definition.status ?? 200,
    summary: definition.summary,
  }) as Endpoint<Name, Method, Path, Query, Body, Response, IsPublic>;
}
