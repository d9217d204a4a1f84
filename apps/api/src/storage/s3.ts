/**
 * Storage on S3-compatible object storage (AWS S3, MinIO, Ceph RGW, Aliyun OSS / Tencent COS in
 * S3 mode). One bucket; the storage key is the object key. Objects are written once and never
 * rewritten (see storage.ts), so they can be served with long cache lifetimes.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config.js';
import { assertStorageKey, type Storage } from './storage.js';

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } } : {}),
    // Newer SDKs add CRC checksums to every request by default; many S3-compatible servers reject
    // them, so only send them where the operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** A missing object: S3 answers GET with NoSuchKey (NotFound on HEAD and from some servers). */
function isMissingObject(err: unknown): boolean {
  const name = (err as { name?: unknown } | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound';
}

export function createS3Storage(config: S3Config, client: S3Client = createS3Client(config)): Storage {
  const Bucket = config.bucket;
  return {
    kind: 's3',
    put: async (key, data, contentType) => {
      assertStorageKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType, ContentLength: data.length }));
    },
    get: async (key) => {
      assertStorageKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!out.Body) return Buffer.alloc(0);
        return Buffer.from(await out.Body.transformToByteArray());
      } catch (err) {
        if (isMissingObject(err)) return null;
        throw err;
      }
    },
    remove: async (key) => {
      assertStorageKey(key);
      // Deleting a missing object succeeds on S3, matching the local storage.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    list: async function* () {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const o of page.Contents ?? []) if (o.Key) yield o.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    putFile: async (key, filePath, contentType) => {
      assertStorageKey(key);
      // One PUT streamed from the file (S3 takes up to 5 GB in one PUT; lesson videos stop at 2 GB).
      const { size } = await stat(filePath);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: createReadStream(filePath), ContentType: contentType, ContentLength: size }));
    },
    size: async (key) => {
      assertStorageKey(key);
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key: key }))).ContentLength ?? 0;
      } catch (err) {
        if (isMissingObject(err)) return null;
        throw err;
      }
    },
    readRange: async (key, start, end) => {
      assertStorageKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: `bytes=${start}-${end}` }));
        // In Node the SDK's body is the response stream itself.
        return (out.Body as Readable | undefined) ?? null;
      } catch (err) {
        if (isMissingObject(err)) return null;
        throw err;
      }
    },
  };
}
