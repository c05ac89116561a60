// The domain's contract: what other parts of server/ import from it. Everything else in this folder is internal.
export { factSelect, typedFacts } from "./facts";
export { confirmListingFacts } from "./verification";
export { lowestPerMarkerSql } from "./panel-filter-sql";
