// The domain's contract: what other parts of server/ import from it. Everything else in this folder is internal.
export {
  createImportedListing,
  plannedChanges,
  readListingForUpdate,
  updateListing,
  writeListingChanges,
} from "./write";
export { holdClaimedText, splitHeldText } from "./held-claims";
