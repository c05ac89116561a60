import "server-only";

/** Where stored images live: a folder here, or an S3-compatible bucket. Keys are content hashes, never user text. */
export type BlobStore = {
  /** Writes the object; writing a key that exists already leaves it as it is (same key, same bytes). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none under that key. */
  get(key: string): Promise<Uint8Array | null>;
};
