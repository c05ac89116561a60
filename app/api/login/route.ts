import { safeReturnTo } from "@/lib/auth/return-to";
import { withPublic } from "@/server/http/route";

/**
 * Browser navigation target of Login / Sign Up when scripts are off or a page sends a visitor to sign in:
 * the sign-in page, with where to come back to. Relative, so it stays on the visitor's origin.
 */
export const GET = withPublic(async ({ req }) => {
  const returnTo = safeReturnTo(req.nextUrl.searchParams.get("returnTo"));
  const mode = req.nextUrl.searchParams.get("mode") === "signup" ? "&mode=signup" : "";
  return new Response(null, {
    status: 303,
    headers: { location: `/login?returnTo=${encodeURIComponent(returnTo)}${mode}`, "cache-control": "no-store" },
  });
});
