"use client";

import { useState } from "react";
import { formatDate } from "@/components/detail/detail-format";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/use-toast";
import { confirmFacts, problemText } from "./owner-api";

const BY = { admin: "our team", owner: "you", import: "the data import" } as const;

type Props = { listingId: string; lastVerifiedAt: string | null; verifiedBy: keyof typeof BY | null };

/** "Everything is still correct": the facts confirmed today by the owner, shown on the listing. */
export function ConfirmFacts({ listingId, lastVerifiedAt, verifiedBy }: Props) {
  const [confirmed, setConfirmed] = useState({ at: lastVerifiedAt, by: verifiedBy });
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      const result = await confirmFacts(listingId);
      setConfirmed({ at: result.lastVerifiedAt, by: result.verifiedBy });
      toast({ title: "Thank you", description: "Your listing shows that you confirmed its facts today." });
    } catch (error) {
      toast({ variant: "destructive", title: "Could not confirm the facts", description: problemText(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center justify-between gap-3" data-testid="owner-confirm-facts">
      <p className="text-sm text-slate-700" data-testid="owner-last-verified">
        {confirmed.at
          ? `Facts last confirmed on ${formatDate(confirmed.at)} by ${BY[confirmed.by ?? "owner"]}.`
          : "Nobody has confirmed these facts yet."}
      </p>
      <Button type="button" variant="outline" onClick={confirm} disabled={busy} data-testid="owner-confirm-button">
        {busy ? <Icon name="loader-2" className="animate-spin" aria-hidden="true" /> : null}
        Everything is still correct
      </Button>
    </div>
  );
}
