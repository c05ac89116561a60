// A hostile page nested thousands deep is read as empty, at once, instead of holding a verifier worker for minutes.
import { describe, expect, it } from "vitest";
import { extractSiteFacts } from "@/server/verifier/extract";
import { nestsDeeperThan } from "@/server/verifier/nesting-depth";

const nested = (depth: number, inner = "") => `${"<div>".repeat(depth)}${inner}${"</div>".repeat(depth)}`;
const ORG = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"MedicalClinic","name":"Deep Clinic"}</script>`;

describe("nesting depth", () => {
  it("counts opening tags against closing ones, and void and self-closing tags not at all", () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan(`<div>${"<br><img src=x><hr/><p/>".repeat(50)}</div>`, 1)).toBe(false);
    expect(nestsDeeperThan("<p>a</p>".repeat(5_000), 1)).toBe(false);
  });

  it("reads a page of ordinary depth, and a page nested 100,000 deep as empty (unguarded, it parses for minutes and outlasts the test timeout)", () => {
    expect(
      extractSiteFacts(`<html><body>${nested(50, ORG)}</body></html>`, "https://a.example/").organisation?.name,
    ).toBe("Deep Clinic");
    const facts = extractSiteFacts(`<html><body>${nested(100_000, ORG)}</body></html>`, "https://a.example/");
    expect(facts.organisation).toBeNull();
  });
});
