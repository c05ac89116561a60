// The messages of the admin's owner, claim and report actions as their schemas and handlers state them (English, on
// the wire), each under its key in the `admin` catalogue's `problems.messages`.
import { OWNER_MESSAGES } from "./owner-messages";

export const ADMIN_ACTION_MESSAGES = {
  listingRequired: "Listing is required",
  mergeIntoRequired: "The listing to merge into is required",
  emailRequired: "Email is required",
  emailInvalid: OWNER_MESSAGES.emailInvalid,
  noteTooLong: OWNER_MESSAGES.noteTooLong,
  malformed: OWNER_MESSAGES.malformed,
  unsafe: OWNER_MESSAGES.unsafe,
  mergeIntoMissing: "Name the listing to merge into",
  noListing: "No listing has this id, address or slug",
  noMember: "No member has this email address",
  mergeSelf: "A listing cannot be merged into itself",
  mergeUnpublished: "Merge into a published listing",
  claimDecided: "This claim was decided meanwhile",
  changeDecided: "This change was decided meanwhile",
  editChanged: "The listing has changed since this edit; it cannot be reverted as a whole.",
  reportClosed: "This report is already closed",
} as const;
