import { AppError } from "@/lib/http/app-error";
import { withPublic } from "@/lib/http/handlers";
import { clientIp, consumeRateLimit } from "@/lib/rate-limit";
import { subscribeToNewsletter } from "@/server/public/newsletter/mutations";
import { NEWSLETTER_RATE_LIMIT, NEWSLETTER_SUCCESS_MESSAGE, newsletterSignupSchema } from "@/server/public/newsletter/schema";

const MAX_BODY_BYTES = 2_048;
const NO_STORE = { "cache-control": "no-store" };

const isFormPost = (req: Request) => /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(req.headers.get("content-type") ?? "");

/** Where a plain HTML form post (no JavaScript) lands: relative, so it stays on the visitor's origin. */
function redirectToOutcome(error?: "invalid" | "rate-limited"): Response {
  const location = error ? `/newsletter/check-inbox?error=${error}` : "/newsletter/check-inbox";
  return new Response(null, { status: 303, headers: { location, ...NO_STORE } });
}

async function readBody(req: Request): Promise<unknown> {
  if (isFormPost(req)) {
    const form = await req.formData();
    return { email: form.get("email") ?? undefined, source: form.get("source") || undefined };
  }
  const raw = await req.text();
  if (raw.length > MAX_BODY_BYTES) throw new AppError("payload_too_large", "Request body is too large");
  return JSON.parse(raw);
}

/**
 * Stay Updated sign-up, as JSON from the form island or as a plain form post when scripts are off.
 * New, pending, confirmed or unsubscribed addresses all get the same answer, so the response never tells
 * whether an address is on the list; only new or long-pending ones get a confirmation email.
 */
export const POST = withPublic(async ({ req }) => {
  const form = isFormPost(req);
  const limit = await consumeRateLimit(`newsletter:${clientIp(req.headers)}`, NEWSLETTER_RATE_LIMIT);
  if (!limit.ok) {
    if (form) return redirectToOutcome("rate-limited");
    throw new AppError("rate_limited", "Too many sign-up attempts. Please try again later.", undefined, { "Retry-After": String(limit.retryAfterSeconds) });
  }
  const body = await readBody(req);
  if (form) {
    const parsed = newsletterSignupSchema.safeParse(body);
    if (!parsed.success) return redirectToOutcome("invalid");
    await subscribeToNewsletter(parsed.data);
    return redirectToOutcome();
  }
  await subscribeToNewsletter(newsletterSignupSchema.parse(body));
  return Response.json({ ok: true, message: NEWSLETTER_SUCCESS_MESSAGE }, { status: 200, headers: NO_STORE });
});
