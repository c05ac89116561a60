import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AuthForm } from "@/components/auth/auth-form";
import { translator } from "@/lib/i18n/translator";
import { AUTH_MESSAGES, type AuthMessageKey } from "@/lib/member/auth-messages";
import { PASSWORD_LIMITS } from "@/lib/member/password-limits";
import { withIntl } from "../support/i18n";

describe("the auth dialog's form", () => {
  it("is written in the page's language", async () => {
    const german = await withIntl("de");
    const html = renderToStaticMarkup(german(<AuthForm mode="signup" onModeChange={() => {}} onSignedIn={() => {}} />));
    expect(html).toContain("Vollständiger Name");
    expect(html).toContain(`Mindestens ${PASSWORD_LIMITS.min} Zeichen.`);
    expect(html).toContain("Konto erstellen");
    expect(html).not.toContain("Create account");
  });

  it("translates exactly the messages the schemas and handlers send (English catalogue = wire wording)", async () => {
    const t = await translator("en", "account.auth.messages");
    for (const [key, text] of Object.entries(AUTH_MESSAGES) as [AuthMessageKey, string][])
      expect(t(key, PASSWORD_LIMITS)).toBe(text);
  });
});
