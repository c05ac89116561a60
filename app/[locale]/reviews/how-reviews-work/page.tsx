import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { ContentPage, ContentSection } from "@/components/content/content-page";
import { richLinks } from "@/components/i18n/rich-links";
import { REVIEW_RULES, HOW_REVIEWS_WORK_PATH } from "@/lib/reviews/review-rules";
import { localizedMetadata } from "@/lib/seo/localized-metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("reviews-page.how.meta");
  return localizedMetadata({ title: t("title"), description: t("description"), path: HOW_REVIEWS_WORK_PATH });
}

/**
 * How reviews are collected, verified, moderated, ordered and counted: public content, the same for everyone, prerendered per
 * language. The moderation rules are the list a hidden review's placeholder names its rule from.
 */
export default async function HowReviewsWorkPage() {
  const [locale, t, rules] = await Promise.all([
    getLocale(),
    getTranslations("reviews-page.how"),
    getTranslations("reviews-form.rules"),
  ]);
  const links = richLinks(locale, { contact: "/contact" });
  return (
    <ContentPage title={t("title")} intro={<p>{t("intro")}</p>}>
      <ContentSection title={t("who.title")}>
        <p>{t("who.text")}</p>
      </ContentSection>
      <ContentSection title={t("collection.title")}>
        <p>{t("collection.text")}</p>
      </ContentSection>
      <ContentSection title={t("verification.title")}>
        <p>{t("verification.text")}</p>
        <p>{t("verification.unverified")}</p>
      </ContentSection>
      <ContentSection title={t("moderation.title")}>
        <p>{t("moderation.intro")}</p>
        <ul data-testid="review-rules">
          {REVIEW_RULES.map((rule) => (
            <li key={rule} id={`rule-${rule}`}>
              <strong>{rules(`${rule}.title`)}</strong>: {rules(`${rule}.text`)}
            </li>
          ))}
        </ul>
        <p>{t("moderation.placeholder")}</p>
      </ContentSection>
      <ContentSection title={t("negative.title")}>
        <p>{t("negative.text")}</p>
      </ContentSection>
      <ContentSection title={t("rating.title")}>
        <p>{t("rating.text")}</p>
      </ContentSection>
      <ContentSection title={t("order.title")}>
        <p>{t("order.text")}</p>
      </ContentSection>
      <ContentSection title={t("replies.title")}>
        <p>{t("replies.text")}</p>
      </ContentSection>
      <ContentSection title={t("quoted.title")}>
        <p>{t("quoted.text")}</p>
      </ContentSection>
      <ContentSection title={t("report.title")}>
        <p>{t.rich("report.text", links)}</p>
      </ContentSection>
    </ContentPage>
  );
}
