import { parseAnalyticsPeriod } from "@/lib/analytics/period";
import { withListingOwner } from "@/server/http/owner-route";
import { ownerFiguresCsv } from "@/server/analytics/owner-export";

/** GET /api/owner/listings/{id}/figures/export?days=: the listing's figures as a CSV download, for its owners only. */
export const GET = withListingOwner(
  async ({ req, listing }) => {
    const { filename, csv } = await ownerFiguresCsv(
      listing,
      parseAnalyticsPeriod(req.nextUrl.searchParams.get("days")),
    );
    return new Response(csv, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${filename}"`,
        "cache-control": "private, no-store",
      },
    });
  },
  { rateLimit: "ownerReads" },
);
