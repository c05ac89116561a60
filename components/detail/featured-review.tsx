import { useTranslations } from "next-intl";
import { DetailSection } from "./detail-section";

/** The listing's featured review quote with its source; nothing when there is no quote. */
export function FeaturedReview({ review, source }: { review: string | null; source: string | null }) {
  const t = useTranslations("detail.sections");
  const text = review?.trim();
  if (!text) return null;
  return (
    <DetailSection title={t("featuredReview")} icon={"quote"} testId="featured-review">
      <figure>
        <blockquote className="border-l-4 border-brand-500 pl-4 text-slate-800 italic">“{text}”</blockquote>
        {source?.trim() ? <figcaption className="mt-2 text-sm text-slate-500">— {source.trim()}</figcaption> : null}
      </figure>
    </DetailSection>
  );
}
