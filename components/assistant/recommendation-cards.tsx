import { useFormatter, useTranslations } from "next-intl";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Icon } from "@/components/ui/icon";
import { MAX_RECOMMENDATIONS_PER_CATEGORY } from "@/lib/assistant/limits";
import { RECOMMENDATION_CATEGORIES, type RecommendationItem, type Recommendations } from "@/lib/assistant/types";

function detail(item: RecommendationItem): string | undefined {
  return item.location ?? item.brand ?? item.shortDescription;
}

function RecommendationLink({ item }: { item: RecommendationItem }) {
  const text = detail(item);
  const t = useTranslations("assistant");
  const format = useFormatter();
  return (
    <Link
      href={item.url}
      prefetch={false}
      data-testid="assistant-recommendation"
      className="group flex items-start justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3 transition-colors hover:border-emerald-400 hover:bg-emerald-50/60"
    >
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {item.name}
          {item.sponsored ? (
            <Badge variant="sponsored" data-testid="assistant-sponsored">
              {t("sponsored")}
            </Badge>
          ) : null}
        </span>
        {text ? (
          <span className="flex items-center gap-1 text-sm text-slate-600">
            {item.location ? <Icon name="map-pin" className="size-3.5" /> : null}
            <span className="line-clamp-2">{text}</span>
          </span>
        ) : null}
        {item.perMeasuredMarker !== undefined ? (
          <span className="text-sm font-medium text-emerald-800" data-testid="assistant-per-marker">
            {t("perMeasuredMarker", {
              price: format.number(item.perMeasuredMarker, { style: "currency", currency: "EUR" }),
            })}
          </span>
        ) : null}
        {item.perDailyDose !== undefined ? (
          <span className="text-sm font-medium text-emerald-800" data-testid="assistant-per-daily-dose">
            {t("perDailyDose", { price: format.number(item.perDailyDose, { style: "currency", currency: "EUR" }) })}
          </span>
        ) : null}
        {item.rating !== null ? (
          <span className="text-xs text-slate-500">
            {t("rated", { rating: format.number(item.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) })}
          </span>
        ) : null}
      </span>
      <Icon name="arrow-right" className="mt-0.5 size-4 text-slate-400 group-hover:text-emerald-700" />
    </Link>
  );
}

/** One card per category that has matches, at most three listings each, each linked to its page. */
export function RecommendationCards({ recommendations }: { recommendations: Recommendations }) {
  const t = useTranslations("assistant");
  const categories = RECOMMENDATION_CATEGORIES.filter((category) => recommendations[category].length > 0);
  if (!categories.length) return null;
  return (
    <section aria-labelledby="assistant-recommendations-title" className="flex flex-col gap-3">
      <h3 id="assistant-recommendations-title" className="text-base font-semibold text-slate-900">
        Recommended in the directory
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {categories.map((category) => (
          <div
            key={category}
            className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3"
            data-testid={`assistant-category-${category}`}
          >
            <h4 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
              {t(`categories.${category}`)}
            </h4>
            <ul className="flex flex-col gap-2">
              {recommendations[category].slice(0, MAX_RECOMMENDATIONS_PER_CATEGORY).map((item) => (
                <li key={item.url}>
                  <RecommendationLink item={item} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
