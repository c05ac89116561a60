import "server-only";
import * as z from "zod/mini";
import { AppError } from "@/lib/http/app-error";
import type { RateLimitName } from "./rate-limits";
import { withPublic } from "./route";

const NO_STORE = { "cache-control": "no-store" };

/** RFC 8058's one-click body (List-Unsubscribe=One-Click), or the confirmation page's form (token, from=page). */
const emailLinkForm = z.object({
  token: z.optional(z.string().check(z.maxLength(200))),
  from: z.optional(z.string().check(z.maxLength(20))),
});

export type EmailLinkOutcome = { ok: true; changed: boolean } | { ok: false };

type EmailLink = {
  /** Does what the link says, for the token it carries. */
  act: (token: string, ip: string) => Promise<EmailLinkOutcome>;
  /** The confirmation page the link opens, which the page's button comes back to with `?status=`. */
  page: string;
  /** The status and message of a success. */
  done: { status: string; message: string };
  rateLimit: RateLimitName;
};

/**
 * POST handler of an emailed link (mail scanners prefetch GET, so nothing acts on GET): the token in the query or the
 * body.
 * - a mail client's RFC 8058 one-click, or any other caller → 200 / 404 JSON;
 * - the confirmation page's button (field from=page) → 303 back to that page with the outcome.
 */
export function emailLinkRoute({ act, page, done, rateLimit }: EmailLink) {
  return withPublic(
    async ({ req, body, ip }) => {
      const token = req.nextUrl.searchParams.get("token") ?? body.token ?? "";
      const outcome = await act(token, ip);
      if (body.from === "page") {
        // Relative, so it stays on whatever origin the visitor used.
        const location = `${page}?status=${outcome.ok ? done.status : "invalid"}`;
        return new Response(null, { status: 303, headers: { location, ...NO_STORE } });
      }
      if (!outcome.ok) throw new AppError("not_found", "Invalid or expired link", undefined, { headers: NO_STORE });
      return Response.json({ ok: true, message: done.message }, { headers: NO_STORE });
    },
    { rateLimit, body: emailLinkForm, maxBodyBytes: 1_024, bodyTypes: ["form", "json"] },
  );
}
