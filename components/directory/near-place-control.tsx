"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Icon } from "@/components/ui/icon";
import { useLazyComponent } from "@/components/ui/use-lazy-component";
import type { NearPlaceControlProps } from "./near-place-fields";
import { NearSearchForm } from "./near-search-form";

const loadFields = () => import("./near-place-fields").then((module) => module.NearPlaceFields);

/**
 * Near a place: a disclosure, closed unless the URL names a place, so the results start on a phone's first screen. It
 * opens natively and its search is a GET form, so both work before the page has hydrated; the full control (radius,
 * order, remote toggle, Use my location) loads when the panel is first open, never with the page.
 */
export function NearPlaceControl(props: NearPlaceControlProps) {
  const { value } = props;
  const t = useTranslations("near.panel");
  const [open, setOpen] = useState(Boolean(value));
  const [synced, setSynced] = useState(value?.place ?? "");
  const [Fields, loadNow] = useLazyComponent(loadFields);
  // The URL named a place from elsewhere (a suggestion, Use my location, the back button): show it.
  if ((value?.place ?? "") !== synced) {
    setSynced(value?.place ?? "");
    if (value) setOpen(true);
  }
  useEffect(() => {
    if (open) loadNow();
  }, [open, loadNow]);

  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group rounded-xl border border-slate-200 bg-white"
      data-testid="near-panel"
    >
      <summary
        className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 text-sm font-medium text-slate-800 [&::-webkit-details-marker]:hidden"
        data-testid="near-toggle"
      >
        <Icon name="map-pin" aria-hidden="true" />
        {t("label")}
        <Icon name="chevron-down" aria-hidden="true" className="ml-auto transition-transform group-open:rotate-180" />
      </summary>
      <section aria-label={t("label")} className="flex flex-col gap-3 px-4 pb-4">
        {/* The search as the server renders it, and what an opened panel shows until the full control has arrived. */}
        {Fields ? (
          <Fields {...props} />
        ) : (
          <NearSearchForm action={props.action} place={{ defaultValue: value?.place ?? "" }} />
        )}
      </section>
    </details>
  );
}
