import { z } from "zod";
import { AppError } from "@/lib/http/app-error";
import { withPublic } from "@/server/http/route";
import { unsubscribeFromNewsletter } from "@/server/newsletter/mutations";

const NO_STORE = { "cache-control": "no-store" };

/** RFC 8058's one-click body (List-Unsubscribe=One-Click), or the confirmation page's form (token, from=page). */
const unsubscribeForm = z.object({
  token: z.string().max(100).optional(),
  from: z.string().max(20).optional(),
});

/**
 * Unsubscribe by token, by POST only (mail scanners prefetch GET links):
 * - RFC 8058 one-click from a mail client (List-Unsubscribe-Post body) → 200 / 404 JSON;
 * - the confirmation button on /newsletter/unsubscribe (field from=page) → 303 back to that page's outcome.
 */
export const POST = withPublic(
  async ({ req, body }) => {
    const token = req.nextUrl.searchParams.get("token") ?? body.token ?? "";
    const outcome = await unsubscribeFromNewsletter(token);
    if (body.from === "page") {
      const status = outcome.ok ? "unsubscribed" : "invalid";
      // Relative, so it stays on whatever origin the visitor used.
      return new Response(null, {
        status: 303,
        headers: { location: `/newsletter/unsubscribe?status=${status}`, ...NO_STORE },
      });
    }
    if (!outcome.ok) throw new AppError("not_found", "Invalid or expired link", undefined, { headers: NO_STORE });
    return Response.json({ ok: true, message: "You've been unsubscribed" }, { headers: NO_STORE });
  },
  { body: unsubscribeForm, maxBodyBytes: 1_024, bodyTypes: ["form"] },
);
