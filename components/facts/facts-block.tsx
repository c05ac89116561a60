import { getTranslations } from "next-intl/server";
import { DetailSection } from "@/components/detail/detail-section";
import { today } from "@/components/detail/today";
import { factsOfKind } from "@/lib/listings/kind-facts";
import { factDisplay, type FactSubject } from "@/lib/listings/fact-format";
import type { Locale } from "@/lib/i18n/locales";
import { factDefinition } from "@/lib/listings/facts";
import { factWords } from "@/lib/listings/fact-words";
import { biomarkerCatalogue } from "@/server/biomarkers";
import { FactValue } from "./fact-value";
import { VerifiedLine, type VerifiedLineProps } from "./verified-line";

type FactsBlockProps = { listing: FactSubject & VerifiedLineProps["listing"]; locale: Locale };

/**
 * "At a glance": the facts of the listing's kind (lib/listings/kind-facts.ts) that are known, then the ones that are
 * not, named under "Not yet provided" instead of guessed, then who verified them and when.
 */
export async function FactsBlock({ listing, locale }: FactsBlockProps) {
  const [day, t, biomarkers] = await Promise.all([
    today(),
    getTranslations({ locale, namespace: "facts" }),
    listing.kind === "lab" ? biomarkerCatalogue() : undefined,
  ]);
  // Today by the page's cached clock: a third-party test checked too long ago reads "check due".
  const words = { ...factWords(locale, t, biomarkers), today: day };
  const keys = factsOfKind(listing.kind).filter((key) => factDefinition(key).type !== "currency");
  const known = keys.flatMap((key) => {
    const display = factDisplay(listing, key, words);
    return display ? [{ key, display }] : [];
  });
  const missing = keys.filter((key) => !known.some((fact) => fact.key === key));
  return (
    <DetailSection title={t("title")} icon="list-checks" testId="at-a-glance">
      <dl className="facts">
        {known.flatMap(({ key, display }) => [
          <dt key={`${key}:`}>{words.label(key, listing.kind)}</dt>,
          <dd key={key} data-fact={key}>
            <FactValue display={display} />
          </dd>,
        ])}
        {missing.length
          ? [
              <dt key="missing:">{t("notProvided")}</dt>,
              <dd key="missing" data-testid="facts-missing">
                {missing.map((key) => words.label(key, listing.kind)).join(", ")}
              </dd>,
            ]
          : null}
      </dl>
      <VerifiedLine listing={listing} today={day} />
    </DetailSection>
  );
}
