"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { mutate } from "swr";
import { toast, type ToastInput } from "@/components/ui/use-toast";
import { useErrorText } from "@/components/i18n/use-error-text";
import type { AdminBrand } from "@/lib/brands/moderation-types";
import { ApiError } from "@/lib/api-client";
import { ADMIN_STATUS_PATH, approveBrand, rejectBrand, setBrandFeatured } from "./admin-api";

type Outcome = { success: ToastInput; failure: ToastInput };

type Action = "approve" | "reject" | "feature" | "unfeature";

/** Approve, reject and feature one brand: a toast for each outcome, then the brand list is fetched again. */
export function useBrandActions(brand: AdminBrand, refetch: () => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const t = useTranslations("admin.brands.actions");
  const errorText = useErrorText();
  /** The review schema's refusal in the admin's language, when that is what the server said. */
  const refusal = (error: unknown) =>
    error instanceof ApiError ? errorText(Object.values(error.fields)[0]?.[0]) : undefined;
  // Each action has its own success and failure toast.
  const outcome = (action: Action): Outcome => ({
    success: { title: t(`${action}.title`), description: t(`${action}.text`) },
    failure: { variant: "destructive", title: t(`${action}.failedTitle`), description: t(`${action}.failedText`) },
  });

  async function run(request: () => Promise<unknown>, action: Action) {
    const { success, failure } = outcome(action);
    setBusy(true);
    try {
      await request();
      toast(success);
    } catch (error) {
      toast({ ...failure, description: refusal(error) ?? failure.description });
      // An expired session shows here first: the status check then sends the admin to the login page.
      void mutate(ADMIN_STATUS_PATH);
    }
    // The buttons stay disabled until the list shows the change, so a second click cannot repeat the action.
    await refetch().catch(() => undefined);
    setBusy(false);
  }

  return {
    busy,
    approve: () => run(() => approveBrand(brand.id), "approve"),
    reject: () => run(() => rejectBrand(brand.id), "reject"),
    toggleFeatured: () =>
      run(() => setBrandFeatured(brand.id, !brand.featured), brand.featured ? "unfeature" : "feature"),
  };
}
