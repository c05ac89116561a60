"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useLazyComponent } from "@/components/ui/use-lazy-component";
import { NEAR_MAX_LENGTH } from "@/lib/directory/near";
import type { NearPlaceControlProps } from "./near-place-fields";

const loadFields = () => import("./near-place-fields").then((module) => module.NearPlaceFields);

/**
 * The search as the server renders it, and what an opened panel shows until its code has arrived: a GET form to the
 * directory with the view's category and search, so it works before (and without) the page's JavaScript.
 */
function PlainNearSearch({ value, action }: Pick<NearPlaceControlProps, "value" | "action">) {
  const t = useTranslations("near.panel");
  const id = useId();
  return (
    <form
      role="search"
      aria-label={t("search")}
      action={action.path}
      method="get"
      className="flex flex-wrap items-end gap-3"
    >
      {Object.entries(action.hidden).map(([name, hidden]) => (
        <input key={name} type="hidden" name={name} value={hidden} />
      ))}
      <div className="flex min-w-48 flex-1 flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {t("near")}
        </label>
        <Input
          id={id}
          name="near"
          defaultValue={value?.place ?? ""}
          maxLength={NEAR_MAX_LENGTH}
          placeholder={t("placeholder")}
          autoComplete="address-level2"
          data-testid="near-input"
        />
      </div>
      <Button type="submit" data-testid="near-submit">
        <Icon name="map-pin" />
        {t("submit")}
      </Button>
    </form>
  );
}

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
        {Fields ? <Fields {...props} /> : <PlainNearSearch value={value} action={props.action} />}
      </section>
    </details>
  );
}
