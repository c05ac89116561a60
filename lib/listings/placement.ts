import type { ListingPlacement } from "@/server/db/generated/enums";

export type { ListingPlacement };

/**
 * Why a listing is singled out, when it is: chosen by the editors ("Editor's pick", the first key of the directory's
 * order) or given for payment ("Sponsored", a label only: it never moves the listing or any other). The order of
 * the admin editor's choices.
 */
export const LISTING_PLACEMENTS = ["editorial", "sponsored"] as const satisfies readonly ListingPlacement[];
