import { AppError } from "@/lib/http/app-error";
import { withPublic } from "@/server/http/route";
import { indexNowConfig } from "@/server/indexnow";

/**
 * GET /{key}.txt (rewritten here by next.config.ts): the IndexNow key file, whose body is the key itself. It answers
 * only for the configured INDEXNOW_KEY; any other name, or no key configured, is a 404.
 */
export const GET = withPublic(async ({ params }) => {
  const config = indexNowConfig();
  if (!config || params.key !== config.key) throw new AppError("not_found", "Not found");
  return new Response(config.key, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
});
