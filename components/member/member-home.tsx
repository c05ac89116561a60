import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { SearchBar } from "@/components/search/search-bar";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon-names";
import { DEFAULT_NEAR_RADIUS } from "@/lib/directory/near";
import { homeLinks } from "@/lib/account/home-links";
import type { MemberPlace } from "@/lib/account/member-place";
import type { Trending } from "@/server/trending/queries";

type Props = { firstName: string | null; place: MemberPlace | null; trending: Trending };

function HomeCard({
  icon,
  title,
  text,
  href,
  testId,
}: {
  icon: IconName;
  title: string;
  text: string;
  href: string;
  testId: string;
}) {
  return (
    <Link href={href} className="listing-card" data-testid={testId}>
      <Icon name={icon} className="size-6 text-brand-700" />
      <span className="text-base font-semibold text-slate-900">{title}</span>
      <span className="text-sm text-slate-600">{text}</span>
    </Link>
  );
}

/** The member home — welcome, search, four cards and the local clinics card. */
const LINK_CARDS = [
  { card: "favorites", icon: "heart" },
  { card: "subscriptions", icon: "bell-ring" },
] as const satisfies readonly { card: string; icon: IconName }[];

export async function MemberHome({ firstName, place, trending }: Props) {
  const [t, search] = await Promise.all([getTranslations("profile.home"), getTranslations("directory")]);
  const links = homeLinks(place);
  const where = place?.city ?? place?.country ?? place?.label ?? null;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900" data-testid="home-welcome">
          {firstName ? t("title", { name: firstName }) : t("titleNoName")}
        </h1>
        <SearchBar
          source="member-home"
          className="max-w-2xl"
          label={search("searchLabel")}
          placeholder={search("searchPlaceholder")}
          submitLabel={search("searchButton")}
        />
      </header>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {LINK_CARDS.map(({ card, icon }) => (
          <HomeCard
            key={card}
            icon={icon}
            title={t(`${card}Title`)}
            text={t(`${card}Text`)}
            href={links[card]}
            testId={`card-${card}`}
          />
        ))}
        <HomeCard
          icon="map-pin"
          title={t("nearMeTitle")}
          text={where ? t("nearMeAround", { place: where }) : t("nearMeNoPlace")}
          href={links.nearMe}
          testId="card-near-me"
        />
        <section className="listing-card" data-testid="card-trending" aria-labelledby="trending-title">
          <Icon name="activity" className="size-6 text-brand-700" />
          <h2 id="trending-title" className="text-base font-semibold text-slate-900">
            {t("trending")}
          </h2>
          {trending.listings.length || trending.searches.length ? (
            <ul className="flex flex-col gap-1 text-sm" data-testid="trending-list">
              {trending.listings.map((item) => (
                <li key={item.url}>
                  <Link href={item.url} className="text-brand-700 hover:underline">
                    {item.name}
                  </Link>
                </li>
              ))}
              {trending.searches.map((search) => (
                <li key={search.query}>
                  <Link
                    href={`/directory?search=${encodeURIComponent(search.query)}`}
                    className="text-slate-700 hover:underline"
                  >
                    “{search.query}”
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">{t("nothingTrending")}</p>
          )}
        </section>
      </div>
      <section
        className="flex flex-col gap-3 rounded-2xl bg-brand-50 p-6"
        aria-labelledby="local-clinics"
        data-testid="card-local-clinics"
      >
        <h2 id="local-clinics" className="text-xl font-semibold text-slate-900">
          {where ? t("clinicsNear", { place: where }) : t("clinicsNearYou")}
        </h2>
        <p className="text-slate-700">
          {place?.city
            ? t("clinicsWithin", { km: DEFAULT_NEAR_RADIUS, place: place.city })
            : where
              ? t("clinicsAround", { place: where })
              : t("clinicsNoPlace")}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link href={links.localClinics} data-testid="browse-local-clinics">
              {t("browseLocal")}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={links.setUpNotifications} data-testid="set-up-notifications">
              {t("setUpNotifications")}
            </Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
