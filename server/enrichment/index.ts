// The domain's contract: what other parts of server/ import from it. Everything else in this folder is internal.
export { enrichmentFetchOptions } from "./fetch-options";
export { gatherBrandData } from "./gather-brand-data";
export { all, asNode, first, readJsonLdNodes, typesOf } from "./json-ld";
export type { JsonLdNode } from "./json-ld";
export { cleanHtmlText } from "./plain-text";
export { safeFetch, safeFetchImage, safeFetchPage } from "./safe-fetch";
export type { ConditionalHeaders, SafeFetchFailure, SafeFetchOptions } from "./safe-fetch";
export { hostnameWithoutWww, normaliseWebsite } from "./website-url";
