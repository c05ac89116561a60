import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AuthForm } from "@/components/auth/auth-form";
import { translator } from "@/lib/i18n/translator";
import * as z from "zod/mini";
import { readErrorKey } from "@/lib/http/error-key";
import { AUTH_ERRORS } from "@/lib/auth/auth-errors";
import { newPasswordSchema } from "@/lib/auth/auth-schema";
import { PASSWORD_LIMITS } from "@/lib/auth/password-limits";
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

  it("says a schema's error by its key and values, in any language", async () => {
    const key = readErrorKey(z.safeParse(newPasswordSchema, "short").error?.issues[0]?.message ?? "");
    expect(key).toEqual({ code: AUTH_ERRORS.passwordTooShort, params: { min: PASSWORD_LIMITS.min } });
    const t = await translator("de", "account.auth.messages");
    expect(t("passwordTooShort", { min: PASSWORD_LIMITS.min })).toBe(
      `Das Passwort muss mindestens ${PASSWORD_LIMITS.min} Zeichen lang sein`,
    );
  });
});
