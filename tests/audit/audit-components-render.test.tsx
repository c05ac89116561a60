import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AuditSystemTest } from "@/components/audit/audit-system-test";
import { MobilePanel } from "@/components/audit/mobile-panel";
import { PerformancePanel } from "@/components/audit/performance-panel";
import { SecurityPanel } from "@/components/audit/security-panel";
import { TechnicalAudit } from "@/components/audit/technical-audit";
import { scoreMobile } from "@/lib/audit/mobile-audit";
import { scorePerformance } from "@/lib/audit/performance-audit";
import { scoreSecurity } from "@/lib/audit/security-audit";
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

  it("shows a scored page's findings in French: metrics, deductions, critical issues and advice", async () => {
    const french = await withIntl("fr");
    const performance = renderToString(
      french(
        <PerformancePanel
          result={scorePerformance({ fcp: 3500, lcp: 1000, inp: null, cls: 0.3, ttfb: 100 })}
          running={false}
        />,
      ),
    ).replaceAll("&#x27;", "'");
    expect(performance).toContain("Premier affichage de contenu : 3,50 s, au-delà de 3,00 s");
    expect(performance).toContain("Décalage cumulé de la mise en page");
    expect(performance).toContain("Accélérez le premier affichage de contenu");
    const security = renderToString(
      french(
        <SecurityPanel
          result={scoreSecurity({ pageUrl: "http://example.org/", headers: new Headers() })}
          failed={false}
        />,
      ),
    );
    expect(security).toContain("La page n’est pas servie en HTTPS.");
    expect(security).toContain("En-tête content-security-policy manquant.");
    expect(renderToString(french(<SecurityPanel result={null} failed />))).toContain(
      "Impossible de vérifier les en-têtes de sécurité",
    );
    const mobile = renderToString(
      french(
        <MobilePanel
          result={scoreMobile({ viewport: null, tapTargets: [], textSamples: [], inputs: [] })}
          viewportWidth={390}
        />,
      ),
    );
    expect(mobile).toContain("Pas de balise meta viewport");
    for (const html of [performance, security, mobile]) expect(html).not.toMatch(/ is | the | over /);
  });
});
