import { Readable } from 'node:stream';
import type { ReadableStream as WebStream } from 'node:stream/web';
import type { S3Client } from '@aws-sdk/client-s3';
import { contentDisposition } from './disposition.js';
import { cacheControlFor, type FileStorage } from './storage.js';

/** Where an S3-compatible bucket is (settings S3_ENDPOINT, bucket, region). */
export interface S3Location {
  /** http(s) URL without a trailing slash, e.g. https://s3.us-east-1.amazonaws.com or a MinIO host. */
  readonly endpoint: string;
  readonly bucket: string;
  readonly region: string;
}

/** The keys the server signs its S3 requests with (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY). */
export interface S3Credentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

/** The SDK, imported on the first S3 call: a studio on the server's disk never loads it. */
const sdk = () => import('@aws-sdk/client-s3');

const createClient = async (location: S3Location, credentials: S3Credentials): Promise<S3Client> => {
  const { S3Client: Client } = await sdk();
  return new Client({
    endpoint: location.endpoint,
    region: location.region,
    // Path style (`endpoint/bucket/key`) works with every S3-compatible service, AWS included.
    forcePathStyle: true,
    credentials: { accessKeyId: credentials.accessKeyId, secretAccessKey: credentials.secretAccessKey },
    // Checksums only where S3 requires them: several S3-compatible services refuse the newer trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
  });
};

/**
 * Files in an S3-compatible bucket through @aws-sdk/client-s3, addressed
 * path style. The URL the browser loads is `${endpoint}/${bucket}/${key}`:
 * the bucket must allow public reads of its objects (a bucket policy; no
 * ACL is sent, since buckets made today refuse them).
 */
export const s3Storage = (location: S3Location, credentials: S3Credentials): FileStorage => {
  let client: Promise<S3Client> | undefined;
  const connect = () => (client ??= createClient(location, credentials));
  return {
    kind: 's3',
    async put(key, file, { type, name }) {
      const { PutObjectCommand } = await sdk();
      await (await connect()).send(new PutObjectCommand({
        Bucket: location.bucket,
        Key: key,
        // The SDK's Node handler takes no Blob, but pipes a stream as it is read: no second whole copy. With its
        // length given, S3 takes it in one PUT. The SDK does not retry a streamed body: a failure is the upload's 502.
        Body: Readable.fromWeb(file.stream() as WebStream),
        ContentLength: file.size,
        ContentType: type,
        CacheControl: cacheControlFor(type),
        ContentDisposition: contentDisposition(type, name),
      }));
    },
    async remove(key) {
      const { DeleteObjectCommand } = await sdk();
      await (await connect()).send(new DeleteObjectCommand({ Bucket: location.bucket, Key: key }));
    },
    url: (key) => `${location.endpoint}/${encodeURIComponent(location.bucket)}/${key}`,
  };
};
