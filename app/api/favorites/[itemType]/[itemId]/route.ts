import * as z from "zod/mini";
import { withUser } from "@/server/http/member-route";
import { NO_STORE } from "@/server/http/responses";
import { removeFavorite } from "@/server/favorites/mutations";
import { favoriteKeySchema } from "@/server/favorites/schema";

/** DELETE /api/favorites/{itemType}/{itemId}: idempotent; 404 only when there is no such listing. */
export const DELETE = withUser(
  async ({ user, params }) => {
    const removed = await removeFavorite(user.id, z.parse(favoriteKeySchema, params));
    return Response.json(removed, { headers: NO_STORE });
  },
  { rateLimit: "favorites" },
);
