// The memory layer of both cache handlers: whatever is stored, it never holds more bytes than its bound, and it
// drops the least recently used entries first.
import { describe, expect, it } from "vitest";
import { MemoryLru } from "@/server/cache/memory-lru.mjs";

const MAX_BYTES = 100_000;
const byteLength = (value: Buffer) => value.byteLength;

describe("MemoryLru", () => {
  it("never holds more than its bound, however large the entries", () => {
    const lru = new MemoryLru<Buffer>(MAX_BYTES, byteLength);
    let seed = 7;
    for (let i = 0; i < 2_000; i++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      lru.set(`page-${i % 300}`, Buffer.alloc(seed % 60_000));
      expect(lru.bytes).toBeLessThanOrEqual(MAX_BYTES);
    }
    expect(lru.bytes).toBeGreaterThan(0);
  });

  it("counts the key with the value and refuses an entry larger than the bound", () => {
    const lru = new MemoryLru<Buffer>(MAX_BYTES, byteLength);
    lru.set("small", Buffer.alloc(1_000));
    expect(lru.bytes).toBe(1_000 + "small".length);
    lru.set("huge", Buffer.alloc(MAX_BYTES));
    expect(lru.get("huge")).toBeUndefined();
    expect(lru.get("small")?.byteLength).toBe(1_000);
  });

  it("evicts the least recently used entries first", () => {
    const lru = new MemoryLru<Buffer>(MAX_BYTES, byteLength);
    for (const key of ["a", "b", "c"]) lru.set(key, Buffer.alloc(30_000));
    lru.get("a");
    lru.set("d", Buffer.alloc(30_000));
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBeDefined();
    expect(lru.get("c")).toBeDefined();
    expect(lru.get("d")).toBeDefined();
  });

  it("gives back the bytes of a replaced or deleted entry", () => {
    const lru = new MemoryLru<Buffer>(MAX_BYTES, byteLength);
    lru.set("a", Buffer.alloc(50_000));
    lru.set("a", Buffer.alloc(10_000));
    expect(lru.bytes).toBe(10_001);
    lru.delete("a");
    expect(lru.bytes).toBe(0);
  });
});
