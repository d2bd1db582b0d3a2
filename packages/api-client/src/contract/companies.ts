/**
 * Calls about company (admin-lite) accounts and their relationships with taxpayers.
 * Source: Spec 02 §7, Spec 03 §7 ("Companies and relationships").
 */
import {
  Company,
  CompanyList,
  CompanyRelationships,
  CompanyRelationshipsQuery,
  CompanyStats,
  CompanyUpdate,
  Cuit,
  NewAdminUser,
  NewCompanyAccount,
  NonEmptyString,
  Relationship,
  StaffUser,
  UsersBatchResult,
  UsersBatchUpload,
} from '@liqui/domain';
import { object } from 'superstruct';
import { defineEndpoint } from './define-endpoint';

/**
 * `GET /root/admindashboard/adminlites/`: the companies. Any signed-in user (taxpayers pick one in
 * the plan flow); decision: activation codes are sent only to the admin.
 * Source: Spec 02 §7, Spec 03 §7.
 */
export const listCompanies = defineEndpoint({
  name: 'listCompanies',
  method: 'GET',
  path: '/root/admindashboard/adminlites/',
  response: CompanyList,
  sources: ['Spec 02 §7', 'Spec 03 §7'],
  summary: 'Lista las empresas (admin lite).',
});

/**
 * `GET /root/admindashboard/code/{code}`: the company whose activation code is `code`, as a list
 * (empty when the code is invalid). Source: Spec 02 §7, Spec 03 §7.
 */
export const getCompaniesByCode = defineEndpoint({
  name: 'getCompaniesByCode',
  method: 'GET',
  path: '/root/admindashboard/code/{code}',
  params: object({ code: NonEmptyString }),
  response: CompanyList,
  sources: ['Spec 02 §7', 'Spec 03 §7'],
  summary: 'Valida un código de empresa.',
});

/**
 * `POST /root/admindashboard/relationship/user/create`: creates the caller's relationship with a
 * company (`userId` must be the caller's unless staff). Decision: the answer is the stored
 * relationship. Source: Spec 02 §7, Spec 03 §7.
 */
export const createRelationship = defineEndpoint({
  name: 'createRelationship',
  method: 'POST',
  path: '/root/admindashboard/relationship/user/create',
  body: Relationship,
  response: Relationship,
  sources: ['Spec 02 §7', 'Spec 03 §7'],
  summary: 'Crea la relación laboral usuario–empresa.',
});

/**
 * `GET /root/admindashboard/{userId}`: one company by its account's user id. Decision (shape not
 * shown): a {@link Company}. Admin, or the company admin itself. Source: Spec 03 §7.
 */
export const getCompany = defineEndpoint({
  name: 'getCompany',
  method: 'GET',
  path: '/root/admindashboard/{userId}',
  response: Company,
  sources: ['Spec 03 §7'],
  roles: ['admin', 'operador', 'adminLite'],
  summary: 'Lee los datos de una empresa.',
});

/**
 * `PUT /root/admindashboard/`: saves company fields (picked by `user_id`). Decision (response not
 * shown): the saved company. Admin, or the company admin for its own data. Source: Spec 03 §7.
 */
export const updateCompany = defineEndpoint({
  name: 'updateCompany',
  method: 'PUT',
  path: '/root/admindashboard/',
  body: CompanyUpdate,
  response: Company,
  sources: ['Spec 03 §7'],
  roles: ['admin', 'adminLite'],
  summary: 'Guarda los datos de una empresa.',
});

/**
 * `GET /root/admindashboard/relationship/users/{cuit}`: the users linked to a company CUIT, in
 * `relationships`, paged by cursor and filtered by the server ({@link CompanyRelationshipsQuery}:
 * `limit`, `last`, the text filters and `estado`); answers `last` and `total` too. Admin and
 * operador any company; a company admin only its own CUIT (403 for another). Source: Spec 03 §7.
 */
export const listCompanyRelationships = defineEndpoint({
  name: 'listCompanyRelationships',
  method: 'GET',
  path: '/root/admindashboard/relationship/users/{cuit}',
  params: object({ cuit: Cuit }),
  query: CompanyRelationshipsQuery,
  response: CompanyRelationships,
  sources: ['Spec 03 §7'],
  roles: ['admin', 'operador', 'adminLite'],
  summary: 'Lista los usuarios vinculados a una empresa.',
});

/**
 * `GET /root/admindashboard/relationship/stats/{cuit}`: the company dashboard's figures for the
 * current Argentine month ({@link CompanyStats}), computed by SQL. Admin and operador any
 * company; a company admin only its own CUIT (403 for another). Source: Liqui (issue 15 item 1).
 */
