import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { ContactAddress } from "@/components/content/contact-address";
import { ContentPage, ContentSection } from "@/components/content/content-page";
import { richLinks } from "@/components/i18n/rich-links";
import { localizedMetadata } from "@/lib/seo/localized-metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("contact.meta");
  return localizedMetadata({ title: t("title"), description: t("description"), path: "/contact" });
}

export default async function ContactPage() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("contact")]);
  const links = richLinks(locale, { addnew: "/addnew", profile: "/profile", help: "/help" });
  return (
    <ContentPage title={t("title")} intro={t.rich("intro", { address: () => <ContactAddress /> })}>
      <ContentSection title={t("wrong.title")}>
        <p>{t("wrong.text")}</p>
      </ContentSection>
      <ContentSection title={t("add.title")}>
        <p>{t.rich("add.text", links)}</p>
      </ContentSection>
      <ContentSection title={t("account.title")}>
        <p>{t.rich("account.text", links)}</p>
      </ContentSection>
    </ContentPage>
  );
}
