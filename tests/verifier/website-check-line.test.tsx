// The detail page's freshness line: when the verifier last checked the listing's website and what it found, in the
// page's language, and a flag to visitors once the site has failed for 14 days.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { VerifiedLine } from "@/components/facts/verified-line";
import { withIntl } from "../support/i18n";

const base = { lastVerifiedAt: null, verifiedBy: null, sourceUrls: [] };

describe("the website-check line", () => {
  it("says when the site was checked and that it was reachable, in English and German", async () => {
    const check = { lastCheckedAt: "2026-11-20T10:00:00.000Z", outcome: "reachable", failingSince: null };
    const en = renderToStaticMarkup(
      (await withIntl("en"))(<VerifiedLine listing={{ ...base, websiteCheck: check }} today="2026-11-25" />),
    );
    expect(en).toContain("Website checked");
    expect(en).toContain(": reachable.");
    const de = renderToStaticMarkup(
      (await withIntl("de"))(<VerifiedLine listing={{ ...base, websiteCheck: check }} today="2026-11-25" />),
    );
    expect(de).toContain("Website geprüft am");
    expect(de).toContain("erreichbar");
  });

  it("flags a site failing for 14 days, and not before", async () => {
    const intl = await withIntl("en");
    const failing = (since: string) =>
      renderToStaticMarkup(
        intl(
          <VerifiedLine
            listing={{
              ...base,
              websiteCheck: { lastCheckedAt: "2026-11-24T10:00:00.000Z", outcome: "unreachable", failingSince: since },
            }}
            today="2026-11-25"
          />,
        ),
      );
    expect(failing("2026-11-01T00:00:00.000Z")).toContain('data-testid="website-unreachable"');
    expect(failing("2026-11-20T00:00:00.000Z")).not.toContain('data-testid="website-unreachable"');
    expect(failing("2026-11-20T00:00:00.000Z")).toContain("unreachable");
  });
});
