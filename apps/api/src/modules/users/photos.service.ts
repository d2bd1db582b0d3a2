import {
  type AdminUserUpdate,
  messages,
  nextStatus,
  normalizeEmail,
  photoFlagOf,
  photoStatusMachine,
  photoStatusOf,
  type User,
  userPhotoFields,
  validatePhoto,
} from '@liqui/domain';
import { fileTypeFromBuffer } from 'file-type';
import type { HeavyWork } from '../../heavy-work/pool.js';
import { assertFileKey } from '../../integrations/blob/file-store.js';
import type { FileStore, StoredFile } from '../../integrations/blob/index.js';
import { type Mailer, sendNotice } from '../../integrations/mail/mailer.js';
import type { Logger } from '../../logger.js';
import { photoRejectionMail } from '../../mail-templates/photo-rejected.js';
import { hasAnyGroup, type Principal } from '../../principal.js';
import { conflict, forbidden, invalid, notFound, ServiceError } from '../../service-error.js';
import type { PhotoEvents, UsersService } from './users.service.js';

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
 * The key a photo is stored under: `photos/{user id}/{field}`
 * (`photos/0b6c…-e1/foto_rostro`), the user id percent-encoded as one segment.
 *
 * Decision (issue 26 item 3, "never build storage keys from user text"): Spec 02 §7 ("File
 * storage") stores photos under the owner's lower-cased e-mail plus the field name. The layout is
 * kept (the owner, then the field) with the owner named by the id the server assigned instead of
 * the e-mail the user typed: an e-mail with `/`, `\`, `..` or `%` made keys that the file store
 * refuses (every upload of that user was a 500) or that nest under another user's folder. The id
 * also never changes (the e-mail is read-only for staff, but an id is the record's own name).
 * Photos stored before are still found: see {@link legacyPhotoKeyOf}.
 */
export function photoKeyOf(userId: string, field: PhotoField): string {
  return `photos/${encodeURIComponent(userId)}/${field}`;
}

/**
 * The key a photo was stored under before issue 26 item 3: the owner's lower-cased e-mail and
 * the field name (`ana@example.com/foto_rostro`, Spec 02 §7), or `undefined` when that text is no
 * valid file key (`assertFileKey`: an e-mail starting with `/`, with `//`, a `..` segment, a
 * backslash…), where nothing can have been stored. Reads fall back to it when the photo is not
 * under {@link photoKeyOf}; an upload, a delete and a rejection remove it, so a replaced or
 * deleted photo never comes back. Nothing is moved or deleted otherwise (no migration).
 *
 * The two never name the same file: a {@link photoKeyOf} key's middle segment is a
 * percent-encoded id (an `@` would be `%40`), while a legacy key of three segments under `photos/`
 * needs an e-mail `photos/…@…` whose `@` stays as it is.
 */
