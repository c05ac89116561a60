import { z } from "zod";
import { safeReturnTo } from "@/lib/auth/return-to";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { createSavedSearchSchema } from "@/lib/saved-searches/saved-search-schema";
import { withVisitor } from "@/server/http/member-route";
import { NO_STORE } from "@/server/http/responses";
import { createMemberSavedSearch, createVisitorSavedSearch } from "@/server/saved-searches";

/** The save form before the page has hydrated: the view, its criteria, and the page to come back to. */
const saveForm = createSavedSearchSchema
  .extend({ email: z.string().trim().toLowerCase().max(254).email("errors.email").or(z.literal("")).optional() })
  .extend({ returnTo: z.string().max(2048).optional() });

const seeOther = (location: string) => new Response(null, { status: 303, headers: { location, ...NO_STORE } });

/**
 * POST /api/saved-searches/save (form): the no-JavaScript save form. A member's search is saved at once; a visitor's
 * waits for the address to confirm it; a visitor without an address goes to sign in. 303 back to `returnTo`.
 */
export const POST = withVisitor(
  async ({ user, body }) => {
    const { returnTo: rawReturnTo, email, ...input } = body;
    const returnTo = safeReturnTo(rawReturnTo);
    if (user) await createMemberSavedSearch(user.id, input, user.locale);
    else if (email) await createVisitorSavedSearch({ ...input, email }, input.locale ?? DEFAULT_LOCALE);
    else return seeOther(`/login?returnTo=${encodeURIComponent(returnTo)}`);
    return seeOther(returnTo);
  },
  { rateLimit: "subscriptions", body: saveForm, maxBodyBytes: 4096, bodyTypes: ["form", "json"] },
);
