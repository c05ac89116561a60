import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { CategoryTiles } from "@/components/home/category-tiles";
import { FeaturedPartners } from "@/components/home/featured-partners";
import { HomeHero } from "@/components/home/home-hero";
import { HomeJsonLd } from "@/components/home/home-json-ld";
import { StayUpdatedSection } from "@/components/newsletter/stay-updated-section";
import { feedFormats } from "@/lib/feeds/feed-path";
import { localizedMetadata } from "@/lib/seo/localized-metadata";
import { SITE_NAME } from "@/lib/site";
import { getFeaturedBrands } from "@/server/featured/queries";
import { getDirectoryStats } from "@/server/stats/queries";

export async function generateMetadata(): Promise<Metadata> {
  const [t, feeds, locale] = await Promise.all([getTranslations("home.meta"), getTranslations("feeds"), getLocale()]);
  return {
    ...(await localizedMetadata({
      title: t("title"),
      description: t("description"),
      path: "/",
      keywords: t("keywords").split(", "),
      formats: feedFormats(locale, { type: "new" }, feeds("newTitle", { site: SITE_NAME })),
    })),
    // The brand name is already in the title; skip the layout's "| Longevity Directory" suffix.
    title: { absolute: t("title") },
  };
}

export default async function HomePage() {
  // Both cached and tagged: the page is served from the static shell and refreshed when listings change.
  const locale = await getLocale();
  const [stats, featured] = await Promise.all([getDirectoryStats(), getFeaturedBrands(undefined, locale)]);
  return (
    <>
      <HomeJsonLd />
      <HomeHero stats={stats} />
      <CategoryTiles counts={stats.byKind} />
      <FeaturedPartners brands={featured} />
      <StayUpdatedSection members={stats.members} />
    </>
  );
}
