import { Icon } from "@/components/ui/icon";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { Product, WithContext } from "schema-dts";
import { TrackClick } from "@/components/analytics/track-click";
import { TrackPageView } from "@/components/analytics/track-page-view";
import { DetailSection } from "@/components/detail/detail-section";
import { InfoSection } from "@/components/detail/info-list";
import { TagSection } from "@/components/detail/tag-list";
import { OutboundLink } from "@/components/listing/outbound-link";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { isLocale, localePath, type Locale } from "@/lib/i18n/locales";
import type { Translator } from "@/lib/i18n/translator";
import { JsonLd } from "@/lib/seo/json-ld";
import { localizedMetadata } from "@/lib/seo/localized-metadata";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";
import { absoluteUrl, siteUrl } from "@/lib/site";
import { INTEGRATIONS, OURA, OURA_WEBSITE, ouraContent } from "./oura-content";

const PATH = "/oura";
const COMPARE_HREF = "/directory?category=wearables";
const TRACK = { action: "brand_interaction", category: "oura" } as const;

type OuraPageProps = { params: Promise<{ locale: string }> };

/** The route's locale and the page's catalogue; the layout already answers 404 for an unknown locale. */
async function ouraCopy(params: OuraPageProps["params"]): Promise<{ locale: Locale; t: Translator<"oura"> }> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return { locale, t: await getTranslations({ locale, namespace: "oura" }) };
}

export async function generateMetadata({ params }: OuraPageProps): Promise<Metadata> {
  const { t } = await ouraCopy(params);
  return {
    metadataBase: new URL(`${siteUrl()}/`),
    ...(await localizedMetadata({
      title: t("meta.title"),
      description: t("meta.description"),
      path: PATH,
      keywords: t("meta.keywords").split(", "),
    })),
  };
}

// Product markup without AggregateRating or Review: the page's rating is editorial, not from member reviews.
function productJsonLd(locale: Locale, t: Translator<"oura">): WithContext<Product> {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: OURA.name,
    brand: { "@type": "Brand", name: OURA.brand },
    description: t("intro"),
    url: absoluteUrl(localePath(locale, PATH)),
    sameAs: OURA_WEBSITE,
    category: t("productCategory"),
  };
}

function breadcrumbs(locale: Locale, t: Translator<"oura">) {
  return breadcrumbJsonLd([
    { name: t("breadcrumbs.home"), path: localePath(locale, "/") },
    { name: t("breadcrumbs.wearables"), path: localePath(locale, COMPARE_HREF) },
    { name: OURA.name, path: localePath(locale, PATH) },
  ]);
}

function VisitButton({
  label,
  newTab,
  testId,
  variant = "default",
}: {
  label: string;
  newTab: string;
  testId: string;
  variant?: "default" | "outline";
}) {
  return (
    <TrackClick {...TRACK} label={testId}>
      <OutboundLink href={OURA_WEBSITE} className={buttonVariants({ variant, size: "lg" })} data-testid={testId}>
        {label}
        <Icon name="external-link" aria-hidden="true" />
        <span className="sr-only"> {newTab}</span>
      </OutboundLink>
    </TrackClick>
  );
}

function CompareButton({ href, label, testId }: { href: string; label: string; testId: string }) {
  return (
    <TrackClick {...TRACK} label={testId}>
      <Link href={href} className={buttonVariants({ variant: "outline", size: "lg" })} data-testid={testId}>
        {label}
        <Icon name="arrow-right" aria-hidden="true" />
      </Link>
    </TrackClick>
  );
}

