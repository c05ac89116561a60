import { today } from "@/components/detail/today";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ItemList } from "schema-dts";
import { formatDate } from "@/lib/i18n/format";
import { factWords } from "@/lib/listings/fact-words";
import { ListingLogo } from "@/components/listing/listing-logo";
import { RatingStars } from "@/components/listing/rating-stars";
import { Icon } from "@/components/ui/icon";
import { comparePath } from "@/lib/compare/compare-path";
import { compareRows, comparisonTitle } from "@/lib/compare/compare-rows";
import { claimRow } from "@/lib/compare/claim-rows";
import { evidenceRow } from "@/lib/compare/evidence-rows";
import { markerRows } from "@/lib/compare/marker-rows";
import { KIND_TO_CATEGORY, listingPath } from "@/lib/directory/kinds";
import { hostOf } from "@/lib/listings/fact-format";
import { localePath, type Locale } from "@/lib/i18n/locales";
import type { Translator } from "@/lib/i18n/translator";
import { safeHttpUrl } from "@/lib/safe-url";
import { JsonLd } from "@/lib/seo/json-ld";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";
import { absoluteUrl } from "@/lib/site";
import { biomarkerCatalogue } from "@/server/biomarkers";
import { evidenceEntries } from "@/server/evidence";
import { healthClaimCatalogue } from "@/server/health-claims";
import { citationLabel, citationUrl } from "@/lib/listings/evidence";
import type { ComparisonData } from "@/server/comparisons/compare-page";
import type { CompareListing } from "@/server/comparisons/select";
import { CompareBar } from "./compare-bar";

type ListingHeadProps = { listing: CompareListing; others: string[]; locale: Locale; t: Translator<"compare-page"> };

function ListingHead({ listing, others, locale, t }: ListingHeadProps) {
  return (
    <th scope="col" className="compare-head">
      <ListingLogo name={listing.name} src={listing.logoUrl} size={40} />
      <a href={localePath(locale, listingPath(listing))}>{listing.name}</a>
      {listing.placement === "sponsored" ? <span className="badge badge-sponsored">{t("sponsored")}</span> : null}
      {others.length >= 2 ? (
        <a href={localePath(locale, comparePath(listing.kind, others))} className="compare-remove">
          {t.rich("remove", {
            name: listing.name,
            hidden: (text) => <span className="sr-only">{text}</span>,
          })}
        </a>
      ) : null}
    </th>
  );
}

function verifiedText(listing: CompareListing, locale: Locale, t: Translator<"facts">): string {
  if (!listing.lastVerifiedAt) return t("verified.neverShort");
  return t("verified.short", { date: formatDate(locale, listing.lastVerifiedAt), who: listing.verifiedBy ?? "admin" });
}

