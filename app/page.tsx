import type { Metadata } from "next";
import { CategoryTiles } from "@/components/home/category-tiles";
import { FeaturedPartners } from "@/components/home/featured-partners";
import { HomeHero } from "@/components/home/home-hero";
import { HomeJsonLd } from "@/components/home/home-json-ld";
import { StayUpdatedSection } from "@/components/newsletter/stay-updated-section";
import { pageMetadata } from "@/lib/seo/metadata";
import { getFeaturedBrands } from "@/server/public/featured/queries";
import { getDirectoryStats } from "@/server/public/stats/queries";

const TITLE = "Longevity Directory: Clinics, Biomarker Labs & Health Brands in Europe";
const DESCRIPTION =
  "Find and compare longevity clinics, biomarker labs, functional practitioners, wearables, supplements and health apps across Europe, with reviews and sample health questions.";

export const metadata: Metadata = {
  ...pageMetadata({
    title: TITLE,
    description: DESCRIPTION,
    path: "/",
    keywords: [
      "longevity clinic",
      "longevity clinics Europe",
      "biomarker testing",
      "blood test lab",
      "preventive health",
      "functional medicine",
      "health wearables",
      "longevity supplements",
      "healthspan",
    ],
  }),
  // The brand name is already in the title; skip the layout's "| Longevity Directory" suffix.
  title: { absolute: TITLE },
};

export default async function HomePage() {
  // Both cached and tagged: the page is served from the static shell and refreshed when listings change.
  const [stats, featured] = await Promise.all([getDirectoryStats(), getFeaturedBrands()]);
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
