import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AuditSystemTest } from "@/components/audit/audit-system-test";
import { TechnicalAudit } from "@/components/audit/technical-audit";
import { withIntl } from "../support/i18n";

const en = await withIntl("en");

// Server rendering only (no DOM here): the initial HTML carries the controls and their test ids.
describe("audit components, as first rendered", () => {
  it("renders the Technical Performance Audit with three tabs and an enabled Run Audit button", () => {
    const html = renderToString(en(<TechnicalAudit />));
    expect(html).toContain('data-testid="technical-audit"');
    expect(html).toMatch(/<button[^>]*data-testid="run-audit"(?![^>]*disabled)[^>]*>/);
    expect(html).toContain("Run Audit");
    for (const tab of ["performance", "mobile", "security"]) expect(html).toContain(`data-testid="audit-tab-${tab}"`);
    expect(html).toContain('data-testid="audit-empty-performance"');
  });

  it("renders the Audit System Test with its Run Basic Test button", () => {
    const html = renderToString(en(<AuditSystemTest />));
    expect(html).toContain('data-testid="run-basic-test"');
    expect(html).toContain("Run Basic Test");
  });

  it("speaks the page's language: German", async () => {
    const german = await withIntl("de");
    const audit = renderToString(german(<TechnicalAudit />));
    expect(audit).toContain("Audit starten");
    expect(audit).toContain("Sicherheit");
    expect(renderToString(german(<AuditSystemTest />))).toContain("Basistest starten");
  });
});
