import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { ContentPage, ContentSection } from "@/components/content/content-page";
import { DIRECTORY_CATEGORIES, DIRECTORY_PILLS } from "@/lib/directory/kinds";
import { FEED_INDEX_PATH, feedPath, type FeedFormat, type FeedScope } from "@/lib/feeds/feed-path";
import { countryNameIn } from "@/lib/geo/country-name";
import { localePath } from "@/lib/i18n/locales";
import { localizedMetadata } from "@/lib/seo/localized-metadata";
import { feedPlaces, listingCountsByKind } from "@/server/feeds";

/** The cities listed: the most listed ones, so that the page stays one readable page at any size of the directory. */
const CITY_LIMIT = 100;
const FORMATS: FeedFormat[] = ["rss", "atom", "json"];

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("feeds.index");
  return localizedMetadata({ title: t("title"), description: t("description"), path: FEED_INDEX_PATH });
}

async function FeedRow({ label, scope, testId }: { label: string; scope: FeedScope; testId: string }) {
  const [t, locale] = await Promise.all([getTranslations("feeds.index"), getLocale()]);
  return (
    <li data-testid={testId}>
      <span className="font-medium text-slate-900">{label}</span>:{" "}
      {FORMATS.map((format, index) => (
        <span key={format}>
          {index ? " · " : null}
          <a href={localePath(locale, feedPath(scope, format))} className="text-link">
            {t(`formats.${format}`)}
          </a>
        </span>
      ))}
    </li>
  );
}

/**
 * Every feed the directory has, in the page's language: new listings, each kind with listings, and each country and
 * city with enough listings for a feed of its own. The footer's feed icon links here.
 */
export default async function FeedIndexPage() {
  const [t, kinds, locale, counts, places] = await Promise.all([
    getTranslations("feeds.index"),
    getTranslations("kinds.categories"),
    getLocale(),
    listingCountsByKind(),
    feedPlaces(),
  ]);
  const categories = DIRECTORY_PILLS.filter((pill) => pill !== "all").filter(
    (category) => (counts[DIRECTORY_CATEGORIES[category]] ?? 0) > 0,
  );
  const cities = places.cities.slice(0, CITY_LIMIT);
  return (
    <ContentPage title={t("title")} intro={t("intro")}>
      <ContentSection title={t("newTitle")}>
        <ul>
          <FeedRow label={t("newLabel")} scope={{ type: "new" }} testId="feed-new" />
        </ul>
      </ContentSection>
      <ContentSection title={t("kindsTitle")}>
        <ul>
          {categories.map((category) => (
            <FeedRow
              key={category}
              label={kinds(category)}
              scope={{ type: "category", category }}
              testId={`feed-${category}`}
            />
          ))}
        </ul>
      </ContentSection>
      <ContentSection title={t("countriesTitle")}>
        {places.countries.length ? (
          <ul>
            {places.countries.map((country) => (
              <FeedRow
                key={country.key}
                label={countryNameIn(locale, country.name)}
                scope={{ type: "country", code: country.key }}
                testId={`feed-country-${country.key}`}
              />
            ))}
          </ul>
        ) : (
          <p>{t("noPlaces")}</p>
        )}
      </ContentSection>
      <ContentSection title={t("citiesTitle")}>
        {cities.length ? (
          <>
            {places.cities.length > CITY_LIMIT ? <p>{t("citiesLimited", { count: CITY_LIMIT })}</p> : null}
            <ul>
              {cities.map((city) => (
                <FeedRow
                  key={city.key}
                  label={`${city.name}, ${countryNameIn(locale, city.country)}`}
                  scope={{ type: "city", slug: city.key }}
                  testId={`feed-city-${city.key}`}
                />
              ))}
            </ul>
          </>
        ) : (
          <p>{t("noPlaces")}</p>
        )}
      </ContentSection>
    </ContentPage>
  );
}
