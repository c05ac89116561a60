import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { ContentPage, ContentSection } from "@/components/content/content-page";
import { richLinks } from "@/components/i18n/rich-links";
import { localizedMetadata } from "@/lib/seo/localized-metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("help.meta");
  return localizedMetadata({ title: t("title"), description: t("description"), path: "/help" });
}

/** The topics and their questions, in order; the wording lives in the help catalogue. */
const TOPICS = {
  finding: ["search", "assistant", "ratings"],
  account: ["favorites", "alerts", "reviews", "password", "language", "data"],
  brands: ["listed", "wrong"],
} as const;

export default async function HelpPage() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("help")]);
  const links = richLinks(locale, {
    link: "/contact",
    directory: "/directory",
    home: "/",
    login: "/login",
    profile: "/profile",
    privacy: "/privacy",
    addnew: "/addnew",
    contact: "/contact",
  });
  return (
    <ContentPage title={t("title")} intro={t.rich("intro", links)}>
      {(Object.keys(TOPICS) as (keyof typeof TOPICS)[]).map((topic) => (
        <ContentSection key={topic} title={t(`topics.${topic}.title`)}>
          {TOPICS[topic].map((question) => {
            const key = `topics.${topic}.${question}` as const;
            return (
              <div key={question}>
                <h3>{t(`${key}.question` as Parameters<typeof t>[0])}</h3>
                <p>{t.rich(`${key}.answer` as Parameters<typeof t>[0], links)}</p>
              </div>
            );
          })}
        </ContentSection>
      ))}
    </ContentPage>
  );
}
