import { getTranslations } from "next-intl/server";
import { DetailSection } from "@/components/detail/detail-section";
import { formatDate } from "@/lib/listings/detail-format";
import { citationLabel, citationUrl, evidenceFor } from "@/lib/listings/evidence";
import { evidenceEntries } from "@/server/evidence";
import { supplementClaims } from "@/server/health-claims";
import type { IngredientAmount } from "@/lib/listings/fact-values";
import type { Locale } from "@/lib/i18n/locales";

type SupplementClaimsProps = {
  listing: { ingredientAmounts?: IngredientAmount[] | null; servingsPerDay?: number | null };
  locale: Locale;
};

/**
 * A supplement's EU-authorised claims (only those its listed amounts qualify for, in the register's wording) and the
 * editors' evidence entries for its ingredients, each linked to its sources. Unknown stays unknown: the page says so.
 */
export async function SupplementClaims({ listing, locale }: SupplementClaimsProps) {
  const t = await getTranslations({ locale, namespace: "facts" });
  const ingredients = listing.ingredientAmounts ?? [];
  const claims = await supplementClaims(listing, locale);
  const evidence = evidenceFor(ingredients, await evidenceEntries());
  return (
    <>
      <DetailSection title={t("claims.title")} icon="badge-check" testId="health-claims">
        {claims.length ? (
          <>
            <p>{t("claims.intro")}</p>
            <ul className="fact-links">
              {claims.map((claim) => (
                <li key={claim.id} data-claim={claim.id}>
                  <q lang={claim.lang}>{claim.text}</q>{" "}
                  <a href={claim.sourceUrl} rel="nofollow noopener noreferrer" target="_blank">
                    {t("claims.source")}
                  </a>
                  {claim.pending ? <small>{t("claims.pending")}</small> : null}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p data-testid="health-claims-none">{t("claims.none")}</p>
        )}
      </DetailSection>
      <DetailSection title={t("evidence.title")} icon="flask-conical" testId="evidence">
        {evidence.length ? (
          <ul className="fact-links">
            {evidence.map((entry) => (
              <li key={`${entry.ingredient}:${entry.outcome}`}>
                <b>
                  {t("evidence.entry", {
                    ingredient: entry.ingredient,
                    outcome: entry.outcome,
                    grade: entry.grade,
                    direction: t(`evidence.directions.${entry.direction}`),
                  })}
                </b>
                <p>{entry.summary[locale]}</p>
                {entry.citations.map((cited) => (
                  <a key={citationLabel(cited)} href={citationUrl(cited)} rel="noopener noreferrer" target="_blank">
                    {citationLabel(cited)}
                  </a>
                ))}
                <small>
                  {t("evidence.edited", { editor: entry.editor, date: formatDate(locale, entry.editedAt) ?? "" })}
                </small>
              </li>
            ))}
          </ul>
        ) : (
          <p data-testid="evidence-none">{t("evidence.none")}</p>
        )}
      </DetailSection>
    </>
  );
}
