import { withPublic } from "@/server/http/route";
import { NO_STORE } from "@/server/http/responses";
import { createSavedSearchSchema } from "@/lib/saved-searches/saved-search-schema";
import { createVisitorSavedSearch } from "@/server/saved-searches";
import { invalidInput } from "@/lib/http/app-error";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";

/**
 * POST /api/saved-searches/email {view, query, name, frequency, email}: a visitor's saved search, sent nothing until
 * the address confirms it (double opt-in). 202 whatever the address, so the answer never tells who saved what.
 */
export const POST = withPublic(
  async ({ body }) => {
    const { email } = body;
    if (!email) throw invalidInput({ email: [{ code: "errors.required", params: {} }] });
    await createVisitorSavedSearch({ ...body, email }, body.locale ?? DEFAULT_LOCALE);
    return Response.json({ ok: true }, { status: 202, headers: NO_STORE });
  },
  { rateLimit: "newsletter", body: createSavedSearchSchema, maxBodyBytes: 4096 },
);
