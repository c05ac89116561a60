import { safeReturnTo } from "@/lib/auth/return-to";
import { DIRECTORY_PATH } from "@/lib/directory/directory-path";
import { localePath, splitLocalePath, type Locale } from "@/lib/i18n/locales";

/** The page the no-JavaScript save form lands on: saved, waiting for the address's confirmation, or refused. */
const SAVED_OUTCOME_PATH = "/saved-searches/saved";

const STATUSES = ["saved", "pending"] as const;
const ERRORS = ["invalid", "member-limit", "email-limit", "rate-limited"] as const;

export type SavedOutcome = {
  status?: (typeof STATUSES)[number];
  error?: (typeof ERRORS)[number];
  /** The directory view the form was on, for the way back. */
  back?: string;
};

/** Only a directory view of this site is a way back: anything else (another page, another host) is dropped. */
function directoryBack(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const path = safeReturnTo(value);
  const { path: unprefixed } = splitLocalePath(path.split(/[?#]/)[0] ?? path);
  return unprefixed === DIRECTORY_PATH ? path : undefined;
}

/** The outcome page's URL in a language. */
export function savedOutcomePath(locale: Locale, outcome: SavedOutcome): string {
  const params = new URLSearchParams();
  if (outcome.error) params.set("error", outcome.error);
  else if (outcome.status) params.set("status", outcome.status);
  const back = directoryBack(outcome.back);
  if (back) params.set("back", back);
  return localePath(locale, `${SAVED_OUTCOME_PATH}?${params.toString()}`);
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  values.find((known) => known === value);

/** What the outcome page's URL says; without a status it knows, it is a refusal (the form was not saved). */
export function readSavedOutcome(params: Record<string, string | string[] | undefined>): SavedOutcome {
  const status = oneOf(STATUSES, first(params.status));
  const error = oneOf(ERRORS, first(params.error)) ?? (status ? undefined : "invalid");
  return { status: error ? undefined : status, error, back: directoryBack(first(params.back)) };
}
