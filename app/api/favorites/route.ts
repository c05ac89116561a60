import { withUser } from "@/server/http/member-route";
import { NO_STORE } from "@/server/http/responses";
import { addFavorite } from "@/server/member/favorites/mutations";
import { listFavorites } from "@/server/member/favorites/queries";
import { favoriteKeySchema } from "@/server/member/favorites/schema";

/** GET /api/favorites: the signed-in member's favorites with their listings' card fields, newest first. */
export const GET = withUser(async ({ user }) => Response.json(await listFavorites(user.id), { headers: NO_STORE }), {
  rateLimit: "favorites",
});

/** POST /api/favorites {itemType, itemId}: idempotent; 201 when saved now, 200 when it already was. */
export const POST = withUser(
  async ({ user, body }) => {
    const { favorite, created } = await addFavorite(user.id, body);
    return Response.json(favorite, { status: created ? 201 : 200, headers: NO_STORE });
  },
  { rateLimit: "favorites", body: favoriteKeySchema, maxBodyBytes: 1024 },
);
