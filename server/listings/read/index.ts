// The domain's contract: what other parts of server/ import from it. Everything else in this folder is internal.
export { adminListingSelect } from "./admin-select";
export type { AdminListingRow } from "./admin-select";
export { toListingItemJson } from "./json";
export { listingCardSelect, withPlainPrice } from "./select";
export { directoryMatchesAmong } from "./directory";
