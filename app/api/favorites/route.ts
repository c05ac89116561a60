import { withUser } from "@/server/http/member-route";
import { NO_STORE } from "@/server/http/responses";
import { addFavorite } from "@/server/favorites/mutations";
import { listFavorites } from "@/server/favorites/queries";
import { favoriteKeySchema } from "@/server/favorites/schema";
import { countNewFavorite } from "./count-favorite";

/**
 * GET /api/favorites: the signed-in member's favorites with their listings' card fields, newest first, in the
 * member's language (the one the profile that lists them speaks).
 */
export const GET = withUser(
  async ({ user }) => Response.json(await listFavorites(user.id, user.locale), { headers: NO_STORE }),
  { rateLimit: "favorites" },
);

/**
 * POST /api/favorites {itemType, itemId}: idempotent; 201 when saved now, 200 when it already was. A new favorite
 * counts for the listing's owner figures (no member identity in that count).
 */
export const POST = withUser(
  async ({ req, user, body, ip }) => {
    const { favorite, created } = await addFavorite(user.id, body, user.locale);
    if (created) await countNewFavorite(req, ip, favorite);
    return Response.json(favorite, { status: created ? 201 : 200, headers: NO_STORE });
  },
  { rateLimit: "favorites", body: favoriteKeySchema, maxBodyBytes: 1024 },
);
