import { withPublic } from "@/server/http/route";
import { logger } from "@/server/log/logger";
import { countPublishedListings } from "@/server/health/queries";

const NO_STORE = { "cache-control": "no-store" };

/** Liveness + database check for `npm start`, the e2e suite and uptime monitors. */
export const GET = withPublic(async () => {
  try {
    const listings = await countPublishedListings();
    return Response.json({ status: "ok", listings }, { headers: NO_STORE });
  } catch (error) {
    logger.error({ err: error }, "health check: the database did not answer");
    return Response.json({ status: "error" }, { status: 503, headers: NO_STORE });
  }
});
