import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import S3rver from 's3rver';
import { inject } from 'vitest';

/**
 * A real S3-protocol server for tests (`s3rver`: the S3 REST API over HTTP, objects on disk),
 * started on a free port of 127.0.0.1 with one bucket. Not a mock: the AWS SDK talks to it over
 * HTTP exactly as to S3 (signature v4, XML answers, 404 `NoSuchKey`).
 *
 * @param bucket - the bucket created at start. @default 'liqui-test'
 * @returns its endpoint URL, the bucket, the credentials it accepts, and `close()`.
 */
export async function startS3Server(bucket = 'liqui-test') {
  const directory = mkdtempSync(join(inject('scratchDir'), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    directory,
    /** s3rver's fixed credentials (`S3RVER` / `S3RVER`). */
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    close: () => server.close(),
  };
}
