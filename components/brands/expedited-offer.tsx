"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/api-client";
import type { CheckoutStarted } from "@/lib/payments/types";

/** After a submission: a one-time expedited review (Stripe Checkout, opened by the server), offered once. */
export function ExpeditedOffer({ submissionId }: { submissionId: string }) {
  const t = useTranslations("payments.expedited");
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function buy() {
    setBusy(true);
    setFailed(false);
    try {
      const { url } = await apiRequest<CheckoutStarted>("POST", "/api/payments/expedited", { submissionId });
      window.location.assign(url);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }
  return (
    <section className="mt-6 rounded-lg border border-slate-200 p-4" data-testid="expedited-offer">
      <h2 className="text-lg font-semibold text-slate-900">{t("heading")}</h2>
      <p className="mt-2 text-sm text-slate-700">{t("intro")}</p>
      <Button type="button" className="mt-3" disabled={busy} onClick={buy}>
        {busy ? t("opening") : t("buy")}
      </Button>
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t("failed")}
        </p>
      ) : null}
    </section>
  );
}
