// The domain's contract: what other parts of server/ import from it. Everything else in this folder is internal.
export { findListingByRef } from "./find-listing";
export { ownerAddresses } from "./ownership";
export type { OwnedListing } from "./ownership";
export { reminderLinkToken } from "./reminders/links";
export { getOwnerVerifiedAt } from "./verified-at";
