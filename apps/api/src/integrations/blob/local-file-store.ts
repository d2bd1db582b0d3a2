import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { errorCodeOf } from '../../narrow.js';
import { assertFileKey, type FileStore } from './file-store.js';

/**
 * The file store on this machine's disk (the embedded default): each file at
 * `<dir>/<segment>/<segment>` (segments URL-encoded, so an e-mail's characters are safe on any
 * file system) with its media type beside it in `<file>.content-type`. Writes go to a temporary
 * file first and are renamed into place, so a reader never sees half a file. Files are created
 * with mode 0600 (only the server's user reads them).
 *
 * One instance only: another machine does not see this folder; several instances need S3
 * (README "Several instances").
 *
 * @param dir - absolute folder (`<LIQUI_DATA_DIR>/files`), created when needed.
 */
export function createLocalFileStore(dir: string): FileStore {
  const pathOf = (key: string): string => {
    assertFileKey(key);
    return join(dir, ...key.split('/').map((segment) => encodeURIComponent(segment)));
  };
  const typePathOf = (path: string) => `${path}.content-type`;

  async function writeAtomically(path: string, data: Uint8Array | string): Promise<void> {
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, data, { mode: 0o600 });
    await rename(temporary, path);
  }

  return {
    description: `folder ${dir}`,
    async put(key, body, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      await writeAtomically(typePathOf(path), contentType);
      await writeAtomically(path, body);
    },
    async putStream(key, body, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await pipeline(body, createWriteStream(temporary, { mode: 0o600 }));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      await writeAtomically(typePathOf(path), contentType);
      const { size } = await stat(temporary);
      await rename(temporary, path);
      return size;
    },
    async getStream(key) {
      const path = pathOf(key);
      try {
        const [{ size }, contentType] = await Promise.all([
          stat(path),
          readFile(typePathOf(path), 'utf8').catch(() => 'application/octet-stream'),
        ]);
        return { stream: createReadStream(path), contentType: contentType.trim(), size };
      } catch (error) {
        if (errorCodeOf(error) === 'ENOENT') return undefined;
        throw error;
      }
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const [body, contentType] = await Promise.all([
          readFile(path),
          readFile(typePathOf(path), 'utf8').catch(() => 'application/octet-stream'),
        ]);
        return { body: new Uint8Array(body), contentType: contentType.trim() };
      } catch (error) {
        if (errorCodeOf(error) === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(typePathOf(path), { force: true });
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (errorCodeOf(error) === 'ENOENT') return false;
        throw error;
      }
    },
  };
}
