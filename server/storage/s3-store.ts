import "server-only";
import { AwsClient } from "aws4fetch";
import type { BlobStore } from "./blob-store";

export type S3Config = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
};

const S3_TIMEOUT_MS = 10_000;

/**
 * An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Ceph…) addressed path-style, `{endpoint}/{bucket}/{key}`,
 * with SigV4-signed requests. Objects are written immutable: a key is the hash of its bytes.
 */
export function s3BlobStore(config: S3Config): BlobStore {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: "s3",
    retries: 2,
  });
  const base = `${config.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(config.bucket)}`;
  const urlOf = (key: string) => `${base}/${encodeURIComponent(key)}`;
  return {
    async put(key, bytes, contentType) {
      const response = await client.fetch(urlOf(key), {
        method: "PUT",
        body: Buffer.from(bytes),
        headers: { "content-type": contentType, "cache-control": "public, max-age=31536000, immutable" },
        signal: AbortSignal.timeout(S3_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`S3 PUT answered ${response.status}`);
    },
    async get(key) {
      const response = await client.fetch(urlOf(key), { signal: AbortSignal.timeout(S3_TIMEOUT_MS) });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`S3 GET answered ${response.status}`);
      }
      return new Uint8Array(await response.arrayBuffer());
    },
  };
}
