/**
 * Links between a taxpayer and a company (admin lite): the work relationship created when a
 * taxpayer picks a company, and the rows of the company dashboard.
 * Source: Spec 02 §3 and §7, Spec 03 §3 and §7.
 */
import {
  array,
  coerce,
  type Infer,
  integer,
  max,
  min,
  nullable,
  object,
  optional,
  size,
  string,
} from 'superstruct';
import { TipoResponsable } from './invoice';
import {
  Count,
  Cuit,
  Email,
  fromQueryNumber,
  Id,
  IsoDate,
  IsoMonth,
  NonEmptyString,
  nullish,
} from './scalars';
import { EstadoUsuario } from './user-statuses';

/**
 * A user–company relationship (relación laboral).
 *
 * - `adminCuit`: the company's CUIT. `razonSocial`, `domicilio`, `tipoResponsable`: the company's
 *   business name, address and IVA condition.
 * - `userId`, `nombreUsuario`, `apellidoUsuario`, `emailUsuario`, `telefonoUsuario`,
 *   `cuitUsuario`: the taxpayer (phone and CUIT may be missing before the questionnaire).
 * - `fecha_desde`: start, `YYYY-MM-DD`; `fecha_hasta`: end, `YYYY-MM-DD`, `null` while it lasts.
 *
 * Body of `POST /root/admindashboard/relationship/user/create` and, decision, also its answer
 * (the stored relationship). Source: Spec 02 §3 and §7, Spec 03 §3 and §7.
 */
export const Relationship = object({
  adminCuit: Cuit,
  userId: Id,
  razonSocial: NonEmptyString,
  domicilio: nullish(NonEmptyString),
  tipoResponsable: TipoResponsable,
  nombreUsuario: NonEmptyString,
  apellidoUsuario: NonEmptyString,
  emailUsuario: Email,
  telefonoUsuario: nullish(NonEmptyString),
  cuitUsuario: nullish(Cuit),
  fecha_desde: IsoDate,
  fecha_hasta: nullish(IsoDate),
});
/** A user–company relationship (see the {@link Relationship} struct). */
export type Relationship = Infer<typeof Relationship>;

/**
 * One row of the company (admin lite) dashboard: a user linked to the company's CUIT, with the
 * user's CUIT, e-mail, surname, first name, phone, platform status, the company code used
 * (`codigo`, `null` when none) and `user_id`. Source: Spec 03 §2 ("General dashboard") and §3.
 */
export const AdminLiteUserRelation = object({
  cuitUsuario: nullish(Cuit),
  emailUsuario: Email,
  apellidoUsuario: nullish(NonEmptyString),
  nombreUsuario: nullish(NonEmptyString),
  telefonoUsuario: nullish(NonEmptyString),
  estadoUsuario: nullish(EstadoUsuario),
  codigo: nullish(NonEmptyString),
  user_id: Id,
});
/** A user row of the company dashboard (see the {@link AdminLiteUserRelation} struct). */
export type AdminLiteUserRelation = Infer<typeof AdminLiteUserRelation>;

/** Most rows one page of the company's users holds; also the default page. */
export const COMPANY_RELATIONSHIPS_PAGE_SIZE = 200;

/** A text filter of the company dashboard: 1–100 characters. */
const TextFilter = optional(size(NonEmptyString, 1, 100));

/**
 * The query of `GET /root/admindashboard/relationship/users/{cuit}` (Liqui; the spec's call has
 * none): `limit` (1–{@link COMPANY_RELATIONSHIPS_PAGE_SIZE}, default the maximum; text in the
 * URL), `last` (the cursor a page answered), and the dashboard's filters, applied by the server
 * so that paging and the CSV see the same rows: `cuitUsuario`, `emailUsuario`,
 * `apellidoUsuario`, `nombreUsuario`, `codigo` (case-insensitive substring; the CUIT also
 * without dashes) and `estado`, comma-separated {@link EstadoUsuario} values (any of them).
 */
export const CompanyRelationshipsQuery = object({
  limit: optional(fromQueryNumber(max(min(integer(), 1), COMPANY_RELATIONSHIPS_PAGE_SIZE))),
  last: optional(size(NonEmptyString, 1, 40)),
  cuitUsuario: TextFilter,
  emailUsuario: TextFilter,
  apellidoUsuario: TextFilter,
  nombreUsuario: TextFilter,
  codigo: TextFilter,
  estado: optional(
    coerce(array(EstadoUsuario), string(), (text) =>
      text
        .split(',')
        .map((value) => value.trim())
        .filter((value) => value !== ''),
    ),
  ),
});
/** The query of the company's users (see the {@link CompanyRelationshipsQuery} struct). */
export type CompanyRelationshipsQuery = Infer<typeof CompanyRelationshipsQuery>;

/**
 * The answer of `GET /root/admindashboard/relationship/users/{cuit}`: `relationships`, the users
 * linked to that company CUIT (one page, oldest link first), `last` the next page's cursor
 * (`null` on the last page; Liqui) and `total`, how many rows the filters match (Liqui).
 * Source: Spec 03 §7 ("response has a relationships list").
 */
export const CompanyRelationships = object({
  relationships: array(AdminLiteUserRelation),
  last: nullable(string()),
  total: Count,
});
/** The users linked to a company (see the {@link CompanyRelationships} struct). */
export type CompanyRelationships = Infer<typeof CompanyRelationships>;

/**
 * The company dashboard's figures (Liqui, issue 15 item 1: the spec's placeholder cards made
 * useful), for the Argentine calendar month `mes` (`YYYY-MM`):
 * - `colaboradores`: users with an open relationship with the company; `activos`: those of them
 *   whose estado_usuario is ACTIVO (the spec's active-users counter);
 * - `facturandoEsteMes`: collaborators with at least one EMITTED invoice dated in `mes`;
 * - `montoEsteMesCents`: the total in cents of the EMITTED invoices dated in `mes` whose receiver
 *   is the company's CUIT (document type 80);
 * - `pendientesORechazadas`: invoices to the company's CUIT dated in `mes` that are waiting for
 *   ARCA (PENDING_AFIP, QUEUED) or were REJECTED.
 */
export const CompanyStats = object({
  mes: IsoMonth,
  colaboradores: Count,
  activos: Count,
  facturandoEsteMes: Count,
  montoEsteMesCents: Count,
  pendientesORechazadas: Count,
});
/** The company dashboard's figures (see the {@link CompanyStats} struct). */
export type CompanyStats = Infer<typeof CompanyStats>;
