import {
  messages,
  normalizeEmail,
  type User,
  type userPhotoFields,
  validatePhoto,
} from '@liqui/domain';
import { fileTypeFromBuffer } from 'file-type';
import type { FileStore, StoredFile } from '../../integrations/blob/index.js';
import { hasAnyGroup, type Principal } from '../../principal.js';
import { forbidden, invalid, notFound, ServiceError } from '../../service-error.js';
import type { UsersService } from './users.service.js';

/** A photo field: `foto_dni_fr` (ID front), `foto_dni_tr` (ID back), `foto_rostro` (face). */
export type PhotoField = (typeof userPhotoFields)[number];

/**
 * Who may read other users' photos: admin (Spec 03 §2: the admin's edit screen views and deletes
 * them) and the read-only operador (issue 14 item 3); deleting is the admin's only (the contract's
 * `deleteUserPhoto` roles refuse an operador first). Decision: the company admin (adminLite) and the document-control roles do
 * not (they work with their collaborators and candidates, not with these records).
 */
export const photoStaffGroups = ['admin', 'operador'] as const;

/**
 * The key a photo is stored under: the owner's lower-cased e-mail and the field name,
 * `ana@example.com/foto_rostro` (Spec 02 §7 "File storage", Spec 03 §7).
 */
export function photoKeyOf(email: string, field: PhotoField): string {
  return `${normalizeEmail(email)}/${field}`;
}

/** The photos service (see {@link createPhotosService}). */
export type PhotosService = ReturnType<typeof createPhotosService>;

/**
 * The taxpayers' photos (front and back of the ID, face): upload by the owner, read by the owner
 * or an admin, delete by an admin; the files live in the {@link FileStore}, the flags
 * (`foto_dni_fr`, `foto_dni_tr`, `foto_rostro`) in the user record, saved at once with each
 * change (Spec 02 §4 "Account", §5 "Photo upload"; Spec 03 §4 "Photos"; issue 12 item 7).
 */
export function createPhotosService(deps: { users: UsersService; files: FileStore }) {
  const { users, files } = deps;

  /**
   * Stores the caller's photo and sets its flag true (saved at once). The type is read from the
   * content (magic bytes, `file-type`), never from the name or the declared `Content-Type`: a PNG
   * named `.jpg`, with text appended after the image, passes (it is a PNG); a text file named
   * `.jpg` does not. The file is stored with the detected type.
   *
   * @param bytes - the whole upload (the route already refused 5 MB or more).
   * @returns the updated record.
   * @throws ServiceError `validation` (400) 'Solo puedes subir imágenes en formato JPG/PNG!' at
   *   `file` when the content is not JPG or PNG; `payload_too_large` (413) 'La imagen debe ser
   *   menor de 5MB!' at 5 MB or more.
   */
  async function upload(principal: Principal, field: PhotoField, bytes: Uint8Array): Promise<User> {
    const detected = await fileTypeFromBuffer(bytes);
    const checked = validatePhoto({ byteLength: bytes.byteLength, mediaType: detected?.mime });
    if (!checked.ok) {
      const [error] = checked.errors;
      if (error?.code === 'photo.size') {
        throw new ServiceError('payload_too_large', messages['photo.size']);
      }
      throw invalid(
        checked.errors.map(({ path, message, code }) => ({ path, message, code })),
        messages['photo.format'],
      );
    }
    const owner = await users.getOwnRecord(principal);
    await files.put(photoKeyOf(owner.email, field), bytes, checked.value);
    const updated = await users.updateFields(owner.user_id, { [field]: true });
    if (!updated) throw notFound(messages['user.notFound']);
    return updated;
  }

  /**
   * One photo of `userId`, for the user itself or an admin.
   *
   * @throws ServiceError `forbidden` (403) for anyone else, before looking anything up (the
   *   answer does not tell whether the user exists); `not_found` (404) 'La foto no existe' when
   *   the user or the file does not exist.
   */
  async function read(
    principal: Principal,
    userId: string,
    field: PhotoField,
  ): Promise<StoredFile> {
    if (principal.userId !== userId && !hasAnyGroup(principal, photoStaffGroups)) {
      throw forbidden();
    }
    const owner = await users.findByUserId(userId);
    if (!owner) throw notFound(messages['photo.notFound']);
    const file = await files.get(photoKeyOf(owner.email, field));
    if (!file) throw notFound(messages['photo.notFound']);
    return file;
  }

  /**
   * Deletes a photo of `userId` and sets its flag false (saved at once). Admin only (the route
   * checks the role). Deleting a photo that is not there only clears the flag.
   *
   * @returns the updated record.
   * @throws ServiceError `not_found` (404) 'Usuario inexistente' when the user does not exist.
   */
  async function remove(userId: string, field: PhotoField): Promise<User> {
    const owner = await users.findByUserId(userId);
    if (!owner) throw notFound(messages['user.notFound']);
    await files.delete(photoKeyOf(owner.email, field));
    const updated = await users.updateFields(userId, { [field]: false });
    if (!updated) throw notFound(messages['user.notFound']);
    return updated;
  }

  return { upload, read, remove };
}
