/**
 * Calls about user records: the taxpayer's own record, plan, payment method and dashboard, the
 * debt refresh, and the admin's user list, counts and edits.
 * Source: Spec 01 §7, Spec 02 §7, Spec 03 §7 ("Users and admin dashboard").
 */
import {
  AdminDashboardCounts,
  AdminUserUpdate,
  CheckoutQuery,
  CheckoutResult,
  DashboardResponse,
  Id,
  MeUpdate,
  PhotoRejectionReason,
  PlanChoice,
  User,
  UserList,
  UserListQuery,
  VepQuery,
} from '@liqui/domain';
import { object } from 'superstruct';
import { MessageResponse } from './common';
import { defineEndpoint } from './define-endpoint';

/**
 * `GET /bot/debt/`: asks for a refresh of the tax-agency debt after login; the app ignores the
 * answer. Decision: the refresh runs as a background job and the call answers `{ message }` at
 * once (202); the new figure lands in the user record's `deuda_afip`. Source: Spec 01 §7, Spec 02 §7.
 */
export const refreshDebt = defineEndpoint({
  name: 'refreshDebt',
  method: 'GET',
  path: '/bot/debt/',
  response: MessageResponse,
  sources: ['Spec 01 §7', 'Spec 02 §7'],
  status: 202,
  summary: 'Refresca la deuda con ARCA del usuario (respuesta ignorada).',
});

/**
 * `GET /root/users/{username}`: a user record by user name (the e-mail, URL-encoded); the shell
 * reads `tipo_usuario` after login. A taxpayer may read only its own record; staff any.
 * Source: Spec 01 §7.
 */
export const getUserByUsername = defineEndpoint({
  name: 'getUserByUsername',
  method: 'GET',
  path: '/root/users/{username}',
  params: object({ username: Id }),
  response: User,
  sources: ['Spec 01 §7'],
  summary: 'Lee el registro de un usuario por su nombre de usuario (e-mail).',
});

/** `GET /root/users/me`: the caller's own user record. Source: Spec 02 §7. */
export const getMe = defineEndpoint({
  name: 'getMe',
  method: 'GET',
  path: '/root/users/me',
  response: User,
  sources: ['Spec 02 §7'],
  summary: 'Lee el registro del usuario de la sesión.',
});

/**
 * `PUT /root/users/me`: saves the caller's own fields (questionnaire, personal data, photo flags)
 * or `{ baja: true }` to request cancellation (refused for a lite user). Decision: the answer is
 * the updated record. Source: Spec 02 §7.
 */
export const updateMe = defineEndpoint({
  name: 'updateMe',
  method: 'PUT',
  path: '/root/users/me',
  body: MeUpdate,
  response: User,
  sources: ['Spec 02 §7'],
  summary: 'Actualiza datos del usuario de la sesión o pide la baja.',
});

/**
 * `PUT /root/users/me/plan`: saves the chosen plan (`plan_id`, `plan`, `trabaja_aplicacion`).
 * Decision: the answer is the updated record. Source: Spec 02 §7.
 */
export const updateMyPlan = defineEndpoint({
  name: 'updateMyPlan',
  method: 'PUT',
  path: '/root/users/me/plan',
  body: PlanChoice,
  response: User,
  sources: ['Spec 02 §7'],
  summary: 'Guarda el plan elegido por el usuario.',
});

/**
 * `PUT /root/users/me/vep`: chooses how the monotributo is paid, with query `vep` (`pagar` or
 * `pagoMisCuentas`) or `cbu` (automatic debit). Decision: no body; the answer is the updated
 * record. Source: Spec 02 §7.
 */
export const updateMyVep = defineEndpoint({
  name: 'updateMyVep',
  method: 'PUT',
  path: '/root/users/me/vep',
  query: VepQuery,
  response: User,
  sources: ['Spec 02 §7'],
  summary: 'Elige el medio de pago del monotributo (VEP o débito por CBU).',
});

/**
 * `GET /root/users/me/handleCheckout`: the result of a checkout by `payment_id`: `status`
 * (SUCCEEDED, FAILED, PENDING) and `errorMessage`. Source: Spec 02 §7.
 */
export const handleCheckout = defineEndpoint({
  name: 'handleCheckout',
  method: 'GET',
  path: '/root/users/me/handleCheckout',
  query: CheckoutQuery,
  response: CheckoutResult,
  sources: ['Spec 02 §7'],
  summary: 'Consulta el resultado de un checkout de pago.',
});

