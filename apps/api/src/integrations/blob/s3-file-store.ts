import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertFileKey, type FileStore } from './file-store.js';

/** Options of {@link createS3FileStore}. */
export type S3FileStoreOptions = {
  /** The bucket (`S3_BUCKET`); it must exist. */
  readonly bucket: string;
  /** The region (`S3_REGION`). */
  readonly region: string;
  /**
   * The server's URL when it is not AWS (`S3_ENDPOINT`: MinIO, R2, a test server); path-style
   * addressing is used then.
   */
  readonly endpoint?: string | undefined;
  /**
   * Credentials; by default the AWS SDK's standard chain (`AWS_ACCESS_KEY_ID`,
   * `AWS_SECRET_ACCESS_KEY`, `AWS_SESSION_TOKEN`, `AWS_PROFILE`, an instance or task role).
   */
  readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string };
};

function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return (
    error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404
  );
}

/**
 * The file store in an S3 bucket (production, and any number of instances): a file is the object
 * `<key>` with its media type as the object's `Content-Type`. Objects are private (no ACL is
 * set): the API serves them to who may read them. Same behaviour as the local store (one
 * contract test runs against both, the S3 one against a real S3-protocol server).
 */
export function createS3FileStore(options: S3FileStoreOptions): FileStore {
  const client = new S3Client({
    region: options.region,
    // Streams are sent with their length and no trailing checksum (aws-chunked bodies are not
    // understood by every S3-protocol server, and TLS already guards the bytes).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.credentials ? { credentials: { ...options.credentials } } : {}),
  });
  const Bucket = options.bucket;
  return {
    description: `S3 bucket ${Bucket}${options.endpoint ? ` at ${options.endpoint}` : ''}`,
    async put(key, body, contentType) {
      assertFileKey(key);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },
    /**
     * Decision: the stream is spooled to a temporary file of the OS's temp folder first and then
     * sent with its length in one PutObject (bounded memory, no multipart dependency; a ZIP of a
     * batch is at most a few hundred MB), and the temporary file removed.
     */
    async putStream(key, body, contentType) {
      assertFileKey(key);
      const temporary = join(tmpdir(), `liqui-upload-${randomBytes(8).toString('hex')}.tmp`);
      try {
        await pipeline(body, createWriteStream(temporary, { mode: 0o600 }));
        const { size } = await stat(temporary);
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: createReadStream(temporary),
            ContentLength: size,
            ContentType: contentType,
          }),
        );
        return size;
      } finally {
        await rm(temporary, { force: true });
      }
    },
    async getStream(key) {
      assertFileKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const body = object.Body;
        const stream =
          body instanceof Readable
            ? body
            : Readable.from(body ? await body.transformToByteArray() : []);
        return {
          stream,
          contentType: object.ContentType ?? 'application/octet-stream',
          size: object.ContentLength ?? 0,
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async get(key) {
      assertFileKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const body = object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
        return { body, contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      assertFileKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async exists(key) {
      assertFileKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}
