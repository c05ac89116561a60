// An expedited review's due date counts working days only; a subscription's stored state is replaced only by a newer
// one, and an ended subscription never comes back to life.
import { describe, expect, it } from "vitest";
import { addWorkingDays } from "@/lib/payments/working-days";
import { laterPeriodEnd, supersedes } from "@/server/payments/state";

describe("addWorkingDays", () => {
  it("skips the weekend: a Friday payment is due on Tuesday, a Monday one on Wednesday", () => {
    expect(addWorkingDays(new Date("2026-12-04T10:00:00Z"), 2).toISOString()).toBe("2026-12-08T10:00:00.000Z");
    expect(addWorkingDays(new Date("2026-11-30T10:00:00Z"), 2).toISOString()).toBe("2026-12-02T10:00:00.000Z");
    expect(addWorkingDays(new Date("2026-12-05T10:00:00Z"), 2).toISOString()).toBe("2026-12-08T10:00:00.000Z");
  });
});

describe("supersedes", () => {
  const stored = (status: string, at: string) => ({ status, stateAt: new Date(at), currentPeriodEnd: null });
  it("takes a newer state and refuses an older one", () => {
    expect(supersedes(null, { status: "active" }, new Date("2026-01-01"))).toBe(true);
    expect(supersedes(stored("active", "2026-02-01"), { status: "past_due" }, new Date("2026-03-01"))).toBe(true);
    expect(supersedes(stored("past_due", "2026-03-01"), { status: "active" }, new Date("2026-02-01"))).toBe(false);
  });
  it("never revives an ended subscription, however late the event", () => {
    expect(supersedes(stored("canceled", "2026-03-01"), { status: "active" }, new Date("2026-04-01"))).toBe(false);
    expect(supersedes(stored("canceled", "2026-03-01"), { status: "canceled" }, new Date("2026-04-01"))).toBe(true);
  });
  it("keeps the later period end", () => {
    const a = new Date("2026-02-01");
    const b = new Date("2026-03-01");
    expect(laterPeriodEnd(a, b)).toBe(b);
    expect(laterPeriodEnd(b, a)).toBe(b);
    expect(laterPeriodEnd(null, a)).toBe(a);
  });
});
