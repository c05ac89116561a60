import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ContentPage } from "@/components/content/content-page";
import { newsletterCopy } from "@/components/newsletter/newsletter-copy";
import { LazyNewsletterForm } from "@/components/newsletter/lazy-newsletter-form";
import { localizedMetadata } from "@/lib/seo/localized-metadata";

// No articles yet: the page says so honestly and stays out of search results until it has some.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("blog.meta");
  return localizedMetadata({ title: t("title"), description: t("description"), path: "/blog", noindex: true });
}

export default async function BlogPage() {
  const [t, copy] = await Promise.all([getTranslations("blog"), newsletterCopy()]);
  return (
    <ContentPage title={t("title")} intro={t("intro")}>
      <section aria-labelledby="blog-newsletter" className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-6">
        <h2 id="blog-newsletter">{t("newsletter")}</h2>
        <LazyNewsletterForm source="blog" tone="light" copy={copy} />
      </section>
    </ContentPage>
  );
}
