import { notFound } from "next/navigation";

/**
 * Any other path in a locale is that locale's not-found screen (404). One path is prerendered per locale; others
 * render once on demand and stay in the route cache's in-memory LRU (404s never reach the disk).
 */
export function generateStaticParams() {
  return [{ rest: ["__missing__"] }];
}

export default function UnknownPage() {
  notFound();
}
