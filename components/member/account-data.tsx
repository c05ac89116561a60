"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api-client";
import { downloadJson, hardNavigate } from "@/lib/browser/navigate";

/** "Your data": confirm the address again, download everything stored, or delete the account. */
export function AccountData({ emailVerified }: { emailVerified: boolean }) {
  const [busy, setBusy] = useState(false);

  async function resend() {
    try {
      await apiRequest("POST", "/api/auth/verify-email/resend");
      toast({ title: "Confirmation email sent", description: "Check your inbox for the link." });
    } catch {
      toast({
        variant: "destructive",
        title: "Error",
        description: "Could not send the email. Please try again later.",
      });
    }
  }

  async function download() {
    try {
      downloadJson(
        `longevity-directory-account-${new Date().toISOString().slice(0, 10)}.json`,
        await apiRequest("GET", "/api/account/export"),
      );
    } catch {
      toast({ variant: "destructive", title: "Error", description: "Could not download your data. Please try again." });
    }
  }

  async function remove() {
    if (
      !window.confirm(
        "Delete your account? Your favorites, subscriptions and reviews are deleted with it. This cannot be undone.",
      )
    )
      return;
    setBusy(true);
    try {
      await apiRequest("DELETE", "/api/account");
      hardNavigate("/");
    } catch {
      setBusy(false);
      toast({
        variant: "destructive",
        title: "Error",
        description: "Failed to delete your account. Please try again.",
      });
    }
  }

  return (
    <section
      aria-labelledby="account-data"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-5"
      data-testid="account-data"
    >
      <h2 id="account-data" className="text-lg font-semibold text-slate-900">
        Your data
      </h2>
      {emailVerified ? null : (
        <p className="text-sm text-amber-800" data-testid="email-unverified">
          Your email address is not confirmed yet, so we cannot send you alerts.{" "}
          <button type="button" onClick={resend} className="font-medium underline">
            Send the confirmation email again
          </button>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={download} data-testid="export-data">
          <Icon name="download" /> Download my data
        </Button>
        <Button variant="destructive" onClick={remove} disabled={busy} data-testid="delete-account">
          Delete my account
        </Button>
      </div>
    </section>
  );
}
