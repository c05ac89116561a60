import { Icon } from "@/components/ui/icon";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { DETAIL_ROUTE_COPY, notFoundMessage, type DetailRoute } from "@/lib/directory/detail-routes";

/** The not-found screen of a detail route: exact title, message and a link back to its directory category. */
export function DetailNotFound({ route }: { route: DetailRoute }) {
  const copy = DETAIL_ROUTE_COPY[route];
  return (
    <div className="message-screen" data-testid="detail-not-found">
      <span className="flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <Icon name="search-x" className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{copy.notFoundTitle}</h1>
      <p className="mt-3 text-slate-600">{notFoundMessage(route)}</p>
      <Button asChild className="mt-8">
        <Link href={copy.browseHref}>{copy.browseLabel}</Link>
      </Button>
    </div>
  );
}
