import "server-only";
import { listingPath, type ListingKind } from "@/lib/directory/kinds";
import type { ReportReasonValue } from "@/lib/reports/report-schema";
import { db } from "@/server/db/client";

export type ReportView = {
  id: string;
  reason: ReportReasonValue;
  detail: string;
  messages: string[];
  followUps: number;
  count: number;
  createdAt: string;
  updatedAt: string;
};
export type ReportedListing = {
  listing: { id: string; name: string; kind: ListingKind; path: string; published: boolean; owners: number };
  reports: ReportView[];
};
export type ClosedReport = ReportView & {
  listing: { id: string; name: string };
  status: string;
  resolution: string | null;
  adminNote: string | null;
  closedAt: string | null;
};

const OPEN_LIMIT = 500;

/** Open reports grouped by listing, the listing with the newest report first; and the latest closed ones. */
export async function listReports(): Promise<{ open: ReportedListing[]; closed: ClosedReport[] }> {
  const reportSelect = {
    id: true,
    reason: true,
    detail: true,
    messages: true,
    emails: true,
    count: true,
    createdAt: true,
    updatedAt: true,
  } as const;
  const [open, closed] = await Promise.all([
    db.listingReport.findMany({
      where: { status: "open" },
      orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
      take: OPEN_LIMIT,
      select: {
        ...reportSelect,
        listing: {
          select: { id: true, name: true, kind: true, slug: true, status: true, _count: { select: { owners: true } } },
        },
      },
    }),
    db.listingReport.findMany({
      where: { status: { not: "open" } },
      orderBy: [{ closedAt: "desc" }, { id: "asc" }],
      take: 30,
      select: {
        ...reportSelect,
        status: true,
        resolution: true,
        adminNote: true,
        closedAt: true,
        listing: { select: { id: true, name: true } },
      },
    }),
  ]);
  const view = (row: (typeof open)[number] | (typeof closed)[number]): ReportView => ({
    id: row.id,
    reason: row.reason,
    detail: row.detail,
    messages: row.messages,
    followUps: row.emails.length,
    count: row.count,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
  const groups = new Map<string, ReportedListing>();
  for (const row of open) {
    const { listing } = row;
    const group = groups.get(listing.id) ?? {
      listing: {
        id: listing.id,
        name: listing.name,
        kind: listing.kind,
        path: listingPath(listing),
        published: listing.status === "published",
        owners: listing._count.owners,
      },
      reports: [],
    };
    group.reports.push(view(row));
    groups.set(listing.id, group);
  }
  return {
    open: [...groups.values()],
    closed: closed.map((row) => ({
      ...view(row),
      listing: row.listing,
      status: row.status,
      resolution: row.resolution,
      adminNote: row.adminNote,
      closedAt: row.closedAt?.toISOString() ?? null,
    })),
  };
}
