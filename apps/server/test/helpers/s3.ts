import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';

// The SDK warns once per process that its 2027 releases will need Node 22. The shop still runs
// on Node 20 (README); in a production log the warning stays, in the test log it is only noise.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

/** The part of s3rver's API the tests use (the package ships no types). */
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverOptions = {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
};
const S3rver = createRequire(import.meta.url)('s3rver') as new (o: S3rverOptions) => S3rverInstance;

/** s3rver's built-in key pair. */
export const S3RVER_KEY = 'S3RVER';

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** A client of the server, to look at what the shop stored. */
  client: S3Client;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a free loopback port, keeping its objects in a fresh
 * temporary folder, with one empty bucket.
 */
export async function startS3Server(bucket = 'shop-images'): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    endpoint,
    bucket,
    client,
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
