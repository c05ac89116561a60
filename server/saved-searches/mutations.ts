import "server-only";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { AppError, fieldError } from "@/lib/http/app-error";
import type { DirectoryView } from "@/lib/directory/directory-path";
import type { CreateSavedSearch, SavedSearchView, UpdateSavedSearch } from "@/lib/saved-searches/saved-search-schema";
import {
  MAX_SAVED_SEARCHES_PER_MEMBER,
  MAX_SAVED_SEARCHES_PER_PENDING_EMAIL,
  SAVED_SEARCH_ERRORS,
} from "@/lib/saved-searches/saved-search-rules";
import { db } from "@/server/db/client";
import { emailCopy } from "@/lib/email/templates/email-copy";
import { savedSearchConfirmationEmail } from "@/lib/email/templates/saved-search-alert";
import { absoluteUrl } from "@/lib/site";
import { sendEmail } from "@/server/email";
import { newNewsletterToken } from "@/server/newsletter";
import type { EmailLinkOutcome } from "@/server/http/email-link-route";
import { canonicalCriteria } from "./criteria";

const SELECT = {
  id: true,
  name: true,
  view: true,
  query: true,
  frequency: true,
  active: true,
  createdAt: true,
} as const;

type Row = {
  id: string;
  name: string;
  view: string;
  query: string;
  frequency: SavedSearchView["frequency"];
  active: boolean;
  createdAt: Date;
};

const toView = (row: Row): SavedSearchView => ({
  ...row,
  view: row.view as DirectoryView,
  createdAt: row.createdAt.toISOString(),
});

const SAVED_SEARCH_CONFIRMATION_TEMPLATE = "saved-search-confirmation";

const notFound = () => new AppError("not_found", { code: SAVED_SEARCH_ERRORS.notFound, params: {} });

/**
 * A member's new saved search; past the limit it is a 409 whose error stands for the whole input ("_"). The criteria
 * are those the page accepts.
 */
export async function createMemberSavedSearch(
  userId: string,
  input: CreateSavedSearch,
  locale: Locale,
): Promise<SavedSearchView> {
  const { query } = canonicalCriteria(input.view, input.query);
  return db.$transaction(async (tx) => {
    if ((await tx.savedSearch.count({ where: { userId } })) >= MAX_SAVED_SEARCHES_PER_MEMBER)
      throw fieldError("conflict", "_", {
        code: SAVED_SEARCH_ERRORS.memberLimit,
        params: { max: MAX_SAVED_SEARCHES_PER_MEMBER },
      });
    const row = await tx.savedSearch.create({
      data: {
        userId,
        name: input.name,
        view: input.view,
        query,
        frequency: input.frequency,
        locale: input.locale ?? locale,
        unsubscribeToken: newNewsletterToken(),
        confirmedAt: new Date(),
      },
      select: SELECT,
    });
    return toView(row);
  });
}

/**
 * A visitor's saved search, waiting for its address to be confirmed (double opt-in, with the newsletter's tokens):
 * nothing is sent before. An address with this many unconfirmed ones is refused with a 409 on its email field. The
 * email's links open the pages in the saver's language.
 */
export async function createVisitorSavedSearch(
  input: CreateSavedSearch & { email: string },
  locale: Locale,
): Promise<{ id: string; confirmToken: string }> {
  const { query } = canonicalCriteria(input.view, input.query);
  const created = await db.$transaction(async (tx) => {
    const pending = await tx.savedSearch.count({ where: { email: input.email, userId: null, confirmedAt: null } });
    if (pending >= MAX_SAVED_SEARCHES_PER_PENDING_EMAIL)
      throw fieldError("conflict", "email", {
        code: SAVED_SEARCH_ERRORS.emailLimit,
        params: { max: MAX_SAVED_SEARCHES_PER_PENDING_EMAIL },
      });
    const confirmToken = newNewsletterToken();
    const row = await tx.savedSearch.create({
      data: {
        email: input.email,
        name: input.name,
        view: input.view,
        query,
        frequency: input.frequency,
        locale: input.locale ?? locale,
        confirmToken,
        unsubscribeToken: newNewsletterToken(),
      },
      select: { id: true, unsubscribeToken: true },
    });
    return { id: row.id, confirmToken, unsubscribeToken: row.unsubscribeToken };
  });
  const language = input.locale ?? locale;
  const email = savedSearchConfirmationEmail(await emailCopy(language), {
    name: input.name,
    confirmUrl: absoluteUrl(localePath(language, `/saved-searches/confirm?token=${created.confirmToken}`)),
    unsubscribeUrl: absoluteUrl(localePath(language, `/saved-searches/unsubscribe?token=${created.unsubscribeToken}`)),
    oneClickUnsubscribeUrl: absoluteUrl(`/api/saved-searches/unsubscribe?token=${created.unsubscribeToken}`),
  });
  await sendEmail({
    ...email,
    to: input.email,
    template: SAVED_SEARCH_CONFIRMATION_TEMPLATE,
    dedupeKey: `saved-search-confirmation:${created.id}`,
  });
  return { id: created.id, confirmToken: created.confirmToken };
}

