"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api-client";
import { downloadJson, hardNavigate } from "@/lib/browser/navigate";

/** "Your data": confirm the address again, download everything stored, or delete the account. */
export function AccountData({ emailVerified }: { emailVerified: boolean }) {
  const [busy, setBusy] = useState(false);
  const t = useTranslations("profile.data");

  async function resend() {
    try {
      await apiRequest("POST", "/api/auth/verify-email/resend");
      toast({ title: t("sent"), description: t("sentText") });
    } catch {
      toast({ variant: "destructive", title: t("error"), description: t("sendFailed") });
    }
  }

  async function download() {
    try {
      downloadJson(
        `longevity-directory-account-${new Date().toISOString().slice(0, 10)}.json`,
        await apiRequest("GET", "/api/account/export"),
      );
    } catch {
      toast({ variant: "destructive", title: t("error"), description: t("downloadFailed") });
    }
  }

  async function remove() {
    if (!window.confirm(t("confirmDelete"))) return;
    setBusy(true);
    try {
      await apiRequest("DELETE", "/api/account");
      hardNavigate("/");
    } catch {
      setBusy(false);
      toast({ variant: "destructive", title: t("error"), description: t("deleteFailed") });
    }
  }

  return (
    <section
      aria-labelledby="account-data"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-5"
      data-testid="account-data"
    >
      <h2 id="account-data" className="text-lg font-semibold text-slate-900">
        {t("title")}
      </h2>
      {emailVerified ? null : (
        <p className="text-sm text-amber-800" data-testid="email-unverified">
          {t("unverified")}{" "}
          <button type="button" onClick={resend} className="font-medium underline">
            {t("resend")}
          </button>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={download} data-testid="export-data">
          <Icon name="download" /> {t("download")}
        </Button>
        <Button variant="destructive" onClick={remove} disabled={busy} data-testid="delete-account">
          {t("delete")}
        </Button>
      </div>
    </section>
  );
}
