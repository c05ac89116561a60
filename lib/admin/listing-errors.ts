/** The listing handlers' errors that are said by key, in the `listing-editor` catalogue (`messages`). */
export const LISTING_ERRORS = {
  websiteInvalid: "listing-editor.messages.websiteInvalid",
} as const;
