"use client";

import { useTranslations } from "next-intl";
import { cn } from "@/lib/cn";

type StarRatingInputProps = {
  name: string;
  value: number;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  /** The id of the error message, when there is one. */
  errorId?: string;
};

const STARS = [1, 2, 3, 4, 5] as const;

/** 1–5 stars as a native radio group (arrow keys move between stars); every star is a 44 px target. */
export function StarRatingInput({ name, value, onChange, onBlur, errorId }: StarRatingInputProps) {
  const t = useTranslations("listing");
  return (
    <fieldset aria-describedby={errorId} data-testid="rating-input">
      <legend className="text-sm font-medium text-slate-900">{t("yourRating")}</legend>
      <div className="mt-1 flex items-center gap-1">
        {STARS.map((star) => (
          <label
            key={star}
            data-testid={`rating-star-${star}`}
            className="relative inline-flex size-11 cursor-pointer items-center justify-center rounded-md text-3xl leading-none hover:bg-amber-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-emerald-600"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              onBlur={onBlur}
              className="sr-only"
            />
            <span aria-hidden="true" className={cn(star <= value ? "text-amber-400" : "text-slate-300")}>
              ★
            </span>
            <span className="sr-only">{t("starCount", { count: star })}</span>
          </label>
        ))}
        <span className="ml-2 text-sm text-slate-600" aria-hidden="true">
          {value >= 1 && value <= 5 ? t("outOfFive", { count: value }) : ""}
        </span>
      </div>
    </fieldset>
  );
}