export default async function OuraPage({ params }: OuraPageProps) {
  const { locale, t } = await ouraCopy(params);
  const content = ouraContent(locale, t);
  const compareHref = localePath(locale, COMPARE_HREF);
  const stars = Math.floor(OURA.rating);
  const figures = { rating: OURA.rating, count: OURA.reviewCount };
  return (
    <>
      <JsonLd data={breadcrumbs(locale, t)} />
      <JsonLd<Product> data={productJsonLd(locale, t)} />
      <TrackPageView category="brand" label="oura" />
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-16 lg:px-8">
          <Badge variant="secondary">{t("badge")}</Badge>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">{OURA.name}</h1>
          <p className="mt-3 text-lg font-medium text-brand-900 sm:text-xl">{t("tagline")}</p>
          <p className="mt-4 max-w-3xl text-slate-700">{t("intro")}</p>
          <div className="mt-5 flex flex-wrap items-center gap-3" data-testid="oura-rating">
            <span className="flex items-center gap-1" aria-label={t("rating.label", figures)}>
              <span className="flex" aria-hidden="true">
                {Array.from({ length: 5 }, (_, i) => (
                  <Icon
                    name="star"
                    key={i}
                    className={i < stars ? "size-5 fill-amber-400 text-amber-400" : "size-5 text-slate-300"}
                  />
                ))}
              </span>
              <span className="font-semibold text-slate-900">{t("rating.score", figures)}</span>
              <span className="text-slate-600">{t("rating.reviews", figures)}</span>
            </span>
            <Badge variant="sponsored">
              <Icon name="award" aria-hidden="true" />
              {t("award")}
            </Badge>
          </div>
          <p className="mt-2 flex max-w-3xl items-start gap-1.5 text-xs text-slate-500" data-testid="oura-disclosure">
            <Icon name="info" className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            {t("disclosure")}
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <VisitButton label={t("visit")} newTab={t("newTab")} testId="oura-visit" />
            <CompareButton href={compareHref} label={t("compare")} testId="oura-compare" />
          </div>
        </div>
      </div>

      <div className="mx-auto w-full max-w-6xl px-4 pb-12 sm:px-6 lg:px-8">
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
            <DetailSection title={t("sections.keyFeatures")} icon={"sparkles"} testId="key-features">
              <ul className="grid gap-4 sm:grid-cols-2">
                {content.features.map((feature) => (
                  <li key={feature.key} className="rounded-lg bg-slate-50 p-4">
                    <h3 className="font-semibold text-slate-900">{feature.title}</h3>
                    <p className="mt-1 text-sm text-slate-700">{feature.text}</p>
                  </li>
                ))}
              </ul>
            </DetailSection>
            <DetailSection title={t("sections.healthInsights")} icon={"activity"} testId="health-insights">
              <div className="grid gap-4 sm:grid-cols-3">
                {content.insights.map((group) => (
                  <div key={group.key}>
                    <h3 className="font-semibold text-slate-900">{group.title}</h3>
                    <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                      {group.metrics.map((metric) => (
                        <li key={metric}>{metric}</li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </DetailSection>
            <DetailSection title={t("sections.userQuotes")} icon={"quote"} testId="user-quotes">
              <div className="grid gap-4 sm:grid-cols-2">
                {content.quotes.map((item) => (
                  <figure key={item.key} className="rounded-lg border border-slate-100 bg-slate-50 p-4">
                    <blockquote className="text-slate-800 italic">“{item.quote}”</blockquote>
                    <figcaption className="mt-2 text-sm text-slate-500">— {item.author}</figcaption>
                  </figure>
                ))}
              </div>
              <p className="mt-3 text-xs text-slate-500">{t("quotes.note")}</p>
            </DetailSection>
          </div>
          <aside className="flex min-w-0 flex-col gap-6" aria-label={t("sections.facts")}>
            <InfoSection title={t("sections.quickInfo")} icon={"info"} testId="quick-info" rows={content.quickInfo} />
            <TagSection
              title={t("sections.metricsTracked")}
              icon={"bar-chart-3"}
              testId="metrics-tracked"
              items={content.metrics}
            />
            <TagSection title={t("sections.integrations")} icon={"link-2"} testId="integrations" items={INTEGRATIONS} />
          </aside>
        </div>

        <section
          aria-labelledby="oura-cta"
          className="mt-10 rounded-2xl bg-brand-900 px-6 py-10 text-center text-white sm:px-10"
          data-testid="oura-cta"
        >
          <h2 id="oura-cta" className="text-2xl font-bold">
            {t("cta.title")}
          </h2>
          <p className="mx-auto mt-2 max-w-2xl text-brand-100">{t("cta.text")}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <TrackClick {...TRACK} label="oura-cta-visit">
              <OutboundLink
                href={OURA_WEBSITE}
                className={buttonVariants({ variant: "secondary", size: "lg" })}
                data-testid="oura-cta-visit"
              >
                {t("cta.shop")}
                <Icon name="external-link" aria-hidden="true" />
                <span className="sr-only"> {t("newTab")}</span>
              </OutboundLink>
            </TrackClick>
            <TrackClick {...TRACK} label="oura-cta-compare">
              <Link
                href={compareHref}
                className={cn(
                  buttonVariants({ variant: "outline", size: "lg" }),
                  "border-white/40 bg-transparent text-white hover:bg-white/10",
                )}
              >
                {t("cta.browse")}
              </Link>
            </TrackClick>
          </div>
        </section>
      </div>
    </>
  );
}
