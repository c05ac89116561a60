import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LoggedOutRedirect } from "@/components/member/logged-out-redirect";

describe("a member page seen logged out", () => {
  const html = renderToStaticMarkup(<LoggedOutRedirect returnTo="/profile?tab=reviews" />);

  it("carries the Unauthorized toast in its server markup, before any script has run", () => {
    expect(html).toMatch(/<div role="status" data-testid="logged-out-toast"/);
    expect(html).toContain("Unauthorized");
    expect(html).toContain("You are logged out. Logging in again...");
  });

  it("links to sign in and back to the page, for a visitor without JavaScript", () => {
    expect(html).toContain('href="/api/login?returnTo=%2Fprofile%3Ftab%3Dreviews"');
  });
});
