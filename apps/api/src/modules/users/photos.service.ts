import {
  type AdminUserUpdate,
  messages,
  normalizeEmail,
  type User,
  userPhotoFields,
  validatePhoto,
} from '@liqui/domain';
import { fileTypeFromBuffer } from 'file-type';
import type { FileStore, StoredFile } from '../../integrations/blob/index.js';
import { type Mailer, sendNotice } from '../../integrations/mail/mailer.js';
import type { Logger } from '../../logger.js';
import { photoRejectionMail } from '../../mail-templates/photo-rejected.js';
import { hasAnyGroup, type Principal } from '../../principal.js';
import { forbidden, invalid, notFound, ServiceError } from '../../service-error.js';
import type { UsersService } from './users.service.js';

/** A photo field: `foto_dni_fr` (ID front), `foto_dni_tr` (ID back), `foto_rostro` (face). */
export type PhotoField = (typeof userPhotoFields)[number];

/**
 * Who may read other users' photos: admin (Spec 03 §2: the admin's edit screen views them) and
 * the read-only operador (issue 14: it sees everything an admin sees; a view is a read). Deleting
 * and uploading for another user is admin only (the contract's roles). Decision: the company
 * admin (adminLite) and the document-control roles do not (they work with their collaborators
 * and candidates, not with these records).
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
export function createPhotosService(deps: {
  users: UsersService;
  files: FileStore;
  mailer?: Mailer;
  logger?: Logger;
}) {
  const { users, files } = deps;

  /**
   * The media type of an upload, read from its content (magic bytes, `file-type`), never from
   * the name or the declared `Content-Type`.
   *
   * @throws ServiceError `validation` (400) 'Solo puedes subir imágenes en formato JPG/PNG!' at
   *   `file`; `payload_too_large` (413) 'La imagen debe ser menor de 5MB!'.
   */
  async function checkedMediaType(bytes: Uint8Array): Promise<string> {
    const detected = await fileTypeFromBuffer(bytes);
    const checked = validatePhoto({ byteLength: bytes.byteLength, mediaType: detected?.mime });
    if (checked.ok) return checked.value;
    const [error] = checked.errors;
    if (error?.code === 'photo.size') {
      throw new ServiceError('payload_too_large', messages['photo.size']);
    }
    throw invalid(
      checked.errors.map(({ path, message, code }) => ({ path, message, code })),
      messages['photo.format'],
    );
  }

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
    const mediaType = await checkedMediaType(bytes);
    const owner = await users.getOwnRecord(principal);
    await files.put(photoKeyOf(owner.email, field), bytes, mediaType);
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
   * `PUT /root/users/{userId}/photos/{field}`: the admin stores a photo of `userId` (same checks
   * as {@link upload}) and sets its flag true at once, audited (`applyStaffChanges`). Admin only
   * (the route checks the role). A photo that exists is replaced.
   *
   * @returns the updated record.
   * @throws ServiceError as {@link upload}; `not_found` (404) 'Usuario inexistente'.
   */
  async function uploadFor(
    principal: Principal,
    userId: string,
    field: PhotoField,
    bytes: Uint8Array,
  ): Promise<User> {
    const mediaType = await checkedMediaType(bytes);
    const owner = await users.findByUserId(userId);
    if (!owner) throw notFound(messages['user.notFound']);
    await files.put(photoKeyOf(owner.email, field), bytes, mediaType);
    return users.applyStaffChanges(principal, userId, { [field]: true });
  }

  /**
   * Deletes a photo of `userId` and sets its flag false (saved at once, audited as the admin's
   * change). Admin only (the route checks the role). Deleting a photo that is not there only
   * clears the flag.
   *
   * @returns the updated record.
   * @throws ServiceError `not_found` (404) 'Usuario inexistente' when the user does not exist.
   */
  async function remove(principal: Principal, userId: string, field: PhotoField): Promise<User> {
    const owner = await users.findByUserId(userId);
    if (!owner) throw notFound(messages['user.notFound']);
    await files.delete(photoKeyOf(owner.email, field));
    return users.applyStaffChanges(principal, userId, { [field]: false });
  }

  /**
   * `PUT /root/users/cancelPhotoAndSendEmail/{userId}/{reason}` (Spec 03 §4 "Photos", §7): saves
   * `body` exactly as `PUT /root/users/{userId}` does (same validation, baja rule and audit; a
   * refused body changes nothing and deletes nothing), then deletes from the file store the photos
   * whose flags the body sets false (decision: every such flag, whether or not it was true; a
   * missing file is no error), then e-mails the user the `reason` (`mail-templates/photo-rejected.ts`;
   * the outbox outside production). A failed send is logged at `error` (`sendNotice`) and the
   * answer is still the saved record (decision: the photos are gone already; the admin can tell
   * the user otherwise).
   *
   * @returns the updated record.
   * @throws ServiceError `not_found` (404) 'Usuario inexistente'; `validation` (400).
   */
  async function cancelPhotosAndNotify(
    principal: Principal,
    input: { userId: string; reason: string; body: AdminUserUpdate },
  ): Promise<User> {
    const current = await users.findByUserId(input.userId);
    if (!current) throw notFound(messages['user.notFound']);
    const changes = users.checkAdminUpdate(input.body, current);
    const updated = await users.applyStaffChanges(principal, input.userId, changes);
    for (const field of userPhotoFields) {
      if (changes[field] === false) await files.delete(photoKeyOf(current.email, field));
    }
    await sendNotice(
      deps,
      photoRejectionMail({ to: updated.email, givenName: updated.nombre, reason: input.reason }),
      { mail: 'photo-rejected', userId: input.userId },
    );
    return updated;
  }

  return { upload, uploadFor, read, remove, cancelPhotosAndNotify };
}