/** Confirms a visitor's saved search by its token; an unknown or used token is a 404. */
export async function confirmSavedSearch(token: unknown, now = new Date()): Promise<EmailLinkOutcome> {
  if (!isToken(token)) return { ok: false };
  const { count } = await db.savedSearch.updateMany({
    where: { confirmToken: token, confirmedAt: null },
    data: { confirmedAt: now, confirmToken: null },
  });
  return count === 0 ? { ok: false } : { ok: true, changed: true };
}

/**
 * The one-click links of each email: pause keeps the saved search, unsubscribe deletes it. A token that is not a
 * string of the newsletter's shape, or names nothing, is refused; a second use is a success that changes nothing.
 */
const isToken = (token: unknown): token is string => typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);

export async function pauseSavedSearchByToken(token: unknown): Promise<EmailLinkOutcome> {
  if (!isToken(token)) return { ok: false };
  return db.$transaction(async (tx) => {
    const row = await tx.savedSearch.findUnique({
      where: { unsubscribeToken: token },
      select: { id: true, active: true },
    });
    if (!row) return { ok: false };
    if (!row.active) return { ok: true, changed: false };
    await tx.savedSearch.update({ where: { id: row.id }, data: { active: false } });
    await tx.savedSearchAlert.deleteMany({ where: { savedSearchId: row.id, sentAt: null } });
    return { ok: true, changed: true };
  });
}

export async function unsubscribeSavedSearchByToken(token: unknown): Promise<EmailLinkOutcome> {
  if (!isToken(token)) return { ok: false };
  const { count } = await db.savedSearch.deleteMany({ where: { unsubscribeToken: token } });
  return count === 0 ? { ok: false } : { ok: true, changed: true };
}

/** The member's saved searches, newest first. */
export async function listSavedSearches(userId: string): Promise<SavedSearchView[]> {
  const rows = await db.savedSearch.findMany({ where: { userId }, orderBy: { createdAt: "desc" }, select: SELECT });
  return rows.map(toView);
}

/**
 * Renames, re-times, pauses, resumes or changes the criteria of one of the member's own; anyone else's id is a 404,
 * like an unknown one. New criteria are read by the directory schema as a save's are, and start afresh: what waited
 * for the old ones is dropped, and only listings published from now on are new to them.
 */
export async function updateSavedSearch(
  userId: string,
  id: string,
  { view, query, ...input }: UpdateSavedSearch,
  now = new Date(),
): Promise<SavedSearchView> {
  return db.$transaction(async (tx) => {
    const row = await tx.savedSearch.findFirst({ where: { id, userId }, select: { view: true, query: true } });
    if (!row) throw notFound();
    const nextView = view ?? (row.view as DirectoryView);
    const criteria = view !== undefined || query !== undefined ? canonicalCriteria(nextView, query ?? row.query) : null;
    const newQuery = criteria && (nextView !== row.view || criteria.query !== row.query) ? criteria.query : null;
    await tx.savedSearch.update({
      where: { id },
      data: { ...input, ...(newQuery !== null ? { view: nextView, query: newQuery, checkedAt: now } : {}) },
      select: { id: true },
    });
    // A paused saved search drops what waited for its next email: resuming starts from what is new then.
    if (input.active === false || newQuery !== null)
      await tx.savedSearchAlert.deleteMany({ where: { savedSearchId: id, sentAt: null } });
    return toView(await tx.savedSearch.findUniqueOrThrow({ where: { id }, select: SELECT }));
  });
}

export async function deleteSavedSearch(userId: string, id: string): Promise<void> {
  const { count } = await db.savedSearch.deleteMany({ where: { id, userId } });
  if (count === 0) throw notFound();
}
