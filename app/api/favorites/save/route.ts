import * as z from "zod/mini";
import { safeReturnTo } from "@/lib/auth/return-to";
import { addFavorite } from "@/server/favorites/mutations";
import { favoriteKeySchema } from "@/server/favorites/schema";
import { withVisitor } from "@/server/http/member-route";
import { NO_STORE } from "@/server/http/responses";
import { countNewFavorite } from "../count-favorite";

/** The heart's form before the page has hydrated: the listing, and the page to come back to. */
const saveForm = z.extend(favoriteKeySchema, { returnTo: z.optional(z.string()) });

const seeOther = (location: string) => new Response(null, { status: 303, headers: { location, ...NO_STORE } });

/**
 * POST /api/favorites/save (form: itemType, itemId, returnTo): the no-JavaScript heart. Saves the listing for the
 * signed-in member (idempotent) and answers 303 back to `returnTo`; a signed-out visitor goes to sign in, and comes
 * back to `returnTo` afterwards. Cross-site posts are refused by the route core like every write.
 */
export const POST = withVisitor(
  async ({ req, user, body, ip }) => {
    const returnTo = safeReturnTo(body.returnTo);
    if (!user) return seeOther(`/login?returnTo=${encodeURIComponent(returnTo)}`);
    const { favorite, created } = await addFavorite(user.id, body, user.locale);
    if (created) await countNewFavorite(req, ip, favorite);
    return seeOther(returnTo);
  },
  { rateLimit: "favorites", body: saveForm, maxBodyBytes: 1024, bodyTypes: ["form"] },
);