/** `GET /root/dashboard`: the caller's dashboard indicators and user record. Source: Spec 02 §7. */
export const getDashboard = defineEndpoint({
  name: 'getDashboard',
  method: 'GET',
  path: '/root/dashboard',
  response: DashboardResponse,
  sources: ['Spec 02 §7'],
  summary: 'Lee los indicadores del tablero del usuario de la sesión.',
});

/**
 * `GET /root/admindashboard`: user counts by value of `estado_usuario`, `estado_monotributo`,
 * `estado_pago` and `estado_cbu`. Admin only. Source: Spec 03 §7.
 */
export const getAdminDashboardCounts = defineEndpoint({
  name: 'getAdminDashboardCounts',
  method: 'GET',
  path: '/root/admindashboard',
  response: AdminDashboardCounts,
  sources: ['Spec 03 §7'],
  roles: ['admin'],
  summary: 'Cuenta usuarios por estado para el tablero del admin.',
});

/**
 * `GET /root/users`: users by `index` and `value` (a dashboard tab or a search), or all of them in
 * pages (`limit` ≤ 300, `last` cursor); answers `users` and `last` (null on the last page).
 * Admin only. Source: Spec 03 §7.
 */
export const listUsers = defineEndpoint({
  name: 'listUsers',
  method: 'GET',
  path: '/root/users',
  query: UserListQuery,
  response: UserList,
  sources: ['Spec 03 §7'],
  roles: ['admin'],
  summary: 'Lista o busca usuarios (por índice y valor, o paginado).',
});

/**
 * `GET /root/dashboard/{userId}`: a user's dashboard indicators and record. Admin only.
 * Source: Spec 03 §7.
 */
export const getUserDashboard = defineEndpoint({
  name: 'getUserDashboard',
  method: 'GET',
  path: '/root/dashboard/{userId}',
  response: DashboardResponse,
  sources: ['Spec 03 §7'],
  roles: ['admin'],
  summary: 'Lee los indicadores del tablero de un usuario.',
});

/**
 * `PUT /root/users/{userId}`: the admin saves a user's fields plus the `baja` flag. Decision: the
 * answer is the updated record. Admin only. Source: Spec 03 §7.
 */
export const updateUser = defineEndpoint({
  name: 'updateUser',
  method: 'PUT',
  path: '/root/users/{userId}',
  body: AdminUserUpdate,
  response: User,
  sources: ['Spec 03 §7'],
  roles: ['admin'],
  summary: 'Guarda los datos de un usuario (edición del admin).',
});

/**
 * `PUT /root/users/cancelPhotoAndSendEmail/{userId}/{reason}`: saves the body like
 * {@link updateUser}, deletes the photos whose flags it sets false and e-mails the user the
 * `reason` (URL-encoded, at most 500 characters). Decision: the answer is the updated record.
 * Admin only. Source: Spec 03 §4 ("Photos") and §7.
 */
export const cancelPhotoAndSendEmail = defineEndpoint({
  name: 'cancelPhotoAndSendEmail',
  method: 'PUT',
  path: '/root/users/cancelPhotoAndSendEmail/{userId}/{reason}',
  params: object({ userId: Id, reason: PhotoRejectionReason }),
  body: AdminUserUpdate,
  response: User,
  sources: ['Spec 03 §7'],
  roles: ['admin'],
  summary: 'Borra fotos de un usuario y le envía el motivo por e-mail.',
});

/** The user calls, in the order the spec lists them. */
export const userEndpoints: readonly [
  typeof refreshDebt,
  typeof getUserByUsername,
  typeof getMe,
  typeof updateMe,
  typeof updateMyPlan,
  typeof updateMyVep,
  typeof handleCheckout,
  typeof getDashboard,
  typeof getAdminDashboardCounts,
  typeof listUsers,
  typeof getUserDashboard,
  typeof updateUser,
  typeof cancelPhotoAndSendEmail,
] = [
  refreshDebt,
  getUserByUsername,
  getMe,
  updateMe,
  updateMyPlan,
  updateMyVep,
  handleCheckout,
  getDashboard,
  getAdminDashboardCounts,
  listUsers,
  getUserDashboard,
  updateUser,
  cancelPhotoAndSendEmail,
];
