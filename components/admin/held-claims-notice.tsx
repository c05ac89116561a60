"use client";

import { useTranslations } from "next-intl";
import type { ImportRowError } from "@/lib/import/schema";
import type { HeldClaims } from "@/lib/listings/held-claims";

/**
 * Tells a writer that a text of theirs is held for the editors, not published: each phrase, marked, and why (the
 * message its code names). Announced to screen readers when it appears.
 */
export function HeldClaimsNotice({
  held,
  testId = "held-claims",
}: {
  held: { claims: readonly Pick<HeldClaims["claims"][number], "phrase">[] };
  testId?: string;
}) {
  const t = useTranslations("listing-editor.messages");
  const phrases = [...new Set(held.claims.map((claim) => claim.phrase))];
  return (
    <div role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid={testId}>
      <ul className="flex flex-col gap-1">
        {phrases.map((phrase) => (
          <li key={phrase} data-testid={`${testId}-phrase`}>
            {t.rich("healthClaimHeld", { phrase, mark: (chunks) => <mark>{chunks}</mark> })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** An import row's held phrases (each a row error whose params name the phrase) as the notice shows them. */
export const heldOfRow = (held: readonly ImportRowError[]) => ({
  claims: held.map((error) => ({ phrase: String(error.params.phrase ?? "") })),
});
