import { withPublic } from "@/server/http/route";
import { llmsText } from "@/server/feeds";

export const GET = withPublic(
  async () =>
    new Response(await llmsText(false), {
      headers: {
        "content-type": "text/plain; charset=utf-8",
        "cache-control": "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400",
      },
    }),
);
