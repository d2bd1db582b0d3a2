import { endpoints } from '@liqui/api-client';
import { messages, photoMaxBytes, userPhotoFields } from '@liqui/domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { allowEndpoint, honoPathOf, principalOf } from '../../http/access.js';
import type { AppEnv } from '../../http/context.js';
import { createRouter, paramsOf, route } from '../../http/route.js';
import { validate } from '../../http/validate.js';
import { ServiceError } from '../../service-error.js';
import type { PhotoField, PhotosService } from './photos.service.js';

/**
 * The `field` path parameter as a {@link PhotoField}. The contract's `PhotoField` struct has
 * already refused any other value (400); its type is `string`, so this finds it in the list.
 *
 * @throws Error when `field` is not one of `userPhotoFields` (the contract let it through).
 */
function photoFieldOf(field: string): PhotoField {
  const known = userPhotoFields.find((name) => name === field);
  if (known === undefined) throw new Error(`Not a photo field: ${field}`);
  return known;
}

/**
 * Whether a request is a photo upload (`PUT /api/root/users/me/photos/{field}`, or the admin's
 * `PUT /api/root/users/{userId}/photos/{field}`), whose body may
 * be up to 5 MB: the app's 1 MiB `/api` body limit skips it (`app.ts`) and the route applies its
 * own ({@link createPhotosRoutes}).
 */
export function isPhotoUpload(c: Context): boolean {
  return c.req.method === 'PUT' && /^\/api\/root\/users\/[^/]+\/photos\/[^/]+$/.test(c.req.path);
}

/** The 5 MB body limit of a photo upload: 413 'La imagen debe ser menor de 5MB!' beyond it. */
const photoBodyLimit = bodyLimit({
  maxSize: photoMaxBytes - 1,
  onError: () => {
    throw new ServiceError('payload_too_large', messages['photo.size']);
  },
});

/**
 * The photo routes, mounted under `/api` (contract: `uploadMyPhoto`, `getUserPhoto`,
 * `deleteUserPhoto` of `@liqui/api-client`; issue 12 item 7):
 *
 * - `PUT /api/root/users/me/photos/{field}` (any signed-in user, its own photo): the body is the
 *   image's raw bytes (decision: no JSON, no multipart; one file per call, any `Content-Type`).
 *   A body of 5 MB (5 MiB) or more is cut off while it streams in: 413
 *   `{ code: 'payload_too_large', message: 'La imagen debe ser menor de 5MB!' }`. Then
 *   `PhotosService.upload` checks the content's type and stores it. → 200 the updated `User`.
 * - `PUT /api/root/users/{userId}/photos/{field}` (admin): the same upload for the user being
 *   edited (`PhotosService.uploadFor`, audited). Registered after the caller's own upload, so
 *   `me` is always the caller's.
 * - `GET /api/root/users/{userId}/photos/{field}` (the owner, an admin or an operador): 200 the image bytes with
 *   its `Content-Type`, `Cache-Control: private, no-store` (never kept by a shared cache),
 *   `Content-Disposition: inline`.
 * - `DELETE /api/root/users/{userId}/photos/{field}` (admin): 200 the updated `User` (audited).
 *
 * The upload and the read are not JSON, so they are declared with `allowEndpoint` and the
 * endpoint's params struct by hand instead of `route(...)` (which answers JSON); the access walk
 * (`access.test.ts`) sees them like any other route.
 */
export function createPhotosRoutes({ photos }: { photos: PhotosService }) {
  const upload = endpoints.uploadMyPhoto;
  const read = endpoints.getUserPhoto;
  const adminUpload = endpoints.uploadUserPhoto;
  const router = new Hono<AppEnv>()
    .put(
      honoPathOf(upload.path),
      allowEndpoint(upload),
      validate('param', paramsOf(upload)),
      photoBodyLimit,
      async (c) => {
        const bytes = new Uint8Array(await c.req.arrayBuffer());
        const field = photoFieldOf(c.req.valid('param').field);
        return c.json(await photos.upload(principalOf(c), field, bytes));
      },
    )
    .put(
      honoPathOf(adminUpload.path),
      allowEndpoint(adminUpload),
      validate('param', paramsOf(adminUpload)),
      photoBodyLimit,
      async (c) => {
        const bytes = new Uint8Array(await c.req.arrayBuffer());
        const { userId, field } = c.req.valid('param');
        return c.json(await photos.uploadFor(principalOf(c), userId, photoFieldOf(field), bytes));
      },
    )
    .get(
      honoPathOf(read.path),
      allowEndpoint(read),
      validate('param', paramsOf(read)),
      async (c) => {
        const { userId, field } = c.req.valid('param');
        const file = await photos.read(principalOf(c), userId, photoFieldOf(field));
        return c.body(new Uint8Array(file.body), 200, {
          'Content-Type': file.contentType,
          'Content-Length': String(file.body.byteLength),
          'Cache-Control': 'private, no-store',
          'Content-Disposition': 'inline',
        });
      },
    );
  router.route(
    '/',
    createRouter(
      route(endpoints.deleteUserPhoto, ({ principal, params }) =>
        photos.remove(principal, params.userId, photoFieldOf(params.field)),
      ),
    ),
  );
  return router;
}
