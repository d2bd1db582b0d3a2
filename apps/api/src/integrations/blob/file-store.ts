import type { Readable } from 'node:stream';

/**
 * The file store (issue 12 item 7; ARCHITECTURE.md "Runtime": files in a folder of `.liqui/` when
 * embedded, an S3 bucket in production): uploaded files by key. Two implementations with one
 * behaviour, checked by one contract test (`file-store.test.ts`): {@link createLocalFileStore}
 * (`local-file-store.ts`) and {@link createS3FileStore} (`s3-file-store.ts`); `createFileStore`
 * (`index.ts`) picks one from the config.
 *
 * Keys are `/`-separated paths of non-empty segments (`photos/{user id}/foto_rostro`,
 * `cddocument/{id}.pdf`); no segment may be `.` or `..` and no key may start or end with `/`
 * ({@link assertFileKey}). The server builds keys from ids it assigned, never from text a user
 * typed (issue 26 item 3: photos were stored under the e-mail, and an e-mail with `/` or `..` made
 * keys this refuses; see `photoKeyOf` in `modules/users/photos.service.ts`).
 */

/** A stored file: its bytes and the media type it was stored with. */
export type StoredFile = {
  readonly body: Uint8Array;
  /** The `Content-Type` given to {@link FileStore.put} (`image/png`). */
  readonly contentType: string;
};

/** A stored file to read as a stream (see {@link FileStore.getStream}). */
export type StoredFileStream = {
  /** The bytes, read as they are consumed (never all in memory). */
  readonly stream: Readable;
  /** The `Content-Type` it was stored with. */
  readonly contentType: string;
  /** Its size in bytes. */
  readonly size: number;
};

/** Where uploaded files live (see the module's TSDoc). */
export type FileStore = {
  /** What it is, for the start-up log line (`folder /data/files`, `S3 bucket liqui-files`). */
  readonly description: string;
  /** Stores `body` under `key`, replacing any file there. */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /**
   * Stores the bytes of `body` under `key` as they come (bounded memory: large generated files
   * such as a batch's ZIP, issue 15 item 5), replacing any file there once `body` ends; nothing
   * is replaced when `body` fails.
   *
   * @returns the stored size in bytes.
   */
  putStream(key: string, body: Readable, contentType: string): Promise<number>;
  /** The file under `key` as a stream with its size, or `undefined` when there is none. */
  getStream(key: string): Promise<StoredFileStream | undefined>;
  /** The file under `key`, or `undefined` when there is none. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Removes the file under `key`; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Whether a file is stored under `key`. */
  exists(key: string): Promise<boolean>;
};

/** Whether `segment` has a slash, a backslash or a control character (code point below 32). */
function hasForbiddenCharacter(segment: string): boolean {
  return [...segment].some((char) => char === '/' || char === '\\' || char.charCodeAt(0) < 32);
}

/**
 * Checks a key (see the module's TSDoc).
 *
 * @throws Error for an empty key, an empty, `.` or `..` segment, a backslash or a control
 *   character (a programming error: keys are built by the server, never taken from a request).
 */
export function assertFileKey(key: string): void {
  const segments = key.split('/');
  const isValid =
    key.length > 0 &&
    key.length <= 1024 &&
    segments.every(
      (segment) =>
        segment !== '' && !hasForbiddenCharacter(segment) && segment !== '.' && segment !== '..',
    );
  if (!isValid) throw new Error(`Invalid file key: ${JSON.stringify(key)}`);
}