/** The comparison page: the kind's facts side by side, rows that differ highlighted, member ratings and links. */
export async function Comparison({ data, locale }: { data: ComparisonData; locale: Locale }) {
  const { kind, listings, path } = data;
  const [t, facts, detail, categories] = await Promise.all([
    getTranslations({ locale, namespace: "compare-page" }),
    getTranslations({ locale, namespace: "facts" }),
    getTranslations({ locale, namespace: "detail" }),
    getTranslations({ locale, namespace: "kinds.categories" }),
  ]);
  const biomarkers = kind === "lab" ? await biomarkerCatalogue() : undefined;
  const category = KIND_TO_CATEGORY[kind];
  const categoryLabel = categories(category);
  const title = comparisonTitle(listings);
  const words = { ...factWords(locale, facts, biomarkers), today: await today() };
  const rows = compareRows(kind, listings, words);
  const notProvided = <span className="compare-missing">{facts("notProvided")}</span>;
  const markers = kind === "lab" ? markerRows(listings, words.markers) : [];
  const ingredientKind = kind === "supplement" || kind === "food";
  const claims = ingredientKind ? claimRow(listings, locale, await healthClaimCatalogue()) : null;
  const evidence = ingredientKind ? evidenceRow(listings, await evidenceEntries()) : null;
  const slugs = listings.map((listing) => listing.slug);
  const itemList: ItemList = {
    "@type": "ItemList",
    name: title,
    url: absoluteUrl(localePath(locale, path)),
    numberOfItems: listings.length,
    itemListElement: listings.map((listing, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: listing.name,
      url: absoluteUrl(localePath(locale, listingPath(listing))),
    })),
  };
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <JsonLd
        data={[
          breadcrumbJsonLd([
            { name: detail("home"), path: localePath(locale, "/") },
            { name: categoryLabel, path: localePath(locale, `/directory?category=${category}`) },
            { name: title, path: localePath(locale, path) },
          ]),
          { "@context": "https://schema.org", ...itemList },
        ]}
      />
      <Link href={localePath(locale, `/directory?category=${category}`)} className="text-link">
        <Icon name="arrow-left" className="size-4" aria-hidden="true" />
        {detail("back", { category: categoryLabel })}
      </Link>
      <h1 className="page-title mt-3">{title}</h1>
      <p className="mt-2 text-slate-600">{t("intro", { category: categoryLabel })}</p>
      <div className="compare-scroll" role="region" aria-label={t("table")} tabIndex={0}>
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
                  locale={locale}
                  t={t}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t("rating")}</th>
              {listings.map((listing) => (
                <td key={listing.id}>
                  {listing.reviewCount ? (
                    <RatingStars rating={listing.rating} reviewCount={listing.reviewCount} size={14} />
                  ) : (
                    <span className="compare-missing">{t("noReviews")}</span>
                  )}
                </td>
              ))}
            </tr>
            {rows.map((row) => (
              <tr key={row.key} data-differs={row.differs || undefined} data-fact={row.key}>
                <th scope="row">
                  {row.label}
                  {row.differs ? <span className="sr-only"> {t("differs")}</span> : null}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={listings[index]!.id}>{cell ?? notProvided}</td>
                ))}
              </tr>
            ))}
            {claims ? (
              <tr data-differs={claims.differs || undefined} data-fact="authorisedClaims">
                <th scope="row">
                  {t("authorisedClaims")}
                  {claims.differs ? <span className="sr-only"> {t("differs")}</span> : null}
                </th>
                {claims.cells.map((cell, index) => (
                  <td key={listings[index]!.id}>
                    {cell.length ? (
                      <ul>
                        {cell.map((claim) => (
                          <li key={claim.id}>
                            <span lang={claim.lang}>{claim.text}</span>
                            {claim.pending ? <small> {facts("claims.pending")}</small> : null}
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <span className="compare-missing">{t("noClaims")}</span>
                    )}
                  </td>
                ))}
              </tr>
            ) : null}
            {evidence ? (
              <tr data-differs={evidence.differs || undefined} data-fact="evidence">
                <th scope="row">
                  {t("evidence")}
                  {evidence.differs ? <span className="sr-only"> {t("differs")}</span> : null}
                </th>
                {evidence.cells.map((cell, index) => (
                  <td key={listings[index]!.id}>
                    {cell.length ? (
                      <ul>
                        {cell.map((entry) => (
                          <li key={`${entry.ingredient}:${entry.outcome}`} data-grade={entry.grade}>
                            {facts("evidence.entry", {
                              ingredient: entry.ingredient,
                              outcome: entry.outcome,
                              grade: entry.grade,
                              direction: facts(`evidence.directions.${entry.direction}`),
                            })}
                            {entry.citations.map((cited) => (
                              <a
                                key={citationUrl(cited)}
                                href={citationUrl(cited)}
                                rel="noopener noreferrer"
                                target="_blank"
                                className="ml-1"
                              >
                                {citationLabel(cited)}
                              </a>
                            ))}
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <span className="compare-missing">{t("noEvidence")}</span>
                    )}
                  </td>
                ))}
              </tr>
            ) : null}
            {markers.length ? (
              <tr>
                <th scope="colgroup" colSpan={listings.length + 1} className="compare-section">
                  {t("markersHeading")}
                </th>
              </tr>
            ) : null}
            {markers.map((row) => (
              <tr key={row.marker} data-differs={row.differs || undefined} data-marker={row.marker}>
                <th scope="row">
                  {row.label}
                  {row.differs ? <span className="sr-only"> {t("differs")}</span> : null}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={listings[index]!.id}>
                    {cell.length ? (
                      cell
                        .map((entry) => (entry.calculated ? t("calculatedIn", { panel: entry.panel }) : entry.panel))
                        .join(", ")
                    ) : (
                      <span className="compare-missing">{t("notInPanels")}</span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">{t("place")}</th>
              {listings.map((listing) => (
                <td key={listing.id}>{listing.location ?? listing.country ?? notProvided}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t("verified")}</th>
              {listings.map((listing) => (
                <td key={listing.id}>{verifiedText(listing, locale, facts)}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t("website")}</th>
              {listings.map((listing) => {
                const website = safeHttpUrl(listing.website);
                return (
                  <td key={listing.id}>
                    {website ? (
                      <a href={website} rel="nofollow noopener noreferrer" target="_blank">
                        {hostOf(website)}
                      </a>
                    ) : (
                      notProvided
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
