import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { ContactAddress } from "@/components/content/contact-address";
import { ContentPage, ContentSection } from "@/components/content/content-page";
import { richLinks } from "@/components/i18n/rich-links";
import { localizedMetadata } from "@/lib/seo/localized-metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("terms.meta");
  return localizedMetadata({ title: t("title"), description: t("description"), path: "/terms" });
}

export default async function TermsPage() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("terms")]);
  const rich = {
    ...richLinks(locale, { profile: "/profile", privacy: "/privacy" }),
    address: () => <ContactAddress />,
  };
  return (
    <ContentPage title={t("title")} intro={t("intro")}>
      {(["medical", "listings"] as const).map((section) => (
        <ContentSection key={section} title={t(`${section}.title`)}>
          <p>{t(`${section}.text`)}</p>
        </ContentSection>
      ))}
      <ContentSection title={t("account.title")}>
        <p>{t.rich("account.text", rich)}</p>
      </ContentSection>
      <ContentSection title={t("reviews.title")}>
        <p>{t("reviews.intro")}</p>
        <ul>
          <li>{t("reviews.own")}</li>
          <li>{t("reviews.personal")}</li>
          <li>{t("reviews.unlawful")}</li>
        </ul>
        <p>{t("reviews.removal")}</p>
      </ContentSection>
      {(["submitting", "liability"] as const).map((section) => (
        <ContentSection key={section} title={t(`${section}.title`)}>
          <p>{t(`${section}.text`)}</p>
        </ContentSection>
      ))}
      <ContentSection title={t("contact.title")}>
        <p>{t.rich("contact.text", rich)}</p>
      </ContentSection>
    </ContentPage>
  );
}
