import { CATEGORY_LABELS, type DirectoryCategory } from "@/lib/directory/kinds";

type NavLink = { href: string; label: string };

const HEADER_CATEGORIES = [
  "clinics",
  "labs",
  "wearables",
  "supplements",
  "social",
  "brands",
] as const satisfies readonly DirectoryCategory[];

/**
 * The header's category links, for the desktop bar (server) and the mobile menu (client island), which imports them
 * rather than taking them as a prop that every page's RSC payload would carry again.
 */
export const CATEGORY_LINKS: readonly NavLink[] = HEADER_CATEGORIES.map((category) => ({
  href: `/directory?category=${category}`,
  label: CATEGORY_LABELS[category],
}));
