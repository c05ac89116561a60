import { CompareBar } from "@/components/compare/compare-bar";
import { Icon } from "@/components/ui/icon";
import Link from "next/link";
import { useTranslations } from "next-intl";
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
  const t = useTranslations("detail.sections");
  return (
    <div className="detail-page">
      <Link href={backHref} className="back-link">
        <Icon name="arrow-left" className="size-4" aria-hidden="true" />
        {backLabel}
      </Link>
      <div className="mt-3">{header}</div>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="detail-main">{children}</div>
        <aside className="flex min-w-0 flex-col gap-6" aria-label={t("details")}>
          {sidebar}
          <ListingActions listing={listing} />
        </aside>
      </div>
      <CompareBar />
    </div>
  );
}
