/**
 * Links between a taxpayer and a company (admin lite): the work relationship created when a
 * taxpayer picks a company, and the rows of the company dashboard.
 * Source: Spec 02 §3 and §7, Spec 03 §3 and §7.
 */
import { array, type Infer, object } from 'superstruct';
import { TipoResponsable } from './invoice';
import { Cuit, Email, Id, IsoDate, NonEmptyString, nullish } from './scalars';
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

/**
 * The answer of `GET /root/admindashboard/relationship/users/{cuit}`: `relationships`, the users
 * linked to that company CUIT. Source: Spec 03 §7 ("response has a relationships list").
 */
export const CompanyRelationships = object({
  relationships: array(AdminLiteUserRelation),
});
/** The users linked to a company (see the {@link CompanyRelationships} struct). */
export type CompanyRelationships = Infer<typeof CompanyRelationships>;
