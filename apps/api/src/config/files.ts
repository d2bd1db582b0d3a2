import { join } from 'node:path';
import { optional, refine, string } from 'superstruct';
import { nonBlank, type VariablesOf } from './values.js';

/**
 * Uploaded files (issue 12 item 7; ARCHITECTURE.md "Runtime": files in a folder of `.liqui/` when
 * embedded, an S3 bucket in production): `S3_BUCKET`, `S3_REGION`, `S3_ENDPOINT`. The S3
 * credentials are not variables of ours: the AWS SDK reads its standard chain
 * (`AWS_ACCESS_KEY_ID`/`AWS_SECRET_ACCESS_KEY`/`AWS_SESSION_TOKEN`, `AWS_PROFILE`, an instance or
 * task role).
 */

/** Where uploaded files are kept. */
export type FilesConfig =
  | {
      /** A folder on this machine's disk: one instance only (another machine does not see it). */
      kind: 'local';
      /** Absolute path: `<LIQUI_DATA_DIR>/files`. */
      dir: string;
    }
  | {
      /** An S3 bucket (or an S3-protocol server: MinIO, R2…), shared by every instance. */
      kind: 's3';
      /** `S3_BUCKET`. */
      bucket: string;
      /** `S3_REGION`. @default 'us-east-1' */
      region: string;
      /**
       * `S3_ENDPOINT`: the server's URL when it is not AWS (then path-style addressing:
       * `<endpoint>/<bucket>/<key>`); `undefined` for AWS itself.
       */
      endpoint: string | undefined;
    };

/** The region used when `S3_REGION` is unset. */
export const defaultS3Region = 'us-east-1';

const bucket = refine(nonBlank, 's3Bucket', (value) =>
  /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value)
    ? true
    : 'must be an S3 bucket name (3 to 63 lower-case letters, digits, dots and dashes)',
);

const endpoint = refine(string(), 's3Endpoint', (value) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' || 'must be an http(s) URL';
  } catch {
    return 'must be an http(s) URL such as https://s3.example.com';
  }
});

/** The file-store variables, as strings (see `environment.ts`). */
export const filesVariables = {
  S3_BUCKET: optional(bucket),
  S3_REGION: optional(nonBlank),
  S3_ENDPOINT: optional(endpoint),
};

/** The variables of this concern as read from the environment. */
export type FilesVariables = VariablesOf<typeof filesVariables>;

/** `S3_REGION` or `S3_ENDPOINT` without `S3_BUCKET` is a mistake: say so at start. */
export function filesProblems(vars: FilesVariables): string[] {
  if (vars.S3_BUCKET) return [];
  return (['S3_REGION', 'S3_ENDPOINT'] as const)
    .filter((name) => vars[name] !== undefined)
    .map((name) => `${name} needs S3_BUCKET (the bucket the files go to)`);
}

/** S3 when `S3_BUCKET` is set, else the folder `<dataDir>/files`. */
export function buildFilesConfig(vars: FilesVariables, dataDir: string): FilesConfig {
  if (!vars.S3_BUCKET) return { kind: 'local', dir: join(dataDir, 'files') };
  return {
    kind: 's3',
    bucket: vars.S3_BUCKET,
    region: vars.S3_REGION ?? defaultS3Region,
    endpoint: vars.S3_ENDPOINT,
  };
}
