"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import {
  formatDistance,
  DEFAULT_NEAR_RADIUS,
  NEAR_MAX_LENGTH,
  NEAR_RADII,
  NEAR_SORT_OPTIONS,
  isNearRadius,
  type NearPlace,
  type NearState,
} from "@/lib/directory/near";
import { placeLabelIn } from "@/lib/geo/country-name";
import { LabelledControl, NearSearchForm, type NearFormAction } from "./near-search-form";
import { UseMyLocation } from "./use-my-location";

export type NearPlaceControlProps = {
  value: NearState | null;
  action: NearFormAction;
  /** The city the current place resolved to, when it did. */
  resolved: NearPlace | null;
  /** The remote toggle's label for this view; null where the view's kinds have no remote reach. */
  remoteLabel: string | null;
  onChange: (next: NearState | null) => void;
};

const fieldClass =
  "h-11 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 sm:h-10 sm:text-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-emerald-600";

/**
 * The inside of the near panel: a city typed in any of the gazetteer's spellings (or found from the browser's location
 * on request), a radius, the order and the remote toggle. Every change goes to the URL, which the results follow.
 */
export function NearPlaceFields({ value, action, resolved, remoteLabel, onChange }: NearPlaceControlProps) {
  const ids = { radius: useId(), sort: useId(), remote: useId() };
  const t = useTranslations("near.panel");
  const locale = useLocale();
  const [draft, setDraft] = useState(value?.place ?? "");
  const [synced, setSynced] = useState(value?.place ?? "");
  // The URL changed from elsewhere (a suggestion, Use my location, the back button): show its place.
  if ((value?.place ?? "") !== synced) {
    setSynced(value?.place ?? "");
    setDraft(value?.place ?? "");
  }
  const radiusKm = value?.radiusKm ?? DEFAULT_NEAR_RADIUS;
  const change = (patch: Partial<NearState>) => value && onChange({ ...value, ...patch });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const place = draft.trim().slice(0, NEAR_MAX_LENGTH);
    onChange(place ? { place, radiusKm, sort: value?.sort ?? "distance", remote: value?.remote ?? false } : null);
  }

  return (
    <>
      <NearSearchForm
        action={action}
        place={{ value: draft, onChange: setDraft }}
        onSubmit={submit}
        after={
          value ? (
            <Button variant="ghost" onClick={() => onChange(null)} data-testid="near-clear">
              <Icon name="x" />
              {t("clear")}
            </Button>
          ) : null
        }
      >
        <LabelledControl id={ids.radius} label={t("within")}>
          <select
            id={ids.radius}
            name="radius"
            value={radiusKm}
            className={fieldClass}
            onChange={(event) => {
              const next = Number(event.target.value);
              if (isNearRadius(next)) change({ radiusKm: next });
            }}
            data-testid="near-radius"
          >
            {NEAR_RADII.map((radius) => (
              <option key={radius} value={radius}>
                {formatDistance(radius, locale)}
              </option>
            ))}
          </select>
        </LabelledControl>
      </NearSearchForm>
      <UseMyLocation
        onPlace={(place) =>
          onChange({ place: place.label, radiusKm, sort: value?.sort ?? "distance", remote: value?.remote ?? false })
        }
      />
      {value ? (
        <div className="flex flex-wrap items-end gap-4">
          <LabelledControl id={ids.sort} label={t("order")}>
            <select
              id={ids.sort}
              name="sort"
              value={value.sort}
              className={fieldClass}
              onChange={(event) => {
                const sort = NEAR_SORT_OPTIONS.find((option) => option.value === event.target.value);
                if (sort) change({ sort: sort.value });
              }}
              data-testid="near-sort"
            >
              {NEAR_SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(`sorts.${option.value}`)}
                </option>
              ))}
            </select>
          </LabelledControl>
          {remoteLabel ? (
            <label htmlFor={ids.remote} className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
              <input
                id={ids.remote}
                type="checkbox"
                checked={value.remote}
                onChange={(event) => change({ remote: event.target.checked })}
                className="size-4 accent-brand-700"
                data-testid="near-remote"
              />
              {remoteLabel}
            </label>
          ) : null}
          {resolved ? (
            <p className="text-sm text-slate-600" data-testid="near-resolved">
              {t("measured", { place: placeLabelIn(locale, resolved.label) })}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
