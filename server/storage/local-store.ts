import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { BlobStore } from "./blob-store";

function isMissing(error: unknown): boolean {
  return error instanceof Error && "code" in error && (error.code === "ENOENT" || error.code === "ENOTDIR");
}

/**
 * A folder of objects named by their keys. The caller's keys are checked (storage-key.ts), so a name never leaves
 * the folder; a write goes to a temporary name first and is renamed into place, so a reader never sees half a file.
 */
export function localBlobStore(folder: string): BlobStore {
  const root = path.resolve(folder);
  const fileOf = (key: string) => path.join(root, key);
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      try {
        await stat(file);
        return;
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
      await mkdir(root, { recursive: true });
      const temporary = path.join(root, `.${key}.${randomUUID()}.tmp`);
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
  };
}
