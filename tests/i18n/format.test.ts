import { describe, expect, it } from "vitest";
import { formatTimestamp } from "@/lib/i18n/format";

describe("formatTimestamp", () => {
  it("writes a UTC minute as each language does, saying the zone", () => {
    const at = "2026-11-24T14:05:59.000Z";
    expect(formatTimestamp("en", at)).toBe("24 Nov 2026, 14:05 UTC");
    expect(formatTimestamp("de", at)).toBe("24.11.2026, 14:05 UTC");
    expect(formatTimestamp("fr", at)).toMatch(/^24 nov\. 2026,? 14:05 UTC$/);
    expect(formatTimestamp("nl", new Date(at))).toMatch(/^24 nov 2026,? 14:05 UTC$/);
    // Late in the evening UTC is already the next day in Berlin: the timestamp stays in UTC.
    expect(formatTimestamp("it", "2026-11-24T23:30:00.000Z")).toMatch(/^24 nov 2026,? 23:30 UTC$/);
  });
});
