"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { formatDate } from "@/lib/listings/detail-format";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/use-toast";
import type { FactVerifier } from "@/lib/listings/fact-values";
import type { Confirmation } from "@/server/listings/facts/verification";
import { confirmFacts, problemText } from "./owner-api";

type Props = {
  listing: { id: string; lastVerifiedAt: string | null; verifiedBy: FactVerifier | null };
  onConfirmed: (confirmation: Confirmation) => void;
};

/** "Everything is still correct": the facts confirmed today by the owner, shown on the listing. */
export function ConfirmFacts({ listing, onConfirmed }: Props) {
  const locale = useLocale();
  const t = useTranslations("owner.confirm");
  const problems = useTranslations("owner.problems");
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      onConfirmed(await confirmFacts(listing.id));
      toast({ title: t("thanks"), description: t("thanksText") });
    } catch (error) {
      toast({ variant: "destructive", title: t("failed"), description: problemText(error, problems) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div
      className="mb-5 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-5"
      data-testid="owner-confirm-facts"
    >
      <p className="text-sm text-slate-700" data-testid="owner-last-verified">
        {listing.lastVerifiedAt
          ? t("lastConfirmed", {
              date: formatDate(locale, listing.lastVerifiedAt) ?? "",
              by: listing.verifiedBy ?? "owner",
            })
          : t("never")}
      </p>
      <Button type="button" variant="outline" onClick={confirm} disabled={busy} data-testid="owner-confirm-button">
        {busy ? <Icon name="loader-2" className="animate-spin" aria-hidden="true" /> : null}
        {t("button")}
      </Button>
    </div>
  );
}
