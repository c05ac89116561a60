import { useLocale, useTranslations } from "next-intl";
import { ListingCard } from "@/components/listing/listing-card";
import type { CardListing } from "@/lib/listings/card-listing";
import type { DirectoryInitial } from "./directory-results";
import { showsServerPage } from "./server-page";
import { useDirectoryState } from "./use-directory-state";

/**
 * A kind's sponsored places, apart from its results and headed "Sponsored": paid for, so never among the organic
 * results' count or order (each one also keeps its own place there, where it would be unpaid).
 */
function SponsoredSlot({ listings }: { listings: CardListing[] }) {
  const t = useTranslations("directory.sponsoredSlot");
  return (
    <section
      aria-labelledby="directory-sponsored-heading"
      className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50/60 p-4"
      data-testid="directory-sponsored"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="directory-sponsored-heading" className="text-lg font-semibold text-slate-900">
          {t("title")}
        </h2>
        <p className="text-sm text-slate-700">{t("note")}</p>
      </div>
      <ul className="card-grid" data-testid="directory-sponsored-grid">
        {listings.map((listing) => (
          <li key={listing.id}>
            <ListingCard listing={listing} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The sponsored block the server rendered, while the URL is the view it belongs to; any other view has none. */
export function DirectorySponsored({ initial }: { initial: DirectoryInitial }) {
  const { state, page } = useDirectoryState();
  const locale = useLocale();
  if (!initial.sponsored?.length || !showsServerPage(initial, state, page, locale)) return null;
  return <SponsoredSlot listings={initial.sponsored} />;
}
