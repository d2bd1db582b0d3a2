import { buildUrl, endpoints } from '@liqui/api-client';
import { messages, type User, type userPhotoFields, validatePhoto } from '@liqui/domain';
import { currentIdToken } from '../session/amplify-identity';

/** A photo of the account: `foto_dni_fr`, `foto_dni_tr`, `foto_rostro`. */
export type PhotoField = (typeof userPhotoFields)[number];

/** The outcome of {@link uploadPhoto}: the updated record, or the Spanish message to show. */
export type UploadOutcome =
  | { readonly ok: true; readonly user: User }
  | { readonly ok: false; readonly message: string; readonly status?: number };

/**
 * Uploads one of the session user's photos (`uploadMyPhoto`, `PUT /root/users/me/photos/{field}`),
 * or, with `userId`, the admin's upload for that user (`uploadUserPhoto`, Spec 03 §2;
 * Spec 02 §4 "Account", §5 "Photo upload"). First the browser's check, as the original screen did
 * (`validatePhoto` on the declared type and size: 'Solo puedes subir imágenes en formato
 * JPG/PNG!', 'La imagen debe ser menor de 5MB!'), so a large file is not sent at all; then the
 * server checks the content itself. The file goes as the raw body (the typed client speaks JSON
 * only), with the session's identity token.
 *
 * @param options.baseUrl - the API base (`/api`).
 * @returns the updated record, or the message of the refusal (the server's Spanish message;
 *   'Error de actualización de usuario' when the call fails otherwise).
 */
export async function uploadPhoto(options: {
  readonly baseUrl: string;
  readonly field: PhotoField;
  readonly file: File;
  /** Another user's id: the admin's upload (`uploadUserPhoto`); absent for the caller's own. */
  readonly userId?: string;
}): Promise<UploadOutcome> {
  const checked = validatePhoto({ byteLength: options.file.size, mediaType: options.file.type });
  if (!checked.ok) return { ok: false, message: checked.errors[0]?.message ?? '' };
  const token = (await currentIdToken().catch(() => null))?.jwt;
  const url =
    options.userId === undefined
      ? buildUrl({
          baseUrl: options.baseUrl,
          template: endpoints.uploadMyPhoto.path,
          params: { field: options.field },
        })
      : buildUrl({
          baseUrl: options.baseUrl,
          template: endpoints.uploadUserPhoto.path,
          params: { userId: options.userId, field: options.field },
        });
  try {
    const response = await fetch(url, {
      method: 'PUT',
      headers: {
        ...(token ? { Authorization: token } : {}),
        'Content-Type': options.file.type || 'application/octet-stream',
      },
      body: options.file,
    });
    const body = (await response.json().catch(() => null)) as unknown;
    if (response.ok) return { ok: true, user: body as User };
    const text =
      typeof body === 'object' && body !== null
        ? (body as { message?: unknown }).message
        : undefined;
    const message = typeof text === 'string' && text !== '' ? text : messages['user.updateError'];
    return { ok: false, message, status: response.status };
  } catch {
    return { ok: false, message: messages['user.updateError'] };
  }
}
