"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { useLazyComponent } from "@/components/ui/use-lazy-component";

/**
 * "Report a problem": a button in the cached page; the form (react-hook-form, the captcha, their wording) loads when it comes near
 * (pointer or focus) or is opened, so the page carries nothing of it and nothing about the visitor.
 */
export function ReportProblem({ listingId, listingName }: { listingId: string; listingName: string }) {
  const locale = useLocale();
  const loadForm = useCallback(() => import("./report-form").then((module) => module.reportFormIn(locale)), [locale]);
  const [ReportForm, load] = useLazyComponent(loadForm);
  const [open, setOpen] = useState(false);
  const t = useTranslations("report");

  if (open && ReportForm)
    return <ReportForm listingId={listingId} listingName={listingName} onClose={() => setOpen(false)} />;
  return (
    <div>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          setOpen(true);
          load();
        }}
        onPointerEnter={load}
        onFocus={load}
        aria-busy={open}
        data-testid="report-open"
      >
        <Icon
          name={open ? "loader-2" : "circle-alert"}
          className={open ? "animate-spin" : undefined}
          aria-hidden="true"
        />
        {t("open")}
      </Button>
    </div>
  );
}
