import "server-only";
import { env, type Env } from "@/env";
import { logger } from "@/server/log/logger";
import type { BlobStore } from "./blob-store";
import { localBlobStore } from "./local-store";
import { s3BlobStore } from "./s3-store";

type StorageEnv = Pick<
  Env,
  "IMAGE_DIR" | "S3_ENDPOINT" | "S3_BUCKET" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_REGION"
>;

/** The bucket when all of its settings are there, else the local folder (a partial bucket setting is logged). */
export function blobStoreFor(config: StorageEnv): BlobStore {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION } = config;
  if (S3_ENDPOINT && S3_BUCKET && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY)
    return s3BlobStore({
      endpoint: S3_ENDPOINT,
      bucket: S3_BUCKET,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      region: S3_REGION,
    });
  if (S3_ENDPOINT || S3_BUCKET || S3_ACCESS_KEY_ID || S3_SECRET_ACCESS_KEY)
    logger.warn("S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: using IMAGE_DIR");
  return localBlobStore(config.IMAGE_DIR);
}

let store: BlobStore | undefined;

export function defaultBlobStore(): BlobStore {
  store ??= blobStoreFor(env());
  return store;
}
