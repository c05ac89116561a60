// The domain's contract: what other parts of server/ import from it. Everything else in this folder is internal.
export { LISTING_FIGURES, eventDeltas, listingMetric, listingVisits, searchDeltas } from "./rollup";
export type { RollupEvent } from "./rollup";
export { applyRollups } from "./rollup-store";
export { pruneAnalyticsSalts } from "./salt";
export { refreshAnalyticsTops } from "./top-snapshot";
export { previousUtcDay, utcDay } from "./visitor-hash";
