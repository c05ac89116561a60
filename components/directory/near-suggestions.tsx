"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { inPlace } from "@/components/ui/in-place";

/**
 * A place that names no single city: the gazetteer's message and "Did you mean…" choices, each a link searching
 * there. Never an empty list without a word.
 */
export function NearSuggestions({
  place,
  message,
  suggestions,
  hrefOf,
  onChoose,
}: {
  place: string;
  message: string;
  suggestions: readonly string[];
  /** The directory's URL searching near a suggestion (followed before hydration or for a new tab). */
  hrefOf: (place: string) => string;
  onChoose: (place: string) => void;
}) {
  const t = useTranslations("near.suggestions");
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-6"
      data-testid="near-suggestions"
    >
      <p className="font-semibold text-slate-900">
        “{place}”: {message}
      </p>
      {suggestions.length ? (
        <>
          <p className="text-sm text-slate-700">{t("didYouMean")}</p>
          <ul className="flex flex-wrap gap-2">
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <Button asChild variant="outline" size="sm">
                  <a href={hrefOf(suggestion)} onClick={inPlace(() => onChoose(suggestion))}>
                    {suggestion}
                  </a>
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-sm text-slate-700">{t("none")}</p>
      )}
    </div>
  );
}
