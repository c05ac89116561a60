// A local S3-compatible server (s3rver) on 127.0.0.1 for the storage tests: one bucket, objects kept in a temporary
// folder, SigV4 signatures checked with s3rver's fixed test keys.
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

type S3rverOptions = {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
};
type S3rverInstance = { run(): Promise<AddressInfo>; close(): Promise<void> };

// s3rver ships no types: this is the part of its API the tests use.
const S3rver = createRequire(import.meta.url)("s3rver") as new (options: S3rverOptions) => S3rverInstance;

export type S3Peer = {
  config: { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string; region: string };
  directory: string;
  close(): Promise<void>;
};

export async function startS3Peer(bucket = "images"): Promise<S3Peer> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "s3-peer-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      region: "us-east-1",
    },
    directory,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
