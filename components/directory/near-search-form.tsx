"use client";

import { useTranslations } from "next-intl";
import { useId, type FormEvent, type ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { NEAR_MAX_LENGTH } from "@/lib/directory/near";

/** Where the near search goes before the page has hydrated: the directory, with the view's category and search. */
export type NearFormAction = { path: string; hidden: Readonly<Record<string, string>> };

export function LabelledControl({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
    </div>
  );
}

type NearSearchFormProps = {
  action: NearFormAction;
  /** The place field: left to the browser in the server-rendered form, held by React in the full control. */
  place: { defaultValue: string } | { value: string; onChange: (place: string) => void };
  /** Once hydrated, the full control takes the submit and writes the URL itself. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Fields between the place and the submit button (the radius). */
  children?: ReactNode;
  /** After the submit button (Clear). */
  after?: ReactNode;
};

/**
 * The near search's form, one for the server-rendered panel and the full control: a GET form to the directory with
 * the view's hidden fields, the place typed in any of the gazetteer's spellings and the submit button, so it works
 * before (and without) the page's JavaScript.
 */
export function NearSearchForm({ action, place, onSubmit, children, after }: NearSearchFormProps) {
  const t = useTranslations("near.panel");
  const id = useId();
  const placeProps =
    "value" in place
      ? { value: place.value, onChange: (event: { target: { value: string } }) => place.onChange(event.target.value) }
      : { defaultValue: place.defaultValue };
  return (
    <form
      role="search"
      aria-label={t("search")}
      action={action.path}
      method="get"
      onSubmit={onSubmit}
      className="flex flex-wrap items-end gap-3"
    >
      {Object.entries(action.hidden).map(([name, hidden]) => (
        <input key={name} type="hidden" name={name} value={hidden} />
      ))}
      <LabelledControl id={id} label={t("near")} className="min-w-48 flex-1">
        <Input
          id={id}
          name="near"
          {...placeProps}
          maxLength={NEAR_MAX_LENGTH}
          placeholder={t("placeholder")}
          autoComplete="address-level2"
          data-testid="near-input"
        />
      </LabelledControl>
      {children}
      <Button type="submit" data-testid="near-submit">
        <Icon name="map-pin" />
        {t("submit")}
      </Button>
      {after}
    </form>
  );
}
