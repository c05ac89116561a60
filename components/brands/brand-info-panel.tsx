import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import type { GatheredBrand } from "@/lib/brands/submission";

/** The green panel of what was gathered: name, country, rating with its review count, and the logo. */
export function BrandInfoPanel({ data }: { data: GatheredBrand }) {
  const t = useTranslations("add-brand");
  return (
    <section
      aria-label={t("found")}
      className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900"
      data-testid="brand-info-panel"
    >
      <h2 className="mb-2 flex items-center gap-2 font-semibold text-emerald-800">
        <Icon name="check-circle-2" className="size-4" />
        {t("found")}
      </h2>
      <dl className="grid gap-1">
        {data.name ? <Row label={t("name")} value={data.name} testId="brand-info-name" /> : null}
        {data.country ? <Row label={t("location")} value={data.country} testId="brand-info-country" /> : null}
        {data.rating !== null ? (
          <Row
            label={t("rating")}
            value={
              data.reviewCount
                ? t("ratingWithReviews", { rating: data.rating, count: data.reviewCount })
                : t("ratingValue", { rating: data.rating })
            }
            testId="brand-info-rating"
          />
        ) : null}
        {data.logoUrl ? <Row label={t("logo")} value={t("logoFound")} testId="brand-info-logo" /> : null}
      </dl>
    </section>
  );
}

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex gap-1.5" data-testid={testId}>
      <dt className="font-medium">{label}:</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </div>
  );
}
