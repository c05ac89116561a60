import { CATEGORY_LABELS, KIND_TO_CATEGORY, LISTING_KINDS, type ListingKind } from "@/lib/directory/kinds";

/** The detail screens; the brand screen also serves apps, communities and events. */
export type DetailRoute = "brand" | "clinic" | "lab" | "wearable" | "supplement" | "practitioner" | "leaderboard" | "food";

export const BRAND_PAGE_KINDS = ["brand", "app", "community", "event"] as const satisfies readonly ListingKind[];

/** Kinds with a detail screen of their own: a brand-page URL for one of them redirects there. */
export const OWN_PAGE_KINDS: ListingKind[] = LISTING_KINDS.filter((kind) => !(BRAND_PAGE_KINDS as readonly ListingKind[]).includes(kind));

type DetailRouteCopy = {
  /** Exact not-found heading (spec 1 §8, spec 2 §8). */
  notFoundTitle: string;
  /** "The {thing} you're looking for doesn't exist or has been removed." */
  thing: string;
  browseLabel: string;
  browseHref: string;
};

export const DETAIL_ROUTE_COPY: Record<DetailRoute, DetailRouteCopy> = {
  brand: { notFoundTitle: "Brand Not Found", thing: "brand", browseLabel: "Browse Directory", browseHref: "/directory" },
  clinic: { notFoundTitle: "Clinic Not Found", thing: "clinic", browseLabel: "Browse Clinics", browseHref: "/directory?category=clinics" },
  lab: { notFoundTitle: "Lab Not Found", thing: "lab", browseLabel: "Browse Labs", browseHref: "/directory?category=labs" },
  wearable: { notFoundTitle: "Wearable Not Found", thing: "wearable", browseLabel: "Browse Wearables", browseHref: "/directory?category=wearables" },
  supplement: { notFoundTitle: "Supplement Not Found", thing: "supplement", browseLabel: "Browse Supplements", browseHref: "/directory?category=supplements" },
  practitioner: { notFoundTitle: "Practitioner Not Found", thing: "practitioner", browseLabel: "Browse Practitioners", browseHref: "/directory?category=practitioners" },
  leaderboard: { notFoundTitle: "Leaderboard Not Found", thing: "leaderboard", browseLabel: "Browse Leaderboards", browseHref: "/directory?category=leaderboards" },
  food: { notFoundTitle: "Food Product Not Found", thing: "food product", browseLabel: "Browse Foods", browseHref: "/directory?category=foods" },
};

export function notFoundMessage(route: DetailRoute): string {
  return `The ${DETAIL_ROUTE_COPY[route].thing} you're looking for doesn't exist or has been removed.`;
}

/** The detail route that shows a kind (apps, communities and events live on the brand screen). */
export function detailRouteOf(kind: ListingKind): DetailRoute {
  switch (kind) {
    case "clinic":
    case "lab":
    case "wearable":
    case "supplement":
    case "practitioner":
    case "leaderboard":
    case "food":
      return kind;
    default:
      return "brand";
  }
}

/** Slugs and ids are short; anything longer cannot exist and is answered without a query. */
export const MAX_SLUG_LENGTH = 200;

/** 'Back to Clinics' → /directory?category=clinics, from the listing's own kind. */
export function backLinkOf(kind: ListingKind): { href: string; label: string } {
  const category = KIND_TO_CATEGORY[kind];
  return { href: `/directory?category=${category}`, label: `Back to ${CATEGORY_LABELS[category]}` };
}

const DETAIL_PATH = /^\/(brand|brands|clinic|lab|wearable|supplement|practitioner|leaderboard|food)\/([^/]+)\/?$/;

/** The detail route and slug-or-id of a pathname (/brands/x is the brand route), or null for any other path. */
export function parseDetailPath(pathname: string): { route: DetailRoute; slugOrId: string } | null {
  const match = DETAIL_PATH.exec(pathname);
  if (!match?.[1] || !match[2]) return null;
  try {
    return { route: match[1] === "brands" ? "brand" : (match[1] as DetailRoute), slugOrId: decodeURIComponent(match[2]) };
  } catch {
    return null;
  }
}
