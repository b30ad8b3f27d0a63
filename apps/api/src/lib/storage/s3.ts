import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertSafeKey, mediaUrl, type Storage } from './storage.ts';

export type S3Options = {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** A CDN or bucket URL browsers load the objects from; without it the API streams them. */
  publicUrl?: string;
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The storage port on an S3-compatible bucket (AWS S3, MinIO, R2, …). */
export function s3Storage(options: S3Options): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Fail over to a clear error quickly rather than retrying for long behind a request.
    maxAttempts: 2,
  });
  const Bucket = options.bucket;
  return {
    kind: 's3',
    servedElsewhere: Boolean(options.publicUrl),
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: assertSafeKey(key),
          Body: body,
          ContentType: contentType,
          CacheControl: IMMUTABLE,
        }),
      );
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertSafeKey(key) }));
    },
    async open(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: assertSafeKey(key) }));
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          length: object.ContentLength,
        };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    urlFor: (key) => mediaUrl(key, options.publicUrl),
    async check() {
      // Reading a key that is never written: "no such key" proves the bucket exists and the
      // credentials are accepted, with no more than read access (and no bucket-level call, which
      // some S3-compatible servers sign differently).
      try {
        await client.send(new GetObjectCommand({ Bucket, Key: 'health/probe' }));
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === 'NoSuchKey' || name === 'AccessDenied') return;
        if (name === 'NoSuchBucket') throw new Error(`bucket "${Bucket}" does not exist`);
        if (name === 'InvalidAccessKeyId' || name === 'SignatureDoesNotMatch') {
          throw new Error(`credentials refused by the bucket (${name})`);
        }
        throw error;
      }
    },
  };
}
