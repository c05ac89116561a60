import "server-only";
import { cacheLife } from "next/cache";

/** Today's UTC date (YYYY-MM-DD), cached (a static page may not read the clock directly); refreshed daily. */
export async function today(): Promise<string> {
  "use cache";
  cacheLife("days");
  return new Date().toISOString().slice(0, 10);
}
