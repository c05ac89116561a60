import { withPublic } from "@/server/http/route";

/**
 * The old address of brand approval and rejection, kept for one release: every admin write lives under /api/admin,
 * so this answers a 308 to /api/admin/brands/{id}. A 308 keeps the method and the body, so a client that follows it
 * lands on the admin route and its checks (session, origin, body); nothing is read or written here. The Location is
 * relative, so it stays on the host the caller used.
 */
const movedToAdmin = withPublic(({ req, params }) => {
  const location = `/api/admin/brands/${encodeURIComponent(params.id ?? "")}${req.nextUrl.search}`;
  return new Response(null, { status: 308, headers: { location, "cache-control": "no-store" } });
});

export const PATCH = movedToAdmin;
export const DELETE = movedToAdmin;