export const getCompanyStats = defineEndpoint({
  name: 'getCompanyStats',
  method: 'GET',
  path: '/root/admindashboard/relationship/stats/{cuit}',
  params: object({ cuit: Cuit }),
  response: CompanyStats,
  sources: ['Liqui'],
  roles: ['admin', 'operador', 'adminLite'],
  summary: 'Cifras del tablero de una empresa (mes en curso).',
});

/**
 * `POST /root/admindashboard/relationship/users/batch/{cuit}`: one part (up to 100 rows) of a
 * bulk-user CSV ({@link UsersBatchUpload}). The server checks every row again with
 * `validateBulkUserRow` and, per row, creates a LITE collaborator account (invitation e-mail
 * with a temporary password) or finds the existing user, then relates it to the company; the
 * answer says per row what happened ({@link UsersBatchResult}): a row's failure (an e-mail
 * repeated in the part, a staff or company account, a new collaborator's CUIT another user has,
 * a failure of its own work) is that row's `refused` result with a Spanish reason naming the
 * row, never the part's status, and the other rows are still processed, none half-applied
 * (issue 24 item 6). Uploading the same rows again creates nothing twice (`already_linked`).
 * The rows are also kept as `usersBatch/{cuit}.csv`. 400 for a body outside the bounds (more
 * than 100 rows, a row number beyond 2,000) or a text with U+FFFD or control characters. A
 * company admin only for its own CUIT (403 otherwise); an admin for any company. Source: Liqui
 * (issue 15 item 2, issue 24 item 6), Spec 03 §5, §7 ("Bulk users").
 */
export const uploadUsersBatch = defineEndpoint({
  name: 'uploadUsersBatch',
  method: 'POST',
  path: '/root/admindashboard/relationship/users/batch/{cuit}',
  params: object({ cuit: Cuit }),
  body: UsersBatchUpload,
  response: UsersBatchResult,
  sources: ['Liqui'],
  roles: ['admin', 'adminLite'],
  summary: 'Alta masiva de colaboradores desde un CSV (por partes).',
});

/**
 * `POST /root/admindashboard/companies`: creates a company account from the admin's company list
 * (issue 14 item 5): an identity user in group `adminLite` with a temporary password e-mailed in an
 * invitation (the first sign-in asks for a new one), its user record and its company row, in one
 * flow. Body {@link NewCompanyAccount} (rules of `validateNewCompanyAccount`: CUIT, e-mail,
 * required fields, activation code). 201 the company (with its code); 400 the fields at fault;
 * 409 'Ya existe una empresa con ese CUIT', 'Ya existe un usuario con ese email' or 'El codigo
 * de activacion ya lo usa otra empresa'. Admin only. Source: Liqui (issue 14 item 5).
 */
export const createCompanyAccount = defineEndpoint({
  name: 'createCompanyAccount',
  method: 'POST',
  path: '/root/admindashboard/companies',
  body: NewCompanyAccount,
  response: Company,
  status: 201,
  sources: ['Liqui'],
  roles: ['admin'],
  summary: 'Crea una cuenta de empresa (admin lite) con invitación por email.',
});

/**
 * `POST /root/staff-users`: creates a back-office account from the new admin user form (Spec 03
 * §2, §5; issue 14 item 3) in the identity provider (the local one or Cognito, through the same
 * interface): ADMIN → group `admin`, OPERADOR → group `operador` (read-only back office), status
 * FORCE_CHANGE_PASSWORD with a temporary password e-mailed in an invitation. Body
 * {@link NewAdminUser} (rules of `validateNewAdminUser`: the user name is the e-mail). 201 the
 * {@link StaffUser}; 400 the fields at fault; 409 'Ya existe un usuario con ese email'. Admin
 * only. Source: Liqui (issue 14 item 3).
 */
export const createStaffUser = defineEndpoint({
  name: 'createStaffUser',
  method: 'POST',
  path: '/root/staff-users',
  body: NewAdminUser,
  response: StaffUser,
  status: 201,
  sources: ['Liqui'],
  roles: ['admin'],
  summary: 'Crea un usuario ADMIN u OPERADOR con invitación por email.',
});

/** The company calls, in the order the spec lists them, then Liqui's own back-office calls. */
export const companyEndpoints: readonly [
  typeof listCompanies,
  typeof getCompaniesByCode,
  typeof createRelationship,
  typeof getCompany,
  typeof updateCompany,
  typeof listCompanyRelationships,
  typeof getCompanyStats,
  typeof uploadUsersBatch,
  typeof createCompanyAccount,
  typeof createStaffUser,
] = [
  listCompanies,
  getCompaniesByCode,
  createRelationship,
  getCompany,
  updateCompany,
  listCompanyRelationships,
  getCompanyStats,
  uploadUsersBatch,
  createCompanyAccount,
  createStaffUser,
];
