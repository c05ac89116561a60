"use client";

import { useTranslations } from "next-intl";
import type { ImportRowError } from "@/lib/import/schema";
import type { HeldClaims } from "@/lib/listings/held-claims";

/** A held value's texts: a text, a list's items joined, or each translation's texts. */
function textsOf(value: unknown): string[] {
  if (typeof value === "string") return value ? [value] : [];
  if (Array.isArray(value)) return value.length ? [value.map(String).join(", ")] : [];
  if (value && typeof value === "object") return Object.values(value).flatMap(textsOf);
  return [];
}

/**
 * Tells a writer that a text of theirs is held for the editors, not published: each phrase, marked, and why (the
 * message its code names), then the held text itself. Announced to screen readers when it appears.
 */
export function HeldClaimsNotice({
  held,
  testId = "held-claims",
}: {
  held: { claims: readonly Pick<HeldClaims["claims"][number], "phrase">[]; after?: HeldClaims["after"] };
  testId?: string;
}) {
  const t = useTranslations("listing-editor.messages");
  const editor = useTranslations("listing-editor");
  const phrases = [...new Set(held.claims.map((claim) => claim.phrase))];
  const texts = [...new Set(Object.values(held.after ?? {}).flatMap(textsOf))];
  return (
    <div role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid={testId}>
      <ul className="flex flex-col gap-1">
        {phrases.map((phrase) => (
          <li key={phrase} data-testid={`${testId}-phrase`}>
            {t.rich("healthClaimHeld", { phrase, mark: (chunks) => <mark>{chunks}</mark> })}
          </li>
        ))}
      </ul>
      {texts.length ? (
        <div className="mt-2">
          <p className="font-medium">{editor("heldText")}</p>
          {texts.map((text, index) => (
            <p key={index} className="mt-1 whitespace-pre-line" data-testid={`${testId}-text`}>
              {text}
            </p>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** An import row's held phrases (each a row error whose params name the phrase) as the notice shows them. */
export const heldOfRow = (held: readonly ImportRowError[]) => ({
  claims: held.map((error) => ({ phrase: String(error.params.phrase ?? "") })),
});
