import { describe, expect, it } from "vitest";
import { runBasicAuditChecks } from "@/lib/audit/system-test";
import { english } from "../support/audit-text";

describe("runBasicAuditChecks", () => {
  it("passes every check on the current scoring rules", () => {
    const checks = runBasicAuditChecks();
    expect(checks.length).toBeGreaterThanOrEqual(15);
    for (const check of checks)
      expect(check, english(check.name)).toMatchObject({ passed: true, actual: check.expected });
  });
});
