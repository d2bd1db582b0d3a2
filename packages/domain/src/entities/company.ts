/**
 * Company accounts (admin lite): the companies taxpayers can collaborate with, their activation
 * code and the admin's edit form. Source: Spec 02 §3 ("Company (for codes)") and §7, Spec 03 §3
 * ("Company (admin lite)") and §7.
 */
import { array, assign, boolean, type Infer, object, omit, partial } from 'superstruct';
import { Cuit, Email, Id, NonEmptyString, nullish, Provincia } from './scalars';

/**
 * The value stored as `code` when the company has no activation code. Source: Spec 03 §5
 * ("an empty code is saved as NONE").
 */
export const NO_COMPANY_CODE = 'NONE';

/**
 * A company (admin-lite account).
 *
 * - `user_id`: the company account's user id (key of `GET /root/admindashboard/{userId}`).
 * - `cuit`, `razon_social`: always present. `display_name`: the name shown on plan cards.
 * - `telefono`, `email`, `id_impositivo`, `domicilio` (also sent as `domicilio_cliente`),
 *   `localidad`, `provincia`: contact and address.
 * - `active_signup`: taxpayers may pick it during onboarding.
 * - `is_code_active` (also `code_active`): joining needs the activation `code`; decision: the code
 *   field is named `code`, is `'NONE'` when there is none, and the server sends it only to staff
 *   (taxpayers validate a code with `GET /root/admindashboard/code/{code}`).
 * - `plan`, `tipo_plan`, `plan_id`: the plan its collaborators get.
 *
 * Source: Spec 02 §3, Spec 03 §3 and §5 ("Company edit").
 */
export const Company = object({
  user_id: Id,
  cuit: Cuit,
  razon_social: NonEmptyString,
  display_name: nullish(NonEmptyString),
  telefono: nullish(NonEmptyString),
  email: nullish(Email),
  id_impositivo: nullish(NonEmptyString),
  domicilio: nullish(NonEmptyString),
  domicilio_cliente: nullish(NonEmptyString),
  localidad: nullish(NonEmptyString),
  provincia: nullish(Provincia),
  active_signup: nullish(boolean()),
  is_code_active: nullish(boolean()),
  code_active: nullish(boolean()),
  code: nullish(NonEmptyString),
  plan: nullish(NonEmptyString),
  tipo_plan: nullish(NonEmptyString),
  plan_id: nullish(Id),
});
/** A company account (see the {@link Company} struct). */
export type Company = Infer<typeof Company>;

/**
 * The answer of `GET /root/admindashboard/adminlites/` and of
 * `GET /root/admindashboard/code/{code}`: a list of companies. For a code, the list is empty when
 * the code is invalid and holds the matching company otherwise (valid if the first element has
 * `cuit` and `razon_social`). Source: Spec 02 §7, Spec 03 §7.
 */
export const CompanyList = array(Company);
/** A list of companies (see the {@link CompanyList} struct). */
export type CompanyList = Infer<typeof CompanyList>;

/**
 * The body of `PUT /root/admindashboard/`: `user_id` picks the company, the other
 * {@link Company} fields are optional (only those sent change). Decision: the answer is the
 * updated company. Source: Spec 03 §7 ("body company fields; the response is not shown").
 */
export const CompanyUpdate = assign(partial(omit(Company, ['user_id'])), object({ user_id: Id }));
/** An update of a company (see the {@link CompanyUpdate} struct). */
export type CompanyUpdate = Infer<typeof CompanyUpdate>;

/**
 * The body of `POST /root/admindashboard/companies` (Liqui's own call, issue 14 item 5): a new
 * company account. `email` is both the account's sign-in name (it receives the invitation with a
 * temporary password) and the company's contact e-mail; `cuit`, `razon_social`, `domicilio`,
 * `localidad`, `provincia` are required; `code` is the activation code (required when
 * `is_code_active`; absent or blank → `NONE`). The rules and their Spanish messages are
 * `validateNewCompanyAccount`'s. Source: Spec 03 §3 ("Company (admin lite)"), §5 ("Company
 * edit"), issue 14 item 5.
 */
export const NewCompanyAccount = object({
  cuit: NonEmptyString,
  email: NonEmptyString,
  razon_social: NonEmptyString,
  domicilio: NonEmptyString,
  localidad: NonEmptyString,
  provincia: NonEmptyString,
  display_name: nullish(NonEmptyString),
  telefono: nullish(NonEmptyString),
  id_impositivo: nullish(NonEmptyString),
  active_signup: nullish(boolean()),
  is_code_active: nullish(boolean()),
  code: nullish(NonEmptyString),
});
/** A new company account (see the {@link NewCompanyAccount} struct). */
export type NewCompanyAccount = Infer<typeof NewCompanyAccount>;
