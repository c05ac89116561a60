// The domain's contract: what other parts of server/ import from it. Everything else in this folder is internal.
export { enrichmentFetchOptions } from "./fetch-options";
export { gatherBrandData } from "./gather-brand-data";
export { safeFetch } from "./safe-fetch";
export type { SafeFetchFailure } from "./safe-fetch";
export { hostnameWithoutWww, normaliseWebsite } from "./website-url";
