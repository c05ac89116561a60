import { ImageResponse } from "next/og";
import { OgCard } from "@/components/og/og-card";
import { CATEGORY_LABELS, DIRECTORY_CATEGORIES, type DirectoryCategory } from "@/lib/directory/kinds";
import { AppError } from "@/lib/http/app-error";
import { withPublic } from "@/server/http/route";
import { OG_HEADERS, OG_SIZE } from "@/lib/seo/og-image";

export const GET = withPublic(async ({ params }) => {
  const category = String(params.category ?? "");
  if (category !== "all" && !Object.hasOwn(DIRECTORY_CATEGORIES, category))
    throw new AppError("not_found", "Unknown category");
  const label = CATEGORY_LABELS[category as DirectoryCategory | "all"];
  return new ImageResponse(
    <OgCard
      eyebrow="Health Directory"
      title={category === "all" ? "Longevity & health optimisation directory" : `${label} in Europe`}
      subtitle="Compare providers, read member reviews and get alerts for new places."
    />,
    { ...OG_SIZE, headers: OG_HEADERS },
  );
});
