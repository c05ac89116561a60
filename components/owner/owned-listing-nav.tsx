import Link from "next/link";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/cn";
import type { OwnedListingSummary } from "@/server/listings/read/owner-queries";

/** The member's listings; the chosen one is shown below. Plain links (the page renders per request). */
export function OwnedListingNav({ listings, current }: { listings: OwnedListingSummary[]; current: string }) {
  const t = useTranslations("owner.dashboard");
  return (
    <nav aria-label={t("title")} data-testid="owned-listings">
      <ul className="flex flex-wrap gap-2">
        {listings.map((listing) => (
          <li key={listing.id}>
            <Link
              href={`/owner?listing=${encodeURIComponent(listing.id)}`}
              prefetch={false}
              aria-current={listing.id === current ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium",
                listing.id === current
                  ? "border-emerald-600 bg-emerald-50 text-emerald-900"
                  : "border-slate-200 text-slate-700 hover:border-slate-300",
              )}
            >
              {listing.name}
              {listing.openReports.length ? (
                <span className="rounded-full bg-amber-100 px-2 text-xs text-amber-900">
                  {t("reports", { count: listing.openReports.length })}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
