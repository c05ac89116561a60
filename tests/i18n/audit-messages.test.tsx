// The audits state their findings as catalogue codes with values; the pages show them in the page's language.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useAuditMessage } from "@/components/audit/use-audit-message";
import { AUDIT_MESSAGE_CODES, auditMessage, type AuditMessage } from "@/lib/audit/audit-messages";
import { scoreMobile } from "@/lib/audit/mobile-audit";
import { scorePerformance } from "@/lib/audit/performance-audit";
import { scoreSecurity } from "@/lib/audit/security-audit";
import { runBasicAuditChecks } from "@/lib/audit/system-test";
import type { Locale } from "@/lib/i18n/locales";
import { withIntl } from "../support/i18n";

function Shown({ texts }: { texts: AuditMessage[] }) {
  const local = useAuditMessage();
  return <>{texts.map((text) => `[${local(text)}]`).join("")}</>;
}

async function shownIn(locale: Locale, texts: AuditMessage[]): Promise<string> {
  const intl = await withIntl(locale);
  return renderToStaticMarkup(intl(<Shown texts={texts} />))
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">");
}

const small = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `b${i}`, width: 30, height: 30 }));
const worst = [
  scorePerformance({ fcp: 3500, lcp: 4500, inp: 150, cls: 0.3, ttfb: 700 }),
  scoreSecurity({
    pageUrl: "http://example.org/",
    headers: new Headers({
      "content-security-policy": "script-src 'unsafe-inline' 'unsafe-eval'",
      "strict-transport-security": "max-age=60",
      "x-content-type-options": "sniff",
      "x-frame-options": "ALLOW",
      "referrer-policy": "unsafe-url",
      "x-powered-by": "Express",
    }),
  }),
  scoreSecurity({ pageUrl: "https://example.org/", headers: new Headers(), mixedContent: ["http://a/1"] }),
  scoreSecurity({
    pageUrl: "https://example.org/",
    headers: new Headers(),
    mixedContent: ["http://a/1", "http://a/2"],
  }),
  scoreMobile({ viewport: null, tapTargets: small(1), textSamples: [], inputs: [] }),
  scoreMobile({
    viewport: "width=980, user-scalable=no",
    tapTargets: small(5),
    textSamples: [{ label: "tiny", fontSizePx: 9 }],
    inputs: [{ label: "Email", type: "email", inputMode: null, name: "email", autocomplete: null }],
  }),
  scoreMobile({
    viewport: "width=device-width",
    tapTargets: [],
    textSamples: small(2).map(({ label }) => ({ label, fontSizePx: 10 })),
    inputs: ["tel", "number"].map((type) => ({ label: type, type, inputMode: null, name: null, autocomplete: null })),
  }),
];
const everyText = worst.flatMap((outcome) => [
  ...outcome.deductions.map((deduction) => deduction.detail),
  ...outcome.recommendations,
  ...outcome.criticalIssues,
]);

describe("audit findings in the page's language", () => {
  it("states every finding, piece of advice and self-check by one of the catalogue's codes", () => {
    const checks = runBasicAuditChecks().map((check) => check.name);
    const codes: readonly string[] = AUDIT_MESSAGE_CODES;
    for (const text of [...everyText, ...checks]) expect(codes, text.code).toContain(text.code);
    expect(new Set(everyText.map((text) => text.code)).size).toBeGreaterThan(40);
  });

  it("shows performance, security and mobile findings in German, with the locale's numbers", async () => {
    const german = await shownIn("de", [
      auditMessage("metricFarOver", { metric: "lcp", value: 4500, limit: 4000 }),
      auditMessage("missingHeader", { header: "x-frame-options" }),
      auditMessage("mixedContent", { count: 2 }),
      auditMessage("smallTapTargets", { count: 5, total: 5, size: 44, items: "b0, b1, b2", more: 2 }),
      auditMessage("adviceViewport", { tag: '<meta name="viewport" content="width=device-width, initial-scale=1">' }),
      auditMessage("badgeAt", { score: 90 }),
    ]);
    expect(german).toBe(
      [
        "[Größtes sichtbares Element beträgt 4,50 s, mehr als 4,00 s]",
        "[Header x-frame-options fehlt.]",
        "[2 Ressourcen werden auf einer HTTPS-Seite über unverschlüsseltes HTTP geladen (gemischte Inhalte).]",
        "[5 von 5 Tippzielen sind kleiner als 44×44 px (b0, b1, b2 und 2 weitere).]",
        '[Fügen Sie <meta name="viewport" content="width=device-width, initial-scale=1"> hinzu.]',
        "[Bewertung bei 90]",
      ].join(""),
    );
    const all = await shownIn("de", everyText);
    expect(all).not.toMatch(/\b(the|is|are|over|and) /);
  });

  it("shows them in French, and in English as the scoring used to state them", async () => {
    expect(
      await shownIn("fr", [
        auditMessage("metricOver", { metric: "cls", value: 0.3, limit: 0.25 }),
        auditMessage("poweredBy", { software: "Express" }),
      ]),
    ).toBe(
      [
        "[Décalage cumulé de la mise en page : 0,300 (au-delà de 0,250)]",
        "[X-Powered-By révèle le logiciel du serveur (Express).]",
      ].join(""),
    );
    expect(await shownIn("en", [auditMessage("metricOver", { metric: "inp", value: 150, limit: 100 })])).toBe(
      "[Interaction to Next Paint is 150 ms (over 100 ms)]",
    );
    expect(await shownIn("en", [auditMessage("smallText", { count: 2, size: 12, items: "b0, b1", more: 0 })])).toBe(
      "[2 text elements are smaller than 12 px (b0, b1).]",
    );
  });
});
