import { notFound } from "next/navigation";

type UnknownPageProps = { params: Promise<{ rest: string[] }> };

/**
 * Any other path in a locale is that locale's not-found screen (404). One path is prerendered per locale; others
 * render once on demand and stay in the route cache's in-memory LRU (404s never reach the disk). `params` is awaited
 * before notFound(), like the detail pages: the whole not-found screen is then rendered on the server, rather than
 * a shell the browser would have to complete.
 */
export function generateStaticParams() {
  return [{ rest: ["__missing__"] }];
}

export default async function UnknownPage({ params }: UnknownPageProps) {
  await params;
  notFound();
}
