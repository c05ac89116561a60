import "server-only";
import { db } from "@/server/db/client";

/** Published listings: the number the health check reports (and a cheap proof the database answers). */
export async function countPublishedListings(): Promise<number> {
  return db.listing.count({ where: { status: "published" } });
}
