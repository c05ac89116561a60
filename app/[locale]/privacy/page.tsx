import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { ContactAddress } from "@/components/content/contact-address";
import { ContentPage, ContentSection } from "@/components/content/content-page";
import { richLinks } from "@/components/i18n/rich-links";
import { localizedMetadata } from "@/lib/seo/localized-metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("privacy.meta");
  return localizedMetadata({ title: t("title"), description: t("description"), path: "/privacy" });
}

/** What the site actually stores and sends, in plain words; kept in step with the code (prisma/schema.prisma). */
export default async function PrivacyPage() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("privacy")]);
  const rich = { ...richLinks(locale, { profile: "/profile" }), address: () => <ContactAddress /> };
  const plain = ["newsletter", "security", "brands"] as const;
  return (
    <ContentPage title={t("title")} intro={t("intro")}>
      <ContentSection title={t("browsing.title")}>
        <p>{t("browsing.text")}</p>
        <ul>
          <li>{t("browsing.hash")}</li>
          <li>{t("browsing.local")}</li>
          <li>{t("browsing.ga")}</li>
          <li>{t("browsing.language")}</li>
        </ul>
      </ContentSection>
      <ContentSection title={t("assistant.title")}>
        <p>{t("assistant.text")}</p>
      </ContentSection>
      <ContentSection title={t("members.title")}>
        <p>{t("members.intro")}</p>
        <ul>
          <li>{t("members.name")}</li>
          <li>{t("members.password")}</li>
          <li>{t("members.favorites")}</li>
          <li>{t("members.reviews")}</li>
        </ul>
        <p>{t("members.session")}</p>
      </ContentSection>
      {plain.map((section) => (
        <ContentSection key={section} title={t(`${section}.title`)}>
          <p>{t(`${section}.text`)}</p>
        </ContentSection>
      ))}
      <ContentSection title={t("rights.title")}>
        <p>{t.rich("rights.text", rich)}</p>
      </ContentSection>
      <ContentSection title={t("processors.title")}>
        <p>{t("processors.text")}</p>
      </ContentSection>
    </ContentPage>
  );
}
