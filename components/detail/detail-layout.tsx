import { CompareBar } from "@/components/compare/compare-bar";
import { Icon } from "@/components/ui/icon";
import Link from "next/link";
import type { ReactNode } from "react";
import type { ListingKind } from "@/lib/directory/kinds";
import { ListingActions } from "./listing-actions";

type DetailLayoutProps = {
  backHref: string;
  backLabel: string;
  header: ReactNode;
  children: ReactNode;
  sidebar?: ReactNode;
  /** The listing shown: its claim link and "Report a problem" close the page. */
  listing: { id: string; kind: ListingKind; slug: string; name: string };
};

/** Back link, header card, then a main column and a sidebar (stacked on small screens); max width 6xl. */
export function DetailLayout({ backHref, backLabel, header, children, sidebar, listing }: DetailLayoutProps) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <Link
        href={backHref}
        className="inline-flex min-h-11 items-center gap-2 rounded-md text-sm font-medium text-brand-700 hover:text-brand-900 sm:min-h-9"
      >
        <Icon name="arrow-left" className="size-4" aria-hidden="true" />
        {backLabel}
      </Link>
      <div className="mt-3">{header}</div>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">{children}</div>
        <aside className="flex min-w-0 flex-col gap-6" aria-label="Details">
          {sidebar}
          <ListingActions listing={listing} />
        </aside>
      </div>
      <CompareBar />
    </div>
  );
}
