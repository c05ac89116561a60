import Link from "next/link";
import type { ItemList } from "schema-dts";
import { formatDate } from "@/components/detail/detail-format";
import { ListingLogo } from "@/components/listing/listing-logo";
import { RatingStars } from "@/components/listing/rating-stars";
import { Icon } from "@/components/ui/icon";
import { comparePath } from "@/lib/compare/compare-path";
import { compareRows, comparisonTitle } from "@/lib/compare/compare-rows";
import { CATEGORY_LABELS, KIND_TO_CATEGORY, listingPath } from "@/lib/directory/kinds";
import { hostOf } from "@/lib/listings/fact-format";
import { safeHttpUrl } from "@/lib/safe-url";
import { JsonLd } from "@/lib/seo/json-ld";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";
import { absoluteUrl } from "@/lib/site";
import type { ComparisonData } from "@/server/public/compare/compare-page";
import type { CompareListing } from "@/server/public/compare/select";
import { CompareBar } from "./compare-bar";

const NOT_PROVIDED = "Not yet provided";
const VERIFIED_BY = { admin: "our team", owner: "the owner", import: "our team" } as const;

function ListingHead({ listing, others }: { listing: CompareListing; others: string[] }) {
  return (
    <th scope="col" className="compare-head">
      <ListingLogo name={listing.name} src={listing.logoUrl} size={40} />
      <a href={listingPath(listing)}>{listing.name}</a>
      {listing.sponsored ? <span className="badge badge-sponsored">Sponsored</span> : null}
      {others.length >= 2 ? (
        <a href={comparePath(listing.kind, others)} className="compare-remove">
          Remove<span className="sr-only"> {listing.name} from the comparison</span>
        </a>
      ) : null}
    </th>
  );
}

function verifiedText(listing: CompareListing): string {
  if (!listing.lastVerifiedAt) return "Not yet verified";
  return `${formatDate(listing.lastVerifiedAt)} by ${VERIFIED_BY[listing.verifiedBy ?? "admin"]}`;
}

/** The comparison page: the kind's facts side by side, rows that differ highlighted, member ratings and links. */
export function Comparison({ data }: { data: ComparisonData }) {
  const { kind, listings, path } = data;
  const category = KIND_TO_CATEGORY[kind];
  const title = comparisonTitle(listings);
  const rows = compareRows(kind, listings);
  const slugs = listings.map((listing) => listing.slug);
  const itemList: ItemList = {
    "@type": "ItemList",
    name: title,
    url: absoluteUrl(path),
    numberOfItems: listings.length,
    itemListElement: listings.map((listing, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: listing.name,
      url: absoluteUrl(listingPath(listing)),
    })),
  };
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <JsonLd
        data={[
          breadcrumbJsonLd([
            { name: "Home", path: "/" },
            { name: CATEGORY_LABELS[category], path: `/directory?category=${category}` },
            { name: title, path },
          ]),
          { "@context": "https://schema.org", ...itemList },
        ]}
      />
      <Link href={`/directory?category=${category}`} className="text-link">
        <Icon name="arrow-left" className="size-4" aria-hidden="true" />
        Back to {CATEGORY_LABELS[category]}
      </Link>
      <h1 className="page-title mt-3">{title}</h1>
      <p className="mt-2 text-slate-600">
        {CATEGORY_LABELS[category]} side by side. Highlighted rows differ; ratings come only from member reviews.
      </p>
      <div className="compare-scroll" role="region" aria-label="Comparison table" tabIndex={0}>
        <table className="compare-table" data-testid="compare-table">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <td />
              {listings.map((listing) => (
                <ListingHead
                  key={listing.id}
                  listing={listing}
                  others={slugs.filter((slug) => slug !== listing.slug)}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Member rating</th>
              {listings.map((listing) => (
                <td key={listing.id}>
                  {listing.reviewCount ? (
                    <RatingStars rating={listing.rating} reviewCount={listing.reviewCount} size={14} />
                  ) : (
                    <span className="compare-missing">No member reviews yet</span>
                  )}
                </td>
              ))}
            </tr>
            {rows.map((row) => (
              <tr key={row.key} data-differs={row.differs || undefined} data-fact={row.key}>
                <th scope="row">
                  {row.label}
                  {row.differs ? <span className="sr-only"> (differs)</span> : null}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={listings[index]!.id}>{cell ?? <span className="compare-missing">{NOT_PROVIDED}</span>}</td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">Place</th>
              {listings.map((listing) => (
                <td key={listing.id}>
                  {listing.location ?? listing.country ?? <span className="compare-missing">{NOT_PROVIDED}</span>}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">Information verified</th>
              {listings.map((listing) => (
                <td key={listing.id}>{verifiedText(listing)}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">Website</th>
              {listings.map((listing) => {
                const website = safeHttpUrl(listing.website);
                return (
                  <td key={listing.id}>
                    {website ? (
                      <a href={website} rel="nofollow noopener noreferrer" target="_blank">
                        {hostOf(website)}
                      </a>
                    ) : (
                      <span className="compare-missing">{NOT_PROVIDED}</span>
                    )}
                  </td>
                );
              })}
            </tr>
          </tbody>
        </table>
      </div>
      <CompareBar />
    </div>
  );
}
