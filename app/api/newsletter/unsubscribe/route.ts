import { withPublic } from "@/lib/http/handlers";
import { unsubscribeFromNewsletter } from "@/server/public/newsletter/mutations";

const NO_STORE = { "cache-control": "no-store" };

async function formFields(req: Request): Promise<URLSearchParams> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.includes("application/x-www-form-urlencoded") && !type.includes("multipart/form-data")) return new URLSearchParams();
  try {
    const form = await req.formData();
    const fields = new URLSearchParams();
    for (const [name, value] of form) if (typeof value === "string") fields.append(name, value);
    return fields;
  } catch {
    return new URLSearchParams();
  }
}

/**
 * Unsubscribe by token, by POST only (mail scanners prefetch GET links):
 * - RFC 8058 one-click from a mail client (List-Unsubscribe-Post body) → 200 / 404 JSON;
 * - the confirmation button on /newsletter/unsubscribe (field from=page) → 303 back to that page's outcome.
 */
export const POST = withPublic(async ({ req }) => {
  const fields = await formFields(req);
  const token = req.nextUrl.searchParams.get("token") ?? fields.get("token") ?? "";
  const outcome = await unsubscribeFromNewsletter(token);
  if (fields.get("from") === "page") {
    const status = outcome.ok ? "unsubscribed" : "invalid";
    // Relative, so it stays on whatever origin the visitor used.
    return new Response(null, { status: 303, headers: { location: `/newsletter/unsubscribe?status=${status}`, ...NO_STORE } });
  }
  if (!outcome.ok) return Response.json({ error: "Invalid or expired link", message: "Invalid or expired link" }, { status: 404, headers: NO_STORE });
  return Response.json({ ok: true, message: "You've been unsubscribed" }, { headers: NO_STORE });
});
