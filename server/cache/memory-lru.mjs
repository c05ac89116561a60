// @ts-check
/**
 * A least-recently-used map bounded by the bytes its values hold: the small local layer in front of the shared
 * store, and the whole cache of a single instance without Redis.
 * @template V
 */
export class MemoryLru {
  /** @type {Map<string, { value: V; size: number }>} */
  #entries = new Map();
  #bytes = 0;

  /**
   * @param {number} maxBytes
   * @param {(value: V) => number} sizeOf
   */
  constructor(maxBytes, sizeOf) {
    this.maxBytes = maxBytes;
    this.sizeOf = sizeOf;
  }

  /** @param {string} key */
  get(key) {
    const hit = this.#entries.get(key);
    if (!hit) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, hit);
    return hit.value;
  }

  /**
   * @param {string} key
   * @param {V} value
   */
  set(key, value) {
    this.delete(key);
    const size = this.sizeOf(value) + key.length;
    if (size > this.maxBytes) return;
    this.#entries.set(key, { value, size });
    this.#bytes += size;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.size;
    }
  }

  /** @param {string} key */
  delete(key) {
    const hit = this.#entries.get(key);
    if (!hit) return;
    this.#entries.delete(key);
    this.#bytes -= hit.size;
  }

  get bytes() {
    return this.#bytes;
  }
}
