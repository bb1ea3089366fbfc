import { z } from 'zod';

/*
 * Where uploaded product images go when S3_BUCKET is set (ADR 026), read by config.ts with the
 * rest of the environment and checked at start: a bad or half-given setting stops the start,
 * naming the variable.
 */

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

export const uploadsS3EnvShape = {
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3–63 lower-case letters, digits, dots and hyphens',
    )
    .optional(),
  S3_ENDPOINT: httpUrl.optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'must be a region name such as ap-south-1')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  S3_PREFIX: z
    .string()
    .regex(
      /^(?!\/)(?!.*\.\.)(?!.*\/\/)[A-Za-z0-9._/-]{1,200}$/,
      'must be a key prefix such as shop/uploads (letters, digits, . _ - /; no leading /, no ..)',
    )
    .optional(),
};

type UploadsS3Env = z.infer<z.ZodObject<typeof uploadsS3EnvShape>>;

/** Product images in S3-compatible object storage, shared by every machine (S3_BUCKET set). */
export type UploadsS3Config = {
  bucket: string;
  /** Unset: AWS's own endpoint for the region; set for MinIO, s3rver and other compatibles. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the AWS SDK's default credential chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path (host/bucket/key) rather than the host name (bucket.host/key). */
  forcePathStyle: boolean;
  /** Put before every key: '' or a folder ending in '/'. */
  prefix: string;
};

const S3_OPTIONS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
] as const;

/**
 * Object storage for uploads when S3_BUCKET is set; the local folder otherwise. Settings that
 * would be silently ignored (an S3_* without the bucket, UPLOADS_DIR with it, half a key pair)
 * stop the start instead, naming the variable.
 */
export function uploadsS3Config(
  e: UploadsS3Env & { UPLOADS_DIR?: string | undefined },
  problem: (line: string) => Error,
): UploadsS3Config | undefined {
  if (!e.S3_BUCKET) {
    const stray = S3_OPTIONS.find((name) => e[name] !== undefined);
    if (stray) {
      throw problem(
        `${stray}: only used with S3_BUCKET; set S3_BUCKET to keep product images in S3, or unset ${stray}`,
      );
    }
    return undefined;
  }
  if (e.UPLOADS_DIR) {
    throw problem(
      'UPLOADS_DIR: not used when S3_BUCKET is set (images go to the bucket); unset one of them',
    );
  }
  if (e.S3_ACCESS_KEY_ID && !e.S3_SECRET_ACCESS_KEY) {
    throw problem('S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID');
  }
  if (e.S3_SECRET_ACCESS_KEY && !e.S3_ACCESS_KEY_ID) {
    throw problem('S3_ACCESS_KEY_ID: required with S3_SECRET_ACCESS_KEY');
  }
  const prefix = e.S3_PREFIX?.replace(/\/+$/, '');
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION ?? 'ap-south-1',
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
    prefix: prefix ? `${prefix}/` : '',
  };
}