export function legacyPhotoKeyOf(email: string, field: PhotoField): string | undefined {
  const key = `${normalizeEmail(email)}/${field}`;
  try {
    assertFileKey(key);
    return key;
  } catch {
    return undefined;
  }
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
  /** The heavy-work pool, where every upload is inspected before it is stored (issue 26 item 2). */
  heavyWork: HeavyWork;
  mailer?: Mailer;
  logger?: Logger;
}) {
  const { users, files } = deps;

  /** The photo of `owner` under its key, or under its legacy key (see {@link legacyPhotoKeyOf}). */
  async function getPhoto(owner: User, field: PhotoField): Promise<StoredFile | undefined> {
    const stored = await files.get(photoKeyOf(owner.user_id, field));
    if (stored) return stored;
    const legacy = legacyPhotoKeyOf(owner.email, field);
    return legacy === undefined ? undefined : files.get(legacy);
  }

  /** Stores the photo under its key and removes any copy under the legacy key. */
  async function putPhoto(owner: User, field: PhotoField, bytes: Uint8Array, mediaType: string) {
    await files.put(photoKeyOf(owner.user_id, field), bytes, mediaType);
    const legacy = legacyPhotoKeyOf(owner.email, field);
    if (legacy !== undefined) await files.delete(legacy);
  }

  /** Removes the photo under its key and under the legacy key (a missing file is no error). */
  async function deletePhoto(owner: User, field: PhotoField) {
    await files.delete(photoKeyOf(owner.user_id, field));
    const legacy = legacyPhotoKeyOf(owner.email, field);
    if (legacy !== undefined) await files.delete(legacy);
  }

  /**
   * The media type of an upload, read from its content (magic bytes, `file-type`), never from
   * the name or the declared `Content-Type`; then the image is inspected in the heavy-work pool
   * (issue 26 item 2): its size read from its header, at most 40 megapixels, and the image
   * decoded once, so a damaged one is never stored (nor shown to an admin).
   *
   * @throws ServiceError `validation` (400) 'Solo puedes subir imágenes en formato JPG/PNG!' at
   *   `file`; `payload_too_large` (413) 'La imagen debe ser menor de 5MB!'; HeavyWorkRefusal 400
   *   'El archivo está dañado o no se puede leer', 413 'La imagen es demasiado grande: puede
   *   tener hasta 40 megapíxeles', 429 when the pool is busy (see `heavy-work/refusal.ts`).
   */
  async function checkedMediaType(bytes: Uint8Array): Promise<string> {
    const detected = await fileTypeFromBuffer(bytes);
    const checked = validatePhoto({ byteLength: bytes.byteLength, mediaType: detected?.mime });
    if (checked.ok) {
      await deps.heavyWork.inspect(bytes, checked.value);
      return checked.value;
    }
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
   * Stores the caller's photo and sets its flag true (saved at once; event `uploaded` of the
   * domain's `photoStatusMachine`, which replaces a stored photo: issue 25 item 3). The type is read from the
   * content (magic bytes, `file-type`), never from the name or the declared `Content-Type`: a PNG
   * named `.jpg`, with text appended after the image, passes (it is a PNG); a text file named
   * `.jpg` does not. The file is stored with the detected type.
   *
   * @param bytes - the whole upload (the route already refused 5 MB or more).
   * @returns the updated record.
   * @throws ServiceError `validation` (400) 'Solo puedes subir imágenes en formato JPG/PNG!' at
   *   `file` when the content is not JPG or PNG; `payload_too_large` (413) 'La imagen debe ser
   *   menor de 5MB!' at 5 MB or more; the heavy-work refusals of `checkedMediaType` (a damaged
   *   image 400, over 40 megapixels 413, a busy pool 429).
   */
  async function upload(principal: Principal, field: PhotoField, bytes: Uint8Array): Promise<User> {
    const mediaType = await checkedMediaType(bytes);
    const owner = await users.getOwnRecord(principal);
    const step = nextStatus(photoStatusMachine, photoStatusOf(owner[field]), 'uploaded');
    if (!step.ok) throw conflict(messages['status.notAllowed']);
    await putPhoto(owner, field, bytes, mediaType);
    const updated = await users.updateFields(owner.user_id, { [field]: photoFlagOf(step.to) });
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
    const file = await getPhoto(owner, field);
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
    await putPhoto(owner, field, bytes, mediaType);
    return users.applyStaffChanges(principal, userId, { [field]: true }, { [field]: 'uploaded' });
  }

  /**
   * Deletes a photo of `userId` and sets its flag false (saved at once, audited as the admin's
   * change; event `deleted` of the domain's `photoStatusMachine`). Admin only (the route checks
   * the role). Deleting a photo that is not there only clears the flag (no transition).
   *
   * @returns the updated record.
   * @throws ServiceError `not_found` (404) 'Usuario inexistente' when the user does not exist.
   */
  async function remove(principal: Principal, userId: string, field: PhotoField): Promise<User> {
    const owner = await users.findByUserId(userId);
    if (!owner) throw notFound(messages['user.notFound']);
    await deletePhoto(owner, field);
    return users.applyStaffChanges(principal, userId, { [field]: false }, { [field]: 'deleted' });
  }

  /**
   * `PUT /root/users/cancelPhotoAndSendEmail/{userId}/{reason}` (Spec 03 §4 "Photos", §7): saves
   * `body` exactly as `PUT /root/users/{userId}` does (same validation, baja rule and audit; a
   * refused body changes nothing and deletes nothing; a flag it turns from true to false is the
   * event `rejected` of the domain's `photoStatusMachine`), then deletes from the file store the photos
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
    const rejected: PhotoEvents = Object.fromEntries(
      userPhotoFields
        .filter((field) => changes[field] === false)
        .map((field) => [field, 'rejected']),
    );
    const updated = await users.applyStaffChanges(principal, input.userId, changes, rejected);
    for (const field of userPhotoFields) {
      if (changes[field] === false) await deletePhoto(current, field);
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
