"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import useSWR from "swr";
import { swrConfig } from "@/lib/api-client";
import { toast } from "@/components/ui/use-toast";
import { ADMIN_LOGIN_PAGE, ADMIN_STATUS_PATH, type AdminStatus } from "./admin-api";
import { BrandBoard } from "./brand-board";

// The app's reads never refetch on focus and stay fresh forever; the admin status is the exception:
// it is re-checked whenever the window regains focus. SWR's 5-second focus throttle would skip a focus that
// follows the sign-in's own; the 2-second deduplication alone keeps a flurry of focus events to one request.
const STATUS_OPTIONS = {
  ...swrConfig,
  revalidateOnFocus: true,
  focusThrottleInterval: 0,
  dedupingInterval: 2_000,
} as const;

/** The admin review: 'Checking authentication...', then the board, or 'Access Denied' and the login page. */
export function AdminReviewBoard() {
  const router = useRouter();
  const t = useTranslations("admin.review");
  const { data, error } = useSWR<AdminStatus>(ADMIN_STATUS_PATH, STATUS_OPTIONS);
  // A failed re-check (offline for a moment) keeps the last answer; a failed first check denies.
  const denied = data ? !data.isAdmin : Boolean(error);

  useEffect(() => {
    if (!denied) return;
    toast({ variant: "destructive", title: t("deniedTitle"), description: t("deniedText") });
    // A client-side move keeps the toast on screen.
    router.replace(ADMIN_LOGIN_PAGE);
  }, [denied, router, t]);

  if (!data?.isAdmin) {
    return (
      <p role="status" className="py-16 text-center text-slate-600" data-testid="admin-checking">
        {t("checking")}
      </p>
    );
  }
  return <BrandBoard />;
}
