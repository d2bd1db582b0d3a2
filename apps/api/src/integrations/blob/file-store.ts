/**
 * The file store (issue 12 item 7; ARCHITECTURE.md "Runtime": files in a folder of `.liqui/` when
 * embedded, an S3 bucket in production): uploaded files by key. Two implementations with one
 * behaviour, checked by one contract test (`file-store.test.ts`): {@link createLocalFileStore}
 * (`local-file-store.ts`) and {@link createS3FileStore} (`s3-file-store.ts`); `createFileStore`
 * (`index.ts`) picks one from the config.
 *
 * Keys are `/`-separated paths of non-empty segments (`ana@example.com/foto_rostro`, as the spec
 * stores photos: the lower-cased e-mail plus the photo field name, Spec 02 §7 "File storage");
 * no segment may be `.` or `..` and no key may start or end with `/` ({@link assertFileKey}).
 */

/** A stored file: its bytes and the media type it was stored with. */
export type StoredFile = {
  readonly body: Uint8Array;
  /** The `Content-Type` given to {@link FileStore.put} (`image/png`). */
  readonly contentType: string;
};

/** Where uploaded files live (see the module's TSDoc). */
export type FileStore = {
  /** What it is, for the start-up log line (`folder /data/files`, `S3 bucket liqui-files`). */
  readonly description: string;
  /** Stores `body` under `key`, replacing any file there. */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
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
