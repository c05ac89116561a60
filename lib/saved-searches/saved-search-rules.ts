// The saved searches' limits, frequencies and error codes, without zod: the directory's lazy save form reads them.

/** A member may keep this many saved searches; an address not yet confirmed, this many. */
export const MAX_SAVED_SEARCHES_PER_MEMBER = 20;
export const MAX_SAVED_SEARCHES_PER_PENDING_EMAIL = 5;
export const SAVED_SEARCH_NAME_MAX = 80;

export const SAVED_SEARCH_FREQUENCIES = ["instant", "daily", "weekly"] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

export const SAVED_SEARCH_ERRORS = {
  memberLimit: "profile.savedSearches.errors.memberLimit",
  emailLimit: "profile.savedSearches.errors.emailLimit",
  notFound: "profile.savedSearches.errors.notFound",
  name: "profile.savedSearches.errors.name",
  frequency: "profile.savedSearches.errors.frequency",
} as const;
