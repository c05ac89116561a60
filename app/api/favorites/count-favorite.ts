import "server-only";
import type { NextRequest } from "next/server";
import { recordFavoriteAdded } from "@/server/analytics/mutations";
import { isBot } from "@/server/analytics/schema";
import type { FavoriteJson } from "@/server/favorites/schema";
import { trustedCountryHeader } from "@/server/http/client-ip";
import { logger } from "@/server/log/logger";

/** A new favorite counts for the listing's owner figures (no member identity in that count); a failure only logs. */
export async function countNewFavorite(req: NextRequest, ip: string, favorite: FavoriteJson): Promise<void> {
  const userAgent = req.headers.get("user-agent");
  const facts = { ip, userAgent, country: trustedCountryHeader(req.headers), bot: isBot(userAgent) };
  await recordFavoriteAdded(`${favorite.itemType}/${favorite.listing.slug}`, facts).catch((error: unknown) =>
    logger.warn({ err: error }, "could not count a favorite"),
  );
}
