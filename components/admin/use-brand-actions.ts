"use client";

import { useState } from "react";
import { mutate } from "swr";
import { toast, type ToastInput } from "@/components/ui/use-toast";
import type { AdminBrand } from "@/lib/admin/brand-types";
import { ADMIN_STATUS_PATH, approveBrand, rejectBrand, setBrandFeatured } from "./admin-api";

type Outcome = { success: ToastInput; failure: ToastInput };

const failed = (title: string, description: string): ToastInput => ({ variant: "destructive", title, description });

// docs/product.md, Admin: errors.
const APPROVE: Outcome = {
  success: { title: "Brand approved!", description: "The brand has been verified and added to the directory." },
  failure: failed("Approval failed", "Failed to approve the brand. Please try again."),
};
const REJECT: Outcome = {
  success: { title: "Brand rejected", description: "The brand submission has been removed." },
  failure: failed("Rejection failed", "Failed to reject the brand. Please try again."),
};
const FEATURE: Outcome = {
  success: { title: "Brand featured!", description: "The brand is now featured in the directory." },
  failure: failed("Update failed", "Failed to update brand status. Please try again."),
};
const UNFEATURE: Outcome = {
  success: { title: "Brand unfeatured", description: "The brand is no longer featured." },
  failure: FEATURE.failure,
};

/** Approve, reject and feature one brand: a toast for each outcome, then the brand list is fetched again (docs/product.md, Admin: calls). */
export function useBrandActions(brand: AdminBrand, refetch: () => Promise<unknown>) {
  const [busy, setBusy] = useState(false);

  async function run(request: () => Promise<unknown>, outcome: Outcome) {
    setBusy(true);
    try {
      await request();
      toast(outcome.success);
    } catch {
      toast(outcome.failure);
      // An expired session shows here first: the status check then sends the admin to the login page.
      void mutate(ADMIN_STATUS_PATH);
    }
    // The buttons stay disabled until the list shows the change, so a second click cannot repeat the action.
    await refetch().catch(() => undefined);
    setBusy(false);
  }

  return {
    busy,
    approve: () => run(() => approveBrand(brand.id), APPROVE),
    reject: () => run(() => rejectBrand(brand.id), REJECT),
    toggleFeatured: () => run(() => setBrandFeatured(brand.id, !brand.featured), brand.featured ? UNFEATURE : FEATURE),
  };
}
