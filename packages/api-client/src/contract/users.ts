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
  fromQueryNumber,
  Id,
  MeUpdate,
  PhotoRejectionReason,
  PlanChoice,
  User,
  UserList,
  UserListQuery,
  userPhotoFields,
  VepQuery,
} from '@liqui/domain';
import {
  array,
  boolean,
  define,
  type Infer,
  integer,
  max,
  min,
  nullable,
  number,
  object,
  optional,
  refine,
  size,
  string,
  union,
} from 'superstruct';
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
 * reads `tipo_usuario` after login. A taxpayer may read only its own record (with its clave
 * fiscal); staff any, with `clave_fiscal` `null` (see {@link revealClaveFiscal}). Source: Spec 01 §7.
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
 * `PUT /root/users/me`: saves the caller's own fields or requests the cancellation of the
 * service. Body: `MeUpdate` of `@liqui/domain` (only `meWritableUserFields`, the questionnaire's
 * answers among them; any other field → 400 'Campo no permitido' at that field, nothing saved),
 * checked with `validateMeUpdate` (CUIT check digit, clave fiscal 6–20, phone required; the
 * fiscal address of the questionnaire's step 17, `direccion`/`ciudad`/`provincia`/`cp`, each
 * required once sent, the postal code 4 digits or a CPA stored upper-cased, issue 25 item 7; 400
 * with the Spanish message per field). `{ baja: true }` is the cancel request: decision (Spec 02 §4
 * "Account", Spec 03 §4 and §7: the back office's 'Pedidos de Baja' tab lists estado_usuario
 * BAJA_PROGRAMADA with estado_monotributo HACER_BAJA, and the admin's save sends `baja` true only
 * for HACER_BAJA), it sets `baja` true, estado_usuario BAJA_PROGRAMADA, estado_monotributo
 * HACER_BAJA and `fecha_baja` today (Argentine date); 403 'Los usuarios lite no pueden solicitar
 * la baja del servicio' for tipo_usuario LITE. Decision: the answer is the updated record
 * (clave fiscal in clear: it is the owner's). Source: Spec 02 §7.
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
 * `estado_pago` and `estado_cbu`. Admin and the read-only operador. Source: Spec 03 §7.
 */
export const getAdminDashboardCounts = defineEndpoint({
  name: 'getAdminDashboardCounts',
  method: 'GET',
  path: '/root/admindashboard',
  response: AdminDashboardCounts,
  sources: ['Spec 03 §7'],
  roles: ['admin', 'operador'],
  summary: 'Cuenta usuarios por estado para el tablero del admin.',
});

/**
 * `GET /root/users`: users by `index` and `value` (a dashboard tab or a search), or all of them in
 * pages (`limit` ≤ 300, default 50; `last` cursor); answers `users` and `last` (null on the last
 * page).
 * Admin and the read-only operador. Source: Spec 03 §7.
 */
export const listUsers = defineEndpoint({
  name: 'listUsers',
  method: 'GET',
  path: '/root/users',
  query: UserListQuery,
  response: UserList,
  sources: ['Spec 03 §7'],
  roles: ['admin', 'operador'],
  summary: 'Lista o busca usuarios (por índice y valor, o paginado).',
});

/**
 * `GET /root/dashboard/{userId}`: a user's dashboard indicators and record. Admin and the read-only operador.
 * The record's `clave_fiscal` is `null` (see {@link revealClaveFiscal}). Source: Spec 03 §7.
 */
export const getUserDashboard = defineEndpoint({
  name: 'getUserDashboard',
  method: 'GET',
  path: '/root/dashboard/{userId}',
  response: DashboardResponse,
  sources: ['Spec 03 §7'],
  roles: ['admin', 'operador'],
  summary: 'Lee los indicadores del tablero de un usuario.',
});

/**
 * `PUT /root/users/{userId}`: the admin saves a user's fields plus the `baja` flag. A body without
 * `clave_fiscal` keeps the stored key. Decision: the answer is the updated record, its
 * `clave_fiscal` `null` (see {@link revealClaveFiscal}). Admin only. Source: Spec 03 §7.
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

/**
 * The `{field}` of the photo calls: which photo, by its flag's name (`foto_dni_fr` front of the
 * ID, `foto_dni_tr` back of the ID, `foto_rostro` face). Source: Spec 02 §3, §7 ("File storage").
 */
export const PhotoField = refine(
  string(),
  'PhotoField',
  (value) =>
    (userPhotoFields as readonly string[]).includes(value) ||
    `Expected one of ${userPhotoFields.join(', ')}`,
);

/**
 * The answer of {@link getUserPhoto}: the image's bytes (`Content-Type: image/jpeg` or
 * `image/png`, the type detected when it was uploaded), not JSON. The typed client does not
 * decode it: read it with `fetch` and `response.blob()`.
 */
export const PhotoBytes = define<Uint8Array>(
  'PhotoBytes',
  (value) => value instanceof Uint8Array || value instanceof ArrayBuffer,
);

/**
 * `PUT /root/users/me/photos/{field}`: the caller uploads one of its own photos. The body is the
 * image itself (raw bytes, not JSON, not multipart; any `Content-Type`): decision, the simplest
 * transport for one file, streamed into the file store. The server checks the type by content
 * (magic bytes: JPG or PNG, else 400 'Solo puedes subir imágenes en formato JPG/PNG!') and the
 * size (5 MB or more → 413 'La imagen debe ser menor de 5MB!'; this route's body limit replaces
 * the API's 1 MiB one), decodes it once (issue 26 item 2: damaged → 400 'El archivo está dañado o
 * no se puede leer'; over 40 megapixels by its header → 413; the server busy with other files →
 * 429 with `Retry-After`), stores it under `{lower-cased e-mail}/{field}`, sets the flag true and
 * saves it at once; the answer is the updated record. A photo that exists already is replaced
 * (the screen disables its button; the admin deletes a rejected one first).
 * Source: Spec 02 §4 ("Account"), §5 ("Photo upload"), §7 ("File storage"); issue 12 item 7.
 */
export const uploadMyPhoto = defineEndpoint({
  name: 'uploadMyPhoto',
  method: 'PUT',
  path: '/root/users/me/photos/{field}',
  params: object({ field: PhotoField }),
  response: User,
  sources: ['Liqui'],
  summary: 'Sube una foto del usuario de la sesión (DNI frente, dorso o rostro).',
});

/**
 * `GET /root/users/{userId}/photos/{field}`: one photo's bytes (see {@link PhotoBytes}), for its
 * owner, an admin (Spec 03 §2: the admin views the photos of the user being edited) or the
 * read-only operador (a view is a read; issue 14); anyone
 * else gets 403 `forbidden` (checked before looking, so it does not tell whether the user
 * exists); 404 'La foto no existe' when there is none. Photos are private: no public link.
 * Source: Spec 02 §7, Spec 03 §4 ("Photos") and §7; issue 12 item 7.
 */
export const getUserPhoto = defineEndpoint({
  name: 'getUserPhoto',
  method: 'GET',
  path: '/root/users/{userId}/photos/{field}',
  params: object({ userId: Id, field: PhotoField }),
  response: PhotoBytes,
  sources: ['Liqui'],
  summary: 'Lee una foto de un usuario (el propio usuario, un admin o un operador).',
});

/**
 * `DELETE /root/users/{userId}/photos/{field}`: deletes a user's photo and sets its flag false
 * at once (Spec 03 §4 "Photos": "false after deletion; each change is saved at once"). Admin
 * only: decision, the taxpayer's screen offers no delete (its button is disabled once the photo
 * exists, Spec 02 §5), the admin's edit screen does (Spec 03 §2). The answer is the updated
 * record; deleting a missing photo only sets the flag false. Source: Spec 03 §4, §7; issue 12 item 7.
 */
export const deleteUserPhoto = defineEndpoint({
  name: 'deleteUserPhoto',
  method: 'DELETE',
  path: '/root/users/{userId}/photos/{field}',
  params: object({ userId: Id, field: PhotoField }),
  response: User,
  sources: ['Liqui'],
  roles: ['admin'],
  summary: 'Borra una foto de un usuario (admin).',
});

/** Most changes one {@link listUserHistory} page holds, and how many when `limit` is not given. */
export const userHistoryLimits = { max: 200, default: 20 } as const;

/**
 * The query of {@link listUserHistory}: `limit` (1–200, default 20; text in the URL) and `last`,
 * the cursor the previous page answered (absent for the first page; opaque).
 */
export const UserHistoryQuery = object({
  limit: optional(fromQueryNumber(max(min(integer(), 1), userHistoryLimits.max))),
  last: optional(size(string(), 1, 40)),
});
/** The query of a user-history page (see the {@link UserHistoryQuery} struct). */
export type UserHistoryQuery = Infer<typeof UserHistoryQuery>;

/** A field value in a {@link UserChange}: the wire value (text, number, yes/no) or `null`. */
export const UserChangeValue = nullable(union([string(), number(), boolean()]));

/**
 * One change of one field of a user record by staff:
 * - `id`: increasing (newest highest); `at`: ISO 8601 UTC instant;
 * - `actor_user_id`, `actor_email`: who made it;
 * - `field`: the wire name (`telefono`, `cat_monotributo`, `foto_rostro`…);
 * - `old_value`, `new_value`: the values before and after (money as decimal strings as stored).
 *   The clave fiscal is never given: its change reads `null` → `'changed'`.
 */
export const UserChange = object({
  id: min(integer(), 1),
  at: string(),
  actor_user_id: string(),
  actor_email: string(),
  field: string(),
  old_value: UserChangeValue,
  new_value: UserChangeValue,
});
/** One change of a user field (see the {@link UserChange} struct). */
export type UserChange = Infer<typeof UserChange>;

/** One page of a user's change history: `changes` newest first, `last` the next page's cursor or `null`. */
export const UserHistory = object({ changes: array(UserChange), last: nullable(string()) });
/** One page of a user's change history (see the {@link UserHistory} struct). */
export type UserHistory = Infer<typeof UserHistory>;

/**
 * `GET /root/users/{userId}/history?limit=&last=`: the staff changes of one user record, newest
 * first, paged by cursor (issue 14 item 2: "every admin change is written to the audit log (who,
 * when, user, field, old and new value; the clave fiscal as 'changed', never in clear) and the
 * edit screen shows the user's change history"). Entries come from the audit log (`users` table
 * entries); the taxpayer's own edits are not in it. An unknown user has an empty history.
 * Admin and the read-only operador. Source: Liqui.
 */
export const listUserHistory = defineEndpoint({
  name: 'listUserHistory',
  method: 'GET',
  path: '/root/users/{userId}/history',
  params: object({ userId: Id }),
  query: UserHistoryQuery,
  response: UserHistory,
  sources: ['Liqui'],
  roles: ['admin', 'operador'],
  summary: 'Lista los cambios hechos por el staff a un usuario.',
});

/**
 * `PUT /root/users/{userId}/photos/{field}`: the admin uploads a photo of the user being edited
 * (Spec 03 §2: "Photo buttons … upload, view or delete each photo"). Same transport and checks as
 * {@link uploadMyPhoto} (raw bytes; JPG/PNG by content, else 400 'Solo puedes subir imágenes en
 * formato JPG/PNG!'; 5 MB or more → 413 'La imagen debe ser menor de 5MB!'); sets the flag true at
 * once and audits it. 404 'Usuario inexistente' for an unknown user. The answer is the updated
 * record. Admin only. Source: Liqui (Spec 03 §2, §5 "Photo upload", §7).
 */
export const uploadUserPhoto = defineEndpoint({
  name: 'uploadUserPhoto',
  method: 'PUT',
  path: '/root/users/{userId}/photos/{field}',
  params: object({ userId: Id, field: PhotoField }),
  response: User,
  sources: ['Liqui'],
  roles: ['admin'],
  summary: 'Sube una foto de un usuario (admin).',
});

/**
 * The answer of {@link revealClaveFiscal}: the user's clave fiscal in clear, or `null` when none
 * is stored.
 */
export const RevealedClaveFiscal = object({ clave_fiscal: nullable(string()) });
/** A revealed clave fiscal (see the {@link RevealedClaveFiscal} struct). */
export type RevealedClaveFiscal = Infer<typeof RevealedClaveFiscal>;

/**
 * `POST /root/users/{userId}/clave-fiscal/reveal`: the admin's explicit reveal of a user's clave
 * fiscal (issue 25 item 9: "masked by default for admins, revealed only by an explicit action that
 * is audited; never sent to an operador"). Every other answer that carries another user's record
 * to staff ({@link getUserByUsername}, {@link getUserDashboard}, {@link listUsers},
 * {@link updateUser}, {@link cancelPhotoAndSendEmail}, the photo calls) has `clave_fiscal`
 * `null`, whether or not a key is stored (decision: no "is one stored" flag, so a staff answer
 * tells nothing about the key; the taxpayer's own {@link getMe} keeps it). No body. Each call
 * writes an audit entry before answering (table `clave_fiscal_reveals`, `row_key` the user id,
 * the admin as actor, the time; `{ clave_fiscal: 'revealed' }`, never the key), read with
 * `GET /audit?table=clave_fiscal_reveals`. Answers {@link RevealedClaveFiscal}; 404 'Usuario
 * inexistente' for an unknown user. Admin only: 403 to the operador and everyone else (a POST:
 * the reveal is an action, audited, never cached or prefetched). Source: Liqui.
 */
export const revealClaveFiscal = defineEndpoint({
  name: 'revealClaveFiscal',
  method: 'POST',
  path: '/root/users/{userId}/clave-fiscal/reveal',
  params: object({ userId: Id }),
  response: RevealedClaveFiscal,
  sources: ['Liqui'],
  roles: ['admin'],
  summary: 'Muestra la clave fiscal de un usuario al admin (auditado).',
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
  typeof uploadMyPhoto,
  typeof getUserPhoto,
  typeof deleteUserPhoto,
  typeof listUserHistory,
  typeof uploadUserPhoto,
  typeof revealClaveFiscal,
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
  uploadMyPhoto,
  getUserPhoto,
  deleteUserPhoto,
  listUserHistory,
  uploadUserPhoto,
  revealClaveFiscal,
];
