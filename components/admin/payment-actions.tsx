"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/api-client";

function useAction() {
  const router = useRouter();
  const t = useTranslations("payments.admin");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  async function run(method: "POST" | "PUT", path: string, body?: unknown) {
    setBusy(true);
    setError(undefined);
    try {
      await apiRequest<unknown>(method, path, body);
      router.refresh();
    } catch {
      setError(t("failed"));
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run, t };
}

/** The admin's buttons on one payment: a refund through Stripe, or (an expedited review) marking it reviewed. */
export function PaymentAction({ id, kind }: { id: string; kind: "refund" | "reviewed" }) {
  const { busy, error, run, t } = useAction();
  const path = `/api/admin/payments/${encodeURIComponent(id)}/${kind}`;
  return (
    <span className="inline-flex items-center gap-2">
      <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => run("POST", path, {})}>
        {kind === "refund" ? t("refund") : t("markReviewed")}
      </Button>
      {error ? (
        <span role="alert" className="text-xs text-red-700">
          {error}
        </span>
      ) : null}
    </span>
  );
}

/** The cap on live sponsored places per kind. */
export function SponsoredCapForm({ cap }: { cap: number }) {
  const { busy, error, run, t } = useAction();
  const [value, setValue] = useState(String(cap));
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run("PUT", "/api/admin/payments/settings", { sponsoredCapPerKind: Number(value) });
  }
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <label className="flex flex-col gap-1 text-sm">
        {t("capLabel")}
        <input
          type="number"
          min={0}
          max={50}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className="w-24 rounded-md border border-slate-300 px-2 py-1"
          data-testid="admin-sponsored-cap"
        />
      </label>
      <Button type="submit" size="sm" disabled={busy}>
        {t("save")}
      </Button>
      {error ? (
        <span role="alert" className="text-sm text-red-700">
          {error}
        </span>
      ) : null}
    </form>
  );
}
