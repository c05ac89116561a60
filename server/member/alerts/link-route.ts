import "server-only";
import * as z from "zod/mini";
import { AppError } from "@/lib/http/app-error";
import { withPublic } from "@/server/http/route";
import type { AlertLinkOutcome } from "./links";
import type { AlertLinkAction } from "./tokens";

const NO_STORE = { "cache-control": "no-store" };

/** RFC 8058's one-click body (List-Unsubscribe=One-Click), or the confirmation page's form (token, from=page). */
const alertLinkForm = z.object({
  token: z.optional(z.string().check(z.maxLength(200))),
  from: z.optional(z.string().check(z.maxLength(20))),
});

const DONE: Record<AlertLinkAction, { status: string; message: string }> = {
  pause: { status: "paused", message: "These alerts are paused" },
  unsubscribe: { status: "unsubscribed", message: "You've been unsubscribed from these alerts" },
};

/**
 * POST handler of an emailed alert link (mail scanners prefetch GET, so nothing acts on GET): the token in the query
 * (the List-Unsubscribe URL) or the body.
 * - RFC 8058 one-click from a mail client, or any other caller → 200 / 404 JSON;
 * - the confirmation page's button (field from=page) → 303 back to that page with the outcome.
 */
export function alertLinkRoute(action: AlertLinkAction, act: (token: string) => Promise<AlertLinkOutcome>) {
  return withPublic(
    async ({ req, body }) => {
      const token = req.nextUrl.searchParams.get("token") ?? body.token ?? "";
      const outcome = await act(token);
      if (body.from === "page") {
        const status = outcome.ok ? DONE[action].status : "invalid";
        // Relative, so it stays on whatever origin the visitor used.
        return new Response(null, {
          status: 303,
          headers: { location: `/alerts/${action}?status=${status}`, ...NO_STORE },
        });
      }
      if (!outcome.ok) throw new AppError("not_found", "Invalid or expired link", undefined, { headers: NO_STORE });
      return Response.json({ ok: true, message: DONE[action].message }, { headers: NO_STORE });
    },
    { rateLimit: "alertLinks", body: alertLinkForm, maxBodyBytes: 1_024, bodyTypes: ["form", "json"] },
  );
}
