// @ts-check
// A single instance's route cache on disk (no REDIS_URL): pages that answered 200 survive a restart, as with Next's
// own file-system cache. One file per key, named by its hash and replaced atomically.
import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";

export class DiskStore {
  /** @param {string} dir */
  constructor(dir) {
    this.dir = dir;
  }

  /** @param {string} key */
  file(key) {
    return path.join(this.dir, `${createHash("sha256").update(key).digest("hex")}.bin`);
  }

  /** @param {string} key */
  async read(key) {
    try {
      return await readFile(this.file(key));
    } catch {
      return null;
    }
  }

  /**
   * @param {string} key
   * @param {Buffer} bytes
   */
  async write(key, bytes) {
    await mkdir(this.dir, { recursive: true });
    const temp = path.join(this.dir, `.${randomUUID()}.tmp`);
    await writeFile(temp, bytes);
    await rename(temp, this.file(key));
  }
}
