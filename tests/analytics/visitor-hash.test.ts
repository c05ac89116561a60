import { describe, expect, it } from "vitest";
import { createDailySalts, previousUtcDay, utcDay, visitorHash, type SaltStore } from "@/server/analytics/visitor-hash";

function memorySaltStore() {
  const salts = new Map<string, string>();
  const calls = { getOrCreate: 0 };
  const store: SaltStore = {
    async getOrCreate(day, candidate) {
      calls.getOrCreate += 1;
      if (!salts.has(day)) salts.set(day, candidate);
      return salts.get(day)!;
    },
    async deleteBefore(day) {
      for (const key of salts.keys()) if (key < day) salts.delete(key);
    },
  };
  return { store, salts, calls };
}

const at = (iso: string) => Date.parse(iso);

describe("utcDay", () => {
  it("is the UTC calendar day, whatever the server's zone", () => {
    expect(utcDay(at("2026-03-14T23:59:59.999Z"))).toBe("2026-03-14");
    expect(utcDay(at("2026-03-15T00:00:00Z"))).toBe("2026-03-15");
    expect(previousUtcDay("2026-03-01")).toBe("2026-02-28");
    expect(previousUtcDay("2026-01-01")).toBe("2025-12-31");
  });
});

describe("visitorHash", () => {
  it("is stable for one salt, differs per IP, user agent and salt, and contains neither", () => {
    const hash = visitorHash("salt-a", "203.0.113.7", "Mozilla/5.0");
    expect(hash).toBe(visitorHash("salt-a", "203.0.113.7", "Mozilla/5.0"));
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).not.toContain("203.0.113.7");
    expect(visitorHash("salt-a", "203.0.113.8", "Mozilla/5.0")).not.toBe(hash);
    expect(visitorHash("salt-a", "203.0.113.7", "Other")).not.toBe(hash);
    expect(visitorHash("salt-b", "203.0.113.7", "Mozilla/5.0")).not.toBe(hash);
    // No ambiguity between fields: "1.2.3.4" + "5x" is not "1.2.3.45" + "x".
    expect(visitorHash("s", "1.2.3.4", "5x")).not.toBe(visitorHash("s", "1.2.3.45", "x"));
  });
});

describe("createDailySalts", () => {
  it("uses one salt all day, a new one the next day, and deletes salts older than yesterday", async () => {
    const { store, salts, calls } = memorySaltStore();
    let n = 0;
    const daily = createDailySalts({ store, random: () => `salt-${++n}` });
    const morning = await daily.saltFor(at("2026-03-14T06:00:00Z"));
    const evening = await daily.saltFor(at("2026-03-14T23:00:00Z"));
    expect(morning).toEqual({ day: "2026-03-14", salt: "salt-1" });
    expect(evening).toEqual(morning);
    expect(calls.getOrCreate).toBe(1);

    const next = await daily.saltFor(at("2026-03-15T00:00:01Z"));
    expect(next).toEqual({ day: "2026-03-15", salt: "salt-2" });
    expect([...salts.keys()].sort()).toEqual(["2026-03-14", "2026-03-15"]);

    await daily.saltFor(at("2026-03-16T08:00:00Z"));
    expect([...salts.keys()].sort()).toEqual(["2026-03-15", "2026-03-16"]);
    const hashes = ["2026-03-14", "2026-03-15"].map((day) =>
      visitorHash(salts.get(day) ?? "gone", "203.0.113.7", "UA"),
    );
    expect(new Set(hashes).size).toBe(2);
  });

  it("shares the stored salt with other instances and retries after a failed lookup", async () => {
    const { store } = memorySaltStore();
    const first = createDailySalts({ store, random: () => "first" });
    const second = createDailySalts({ store, random: () => "second" });
    const now = at("2026-03-14T12:00:00Z");
    expect((await first.saltFor(now)).salt).toBe("first");
    expect((await second.saltFor(now)).salt).toBe("first");

    let fail = true;
    const flaky = createDailySalts({
      store: {
        ...store,
        getOrCreate: async (day, candidate) =>
          fail ? Promise.reject(new Error("db down")) : store.getOrCreate(day, candidate),
      },
    });
    await expect(flaky.saltFor(now)).rejects.toThrow("db down");
    fail = false;
    expect((await flaky.saltFor(now)).salt).toBe("first");
  });
});
