import type { NextRequest } from "next/server";
import { z } from "zod";
import { safeReturnTo } from "@/lib/auth/return-to";
import { asApiErrorBody } from "@/lib/http/app-error";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { createSavedSearchSchema } from "@/lib/saved-searches/saved-search-schema";
import { savedOutcomePath, type SavedOutcome } from "@/lib/saved-searches/saved-outcome";
import { withVisitor } from "@/server/http/member-route";
import { requestLocale } from "@/server/http/request-locale";
import { NO_STORE } from "@/server/http/responses";
import { createMemberSavedSearch, createVisitorSavedSearch } from "@/server/saved-searches";

/** The save form before the page has hydrated: the view, its criteria, and the page to come back to. */
const saveForm = createSavedSearchSchema
  .extend({ email: z.string().trim().toLowerCase().max(254).email("errors.email").or(z.literal("")).optional() })
  .extend({ returnTo: z.string().max(2048).optional() });

const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i;

// Relative, so it stays on whatever origin the visitor used.
const seeOther = (location: string) => new Response(null, { status: 303, headers: { location, ...NO_STORE } });

/**
 * A member's search is saved at once and a visitor's waits for the address to confirm it: both land on the outcome
 * page in the form's language (the visitor's says to check the inbox). A visitor without an address goes to sign in.
 */
const save = withVisitor(
  async ({ user, body }) => {
    const { returnTo: rawReturnTo, email, ...input } = body;
    const returnTo = safeReturnTo(rawReturnTo);
    const locale = input.locale ?? user?.locale ?? DEFAULT_LOCALE;
    if (user) await createMemberSavedSearch(user.id, input, user.locale);
    else if (email) await createVisitorSavedSearch({ ...input, email }, locale);
    else return seeOther(`/login?returnTo=${encodeURIComponent(returnTo)}`);
    return seeOther(savedOutcomePath(locale, { status: user ? "saved" : "pending", back: returnTo }));
  },
  { rateLimit: "subscriptions", body: saveForm, maxBodyBytes: 4096, bodyTypes: ["form", "json"] },
);

/** Which refusal the outcome page explains: a limit by the field it names, anything else as input to check. */
async function refusal(response: Response): Promise<SavedOutcome["error"]> {
  if (response.status === 429) return "rate-limited";
  if (response.status !== 409) return "invalid";
  const body = asApiErrorBody(await response.json().catch(() => null));
  return body?.error.fields?.email ? "email-limit" : "member-limit";
}

/**
 * POST /api/saved-searches/save (form): the no-JavaScript save form, answered with a 303 to the outcome page, a
 * refused form too (the page says why, in the page's language). A JSON caller gets the error body itself.
 */
export async function POST(
  req: NextRequest,
  context?: { params?: Promise<Record<string, string | string[] | undefined>> },
) {
  const response = await save(req, context);
  const form = FORM_TYPE.test(req.headers.get("content-type") ?? "");
  if (!form || response.ok || response.status === 303 || response.status === 403 || response.status >= 500)
    return response;
  return seeOther(savedOutcomePath(requestLocale(req), { error: await refusal(response) }));
}
