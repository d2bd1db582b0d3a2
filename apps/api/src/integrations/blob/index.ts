import type { FilesConfig } from '../../config.js';
import type { FileStore } from './file-store.js';
import { createLocalFileStore } from './local-file-store.js';
import { createS3FileStore } from './s3-file-store.js';

export type { FileStore, StoredFile, StoredFileStream } from './file-store.js';

/**
 * The file store the config names: the S3 bucket of `S3_BUCKET` (credentials from the AWS SDK's
 * standard chain), else the folder `<LIQUI_DATA_DIR>/files`. See `config/files.ts`.
 */
export function createFileStore(config: FilesConfig): FileStore {
  return config.kind === 's3'
    ? createS3FileStore({ bucket: config.bucket, region: config.region, endpoint: config.endpoint })
    : createLocalFileStore(config.dir);
}
