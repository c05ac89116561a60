"use client";

import { useTranslations } from "next-intl";
import { Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { useLazyComponent } from "@/components/ui/use-lazy-component";

/**
 * "Report a problem": a button in the cached page; the form (react-hook-form, the captcha, their wording) loads when it comes near
 * (pointer or focus) or is opened, so the page carries nothing of it and nothing about the visitor.
 */
const loadForm = () => import("./report-form").then((module) => module.ReportFormWithWording);

export function ReportProblem({ listingId, listingName }: { listingId: string; listingName: string }) {
  const [ReportForm, load] = useLazyComponent(loadForm);
  const [open, setOpen] = useState(false);
  const t = useTranslations("report");

  const button = (
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
  if (!open || !ReportForm) return button;
  // The form's wording arrives just after its code: the opening button stays on screen meanwhile.
  return (
    <Suspense fallback={button}>
      <ReportForm listingId={listingId} listingName={listingName} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
