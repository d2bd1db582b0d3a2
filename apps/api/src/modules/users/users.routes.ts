import { endpoints } from '@liqui/api-client';
import { createRouter, route } from '../../http/route.js';
import type { PhotosService } from './photos.service.js';
import type { UsersService } from './users.service.js';

/**
 * User record routes, mounted under `/api` (contract: `getMe`, `updateMe`, `getUserByUsername`,
 * `revealClaveFiscal` of `@liqui/api-client`; Spec 01 §7, 02 §7).
 *
 * - `GET /api/root/users/me` (any signed-in user) → 200 the caller's `User`; a caller without a
 *   record gets one created from its token (see `getOwnRecord`).
 * - `PUT /api/root/users/me` (any signed-in user) → 200 the updated `User`; 400 for a field it may
 *   not write or a value the domain refuses, 403 for a lite user's `baja` (see `updateMe`).
 * - `GET /api/root/users/{username}` (any signed-in user; the user name is the e-mail,
 *   URL-encoded) → 200 the `User` when it is the caller's own name or the caller is admin; 403
 *   `forbidden` for anyone else; 404 `{ code: 'not_found', message: 'Usuario inexistente' }` when
 *   an admin asks for a name without a record.
 *
 * - `PUT /api/root/users/{userId}` (admin; contract `updateUser`) → 200 the updated `User`; 400
 *   `validation` with the Spanish message of each field at fault (Spec 03 §5, see
 *   `UsersService.updateByAdmin`); 404 'Usuario inexistente'; 403 for anyone else (operador too).
 * - `PUT /api/root/users/cancelPhotoAndSendEmail/{userId}/{reason}` (admin) → the same save, then
 *   the photos whose flags it sets false are deleted and the user is e-mailed the reason
 *   (`PhotosService.cancelPhotosAndNotify`).
 *
 * - `POST /api/root/users/{userId}/clave-fiscal/reveal` (admin; contract `revealClaveFiscal`) →
 *   200 `{ clave_fiscal }`, audited (`UsersService.revealClaveFiscal`); 404 'Usuario inexistente';
 *   403 for anyone else (operador too). Every other answer to staff has `clave_fiscal` null.
 *
 * Order matters: `/root/users/me` is registered before `/root/users/{username}`, so Hono answers
 * `me` with the first (a user literally named "me" cannot exist: user names are e-mails); likewise
 * `PUT /root/users/me` before `PUT /root/users/{userId}` (user ids are the provider's subjects).
 */
export function createUsersRoutes({
  users,
  photos,
}: {
  users: UsersService;
  photos: PhotosService;
}) {
  return createRouter(
    route(endpoints.getMe, ({ principal }) => users.getOwnRecord(principal)),
    route(endpoints.updateMe, ({ principal, body }) => users.updateMe(principal, body)),
    route(endpoints.cancelPhotoAndSendEmail, ({ principal, params, body }) =>
      photos.cancelPhotosAndNotify(principal, { ...params, body }),
    ),
    route(endpoints.updateUser, ({ principal, params, body }) =>
      users.updateByAdmin(principal, params.userId, body),
    ),
    route(endpoints.getUserByUsername, ({ principal, params }) =>
      users.getByUsername(principal, params.username),
    ),
    route(endpoints.revealClaveFiscal, ({ principal, params }) =>
      users.revealClaveFiscal(principal, params.userId),
    ),
  );
}
