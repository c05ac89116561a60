// Syndication and machine-readable copies of the directory: RSS, Atom and JSON Feed of the newest listings (per
// kind, country and city), and llms.txt.
export { feedResponse, scopedFeedResponse } from "./response";
export { llmsText } from "./llms";
export { placeFeedScope } from "./queries";
export { feedPlaces, listingCountsByKind } from "./queries";
