import { withPublic } from "@/server/http/route";
import { subscribeToNewsletter } from "@/server/newsletter/mutations";
import { NEWSLETTER_SUCCESS_MESSAGE, newsletterSignupSchema } from "@/lib/newsletter/schema";
import { withFormFallback } from "@/server/newsletter/form-post";

const NO_STORE = { "cache-control": "no-store" };

/**
 * Stay Updated sign-up, as JSON from the form island or as a plain form post when scripts are off (answered with
 * a 303 to the outcome page). New, pending, confirmed or unsubscribed addresses all get the same answer, so the
 * response never tells whether an address is on the list; only new or long-pending ones get a confirmation email.
 */
export const POST = withFormFallback(
  withPublic(
    async ({ body }) => {
      await subscribeToNewsletter(body);
      return Response.json({ ok: true, message: NEWSLETTER_SUCCESS_MESSAGE }, { status: 200, headers: NO_STORE });
    },
    { rateLimit: "newsletter", body: newsletterSignupSchema, maxBodyBytes: 2_048, bodyTypes: ["json", "form"] },
  ),
);
