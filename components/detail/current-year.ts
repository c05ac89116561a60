import "server-only";
import { cacheLife } from "next/cache";

/** This year, cached (a static page may not read the clock directly); refreshed daily. */
export async function currentYear(): Promise<number> {
  "use cache";
  cacheLife("days");
  return new Date().getFullYear();
}
