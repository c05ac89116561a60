import { connection, NextResponse } from "next/server";
import { countPublishedListings } from "@/server/public/health/queries";

/** Liveness + database check for `npm start`, the e2e suite and uptime monitors. */
export async function GET() {
  // Always answered at request time, never prerendered at build.
  await connection();
  try {
    const listings = await countPublishedListings();
    return NextResponse.json({ status: "ok", listings }, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    console.error("[health] database check failed", error);
    return NextResponse.json({ status: "error" }, { status: 503, headers: { "cache-control": "no-store" } });
  }
}
