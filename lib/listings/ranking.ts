// How the directory orders its results, as /how-we-rank states it: every input of every order, and the orders
// themselves. tests/directory/ranking-disclosure.test.ts reads the ORDER BY of each statement the directory runs and
// fails when one reads a column no parameter here names, or orders by other parameters than its entry below says.

export const HOW_WE_RANK_PATH = "/how-we-rank";
/** The page's section on editor's picks and paid places, which each placement label links to. */
export const PLACEMENT_SECTION_ID = "placement";

/**
 * Each input an order reads, with the SQL names it is read by (the column, and the aliases a statement gives it).
 * Everything else a listing has (how complete its profile is, the Verified mark, its owner, its age, payment) is read
 * by no order.
 */
export const RANKING_PARAMETERS = {
  /** placement = 'editorial', the generated "featured" column: editor's picks first. */
  editorsPick: ["featured"],
  /** The distance from the searched place, on the unit sphere ("chord") and in km; telehealth and shipping have none. */
  distance: ["chord", "km"],
  /** The plain mean of published member reviews; a listing without reviews counts as 0. */
  rating: ["rating", "score"],
  /** The number of published member reviews. */
  reviewCount: ["reviewCount"],
  /** The lowest price at reference exchange rates; listings without one last. */
  price: ["priceFromEur"],
  /** When the listing's facts were last confirmed; never confirmed last. */
  lastVerified: ["lastVerifiedAt"],
  /** The 'all' view: each kind's first listings, the kinds in a fixed order. */
  kindGroup: ["position"],
  /** A fixed tie-break, so pages never overlap: the listing's id (arbitrary, never for sale). */
  id: ["id"],
} as const satisfies Record<string, readonly string[]>;

export type RankingParameter = keyof typeof RANKING_PARAMETERS;

/**
 * Each order the directory offers, with its parameters in their order of weight: a later one decides only between
 * listings equal in every earlier one.
 */
export const RANKING_ORDERS = {
  /** No sort chosen, no place: the directory's default order (a text search keeps it: it narrows, never reorders). */
  default: ["editorsPick", "rating", "id"],
  /** The 'all' view without search or filters: the first listings of each kind, each kind in the default order. */
  allPreview: ["kindGroup", "editorsPick", "rating", "id"],
  rating: ["rating", "reviewCount", "id"],
  price: ["price", "id"],
  verified: ["lastVerified", "id"],
  /** Near a place, no sort chosen: nearest first, then listings without a distance (telehealth, shipping). */
  nearDistance: ["distance", "editorsPick", "rating", "id"],
  /** Near a place, top rated: within the radius first (before those without a distance), then the default order. */
  nearRating: ["distance", "editorsPick", "rating", "id"],
} as const satisfies Record<string, readonly RankingParameter[]>;

export type RankingOrder = keyof typeof RANKING_ORDERS;
