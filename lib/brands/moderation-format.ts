import type { Locale } from "@/lib/i18n/locales";
import { BRAND_CATEGORIES } from "@/lib/directory/filters";

const CATEGORY_LABELS = new Map(BRAND_CATEGORIES.map((option) => [option.value, option.label]));

/** The label of a brand category value; other values (curated listings' own categories) as they are. */
export function brandCategoryLabel(category: string | null): string | null {
  return category ? (CATEGORY_LABELS.get(category) ?? category) : null;
}

/** The creation date in en-US with a short month, hour and minute ("Mar 5, 2025, 02:07 PM"). */
export function formatBrandCreatedAt(iso: string, locale: Locale = "en"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleDateString(locale === "en" ? "en-US" : locale, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
}

/** The review board's split: featured brands are counted among the approved. */
export function splitBrands<T extends { status: string; featured: boolean }>(brands: readonly T[]) {
  // Pending Review is what awaits a decision: submissions. Approved is every brand in the directory; the curated
  // ones show 'Listed' until the admin also verifies them.
  const pending = brands.filter((brand) => brand.status === "pending");
  const approved = brands.filter((brand) => brand.status === "published");
  return { pending, approved, featuredCount: approved.filter((brand) => brand.featured).length };
}
