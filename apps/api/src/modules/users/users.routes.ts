import { endpoints } from '@liqui/api-client';
import { Hono } from 'hono';
import { allowEndpoint, principalOf } from '../../http/access.js';
import type { AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import type { UsersService } from './users.service.js';

/**
 * User record routes, mounted under `/api` (contract: `getMe`, `getUserByUsername` of
 * `@liqui/api-client`; Spec 01 §7, 02 §7).
 *
 * - `GET /api/root/users/me` (any signed-in user) → 200 the caller's `User`; a caller without a
 *   record gets one created from its token (see `getOwnRecord`).
 * - `GET /api/root/users/{username}` (any signed-in user; the user name is the e-mail,
 *   URL-encoded) → 200 the `User` when it is the caller's own name or the caller is admin; 403
 *   `forbidden` for anyone else; 404 `{ message: 'Usuario inexistente', code: 'not_found' }` when
 *   an admin asks for a name without a record.
 *
 * Order matters: `/root/users/me` is registered before `/root/users/:username`, so Hono answers
 * `me` with the first (a user literally named "me" cannot exist: user names are e-mails).
 */
export function createUsersRoutes({ users }: { users: UsersService }) {
  return new Hono<AppEnv>()
    .get('/root/users/me', allowEndpoint(endpoints.getMe), async (c) => {
      return c.json(await users.getOwnRecord(principalOf(c)), 200);
    })
    .get(
      '/root/users/:username',
      allowEndpoint(endpoints.getUserByUsername),
      validate('param', endpoints.getUserByUsername.params!),
      async (c) => {
        const { username } = c.req.valid('param') as { username: string };
        return c.json(await users.getByUsername(principalOf(c), username), 200);
      },
    );
}
