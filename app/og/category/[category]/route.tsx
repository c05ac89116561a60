import { ImageResponse } from "next/og";
import { OgCard } from "@/components/og/og-card";
import { DIRECTORY_CATEGORIES, type DirectoryCategory } from "@/lib/directory/kinds";
import { AppError } from "@/lib/http/app-error";
import { queryLocale } from "@/lib/i18n/query-locale";
import { translator } from "@/lib/i18n/translator";
import { withPublic } from "@/server/http/route";
import { OG_HEADERS, OG_SIZE } from "@/lib/seo/og-image";

export const GET = withPublic(async ({ req, params }) => {
  const category = String(params.category ?? "");
  if (category !== "all" && !Object.hasOwn(DIRECTORY_CATEGORIES, category))
    throw new AppError("not_found", "Unknown category");
  const locale = queryLocale(req.nextUrl.searchParams);
  const [t, categories] = await Promise.all([translator(locale, "og"), translator(locale, "kinds.categories")]);
  return new ImageResponse(
    <OgCard
      eyebrow={t("eyebrow")}
      title={
        category === "all" ? t("allTitle") : t("categoryTitle", { category: categories(category as DirectoryCategory) })
      }
      subtitle={t("subtitle")}
      footer={t("footer")}
    />,
    { ...OG_SIZE, headers: OG_HEADERS },
  );
});
