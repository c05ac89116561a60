/** The listing texts that can carry a translation; names stay as their owners write them. */
export const TRANSLATABLE_FIELDS = ["shortDescription", "description", "longDescription"] as const;
export type TranslatableField = (typeof TRANSLATABLE_FIELDS)[number];
