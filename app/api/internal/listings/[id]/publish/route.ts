import { AppError } from "@/lib/http/app-error";
import { withInternal } from "@/server/http/internal";
import { publishListing } from "@/server/listings/publish/publish";

/** POST /api/internal/listings/{id or slug}/publish: the operator command's publish (npm run listing -- publish). */
export const POST = withInternal(async ({ params }) => {
  const outcome = await publishListing(params.id ?? "", "operator");
  if (!outcome) throw new AppError("not_found", "No listing has that id or slug");
  return Response.json(
    { id: outcome.change.id, slug: outcome.change.slug, published: outcome.published },
    { headers: { "cache-control": "no-store" } },
  );
});
