import { z } from "zod";
import { errorKey } from "@/lib/http/error-key";
import { LOCALES } from "@/lib/i18n/locales";
import { DIRECTORY_VIEWS } from "@/lib/directory/directory-view";
import type { DirectoryView } from "@/lib/directory/directory-path";
import {
  SAVED_SEARCH_ERRORS,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearchFrequency,
} from "./saved-search-rules";

const QUERY_MAX = 2000;

const viewSchema = z.string().refine((value): value is DirectoryView => (DIRECTORY_VIEWS as string[]).includes(value), {
  message: "errors.invalid",
});

const nameSchema = z
  .string()
  .trim()
  .min(1, errorKey(SAVED_SEARCH_ERRORS.name, { max: SAVED_SEARCH_NAME_MAX }))
  .max(SAVED_SEARCH_NAME_MAX, errorKey(SAVED_SEARCH_ERRORS.name, { max: SAVED_SEARCH_NAME_MAX }))
  .refine((value) => !/\p{Cc}/u.test(value), { message: "errors.controlCharacters" });

const querySchema = z.string().max(QUERY_MAX, errorKey("errors.tooLong", { max: QUERY_MAX }));

const frequencySchema = z.enum(SAVED_SEARCH_FREQUENCIES, { message: SAVED_SEARCH_ERRORS.frequency });

/**
 * What the save form sends: the view and its query string as the page's URL carries them (the directory schema then
 * decides what they may hold), a name and how often to hear. A visitor adds the address to confirm.
 */
export const createSavedSearchSchema = z
  .object({
    view: viewSchema,
    query: querySchema.default(""),
    name: nameSchema,
    frequency: frequencySchema.default("daily"),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(254, errorKey("errors.tooLong", { max: 254 }))
      .email("errors.email")
      .optional(),
    locale: z.enum(LOCALES).optional(),
  })
  .strict();
export type CreateSavedSearch = z.output<typeof createSavedSearchSchema>;

/**
 * A change to a saved search: its name, how often, paused or not, and its criteria (the view and its query string,
 * read again by the directory schema, so an edit can hold no more than a save could).
 */
export const updateSavedSearchSchema = z
  .object({
    name: nameSchema.optional(),
    frequency: frequencySchema.optional(),
    active: z.boolean().optional(),
    view: viewSchema.optional(),
    query: querySchema.optional(),
  })
  .strict();
export type UpdateSavedSearch = z.output<typeof updateSavedSearchSchema>;

/** A saved search as the profile lists it. */
export type SavedSearchView = {
  id: string;
  name: string;
  view: DirectoryView;
  query: string;
  frequency: SavedSearchFrequency;
  active: boolean;
  createdAt: string;
};
