import { Icon } from "@/components/ui/icon";
import type { Metadata } from "next";
import Link from "next/link";
import type { Product, WithContext } from "schema-dts";
import { TrackClick } from "@/components/analytics/track-click";
import { TrackPageView } from "@/components/analytics/track-page-view";
import { DetailSection } from "@/components/detail/detail-section";
import { InfoList } from "@/components/detail/info-list";
import { TagList } from "@/components/detail/tag-list";
import { OutboundLink } from "@/components/listing/outbound-link";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { JsonLd } from "@/lib/seo/json-ld";
import { localizedMetadata } from "@/components/seo/localized-metadata";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";
import { absoluteUrl, siteUrl } from "@/lib/site";
import {
  HEALTH_INSIGHTS,
  INTEGRATIONS,
  KEY_FEATURES,
  METRICS_TRACKED,
  OURA,
  OURA_WEBSITE,
  QUICK_INFO,
  USER_QUOTES,
} from "./oura-content";

const PATH = "/oura";
const COMPARE_HREF = "/directory?category=wearables";
const TRACK = { action: "brand_interaction", category: "oura" } as const;

export async function generateMetadata(): Promise<Metadata> {
  return {
    metadataBase: new URL(`${siteUrl()}/`),
    ...(await localizedMetadata({
      title: "Oura Ring — Smart Ring for Sleep, Readiness and Activity",
      description: `${OURA.tagline}. Key features, health metrics, quick facts (price range, battery, water resistance, sizes) and integrations.`,
      path: PATH,
      keywords: ["Oura Ring", "smart ring", "sleep tracking", "HRV", "readiness score", "wearable"],
    })),
  };
}

// Product markup without AggregateRating or Review: the page's rating is editorial, not from member reviews.
const productJsonLd: WithContext<Product> = {
  "@context": "https://schema.org",
  "@type": "Product",
  name: OURA.name,
  brand: { "@type": "Brand", name: OURA.brand },
  description: OURA.intro,
  url: absoluteUrl(PATH),
  sameAs: OURA_WEBSITE,
  category: "Wearable health tracker",
};

const breadcrumbs = breadcrumbJsonLd([
  { name: "Home", path: "/" },
  { name: "Wearables", path: COMPARE_HREF },
  { name: OURA.name, path: PATH },
]);

function VisitButton({
  label,
  testId,
  variant = "default",
}: {
  label: string;
  testId: string;
  variant?: "default" | "outline";
}) {
  return (
    <TrackClick {...TRACK} label={testId}>
      <OutboundLink href={OURA_WEBSITE} className={buttonVariants({ variant, size: "lg" })} data-testid={testId}>
        {label}
        <Icon name="external-link" aria-hidden="true" />
        <span className="sr-only"> (opens in a new tab)</span>
      </OutboundLink>
    </TrackClick>
  );
}

function CompareButton({ testId }: { testId: string }) {
  return (
    <TrackClick {...TRACK} label={testId}>
      <Link href={COMPARE_HREF} className={buttonVariants({ variant: "outline", size: "lg" })} data-testid={testId}>
        Compare Wearables
        <Icon name="arrow-right" aria-hidden="true" />
      </Link>
    </TrackClick>
  );
}

export default function OuraPage() {
  const stars = Math.floor(OURA.rating);
  return (
    <>
      <JsonLd data={breadcrumbs} />
      <JsonLd<Product> data={productJsonLd} />
      <TrackPageView category="brand" label="oura" />
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-16 lg:px-8">
          <Badge variant="secondary">Wearable · Smart Ring</Badge>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">{OURA.name}</h1>
          <p className="mt-3 text-lg font-medium text-brand-900 sm:text-xl">{OURA.tagline}</p>
          <p className="mt-4 max-w-3xl text-slate-700">{OURA.intro}</p>
          <div className="mt-5 flex flex-wrap items-center gap-3" data-testid="oura-rating">
            <span
              className="flex items-center gap-1"
              aria-label={`Rated ${OURA.rating} out of 5 from ${OURA.reviewCount.toLocaleString("en-US")} reviews (editorial figure)`}
            >
              <span className="flex" aria-hidden="true">
                {Array.from({ length: 5 }, (_, i) => (
                  <Icon
                    name="star"
                    key={i}
                    className={i < stars ? "size-5 fill-amber-400 text-amber-400" : "size-5 text-slate-300"}
                  />
                ))}
              </span>
              <span className="font-semibold text-slate-900">{OURA.rating}/5</span>
              <span className="text-slate-600">({OURA.reviewCount.toLocaleString("en-US")} reviews)</span>
            </span>
            <Badge variant="sponsored">
              <Icon name="award" aria-hidden="true" />
              {OURA.award}
            </Badge>
          </div>
          <p className="mt-2 flex max-w-3xl items-start gap-1.5 text-xs text-slate-500" data-testid="oura-disclosure">
            <Icon name="info" className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            {OURA.disclosure}
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <VisitButton label="Visit Oura" testId="oura-visit" />
            <CompareButton testId="oura-compare" />
          </div>
        </div>
      </div>

      <div className="mx-auto w-full max-w-6xl px-4 pb-12 sm:px-6 lg:px-8">
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
            <DetailSection title="Key Features" icon={"sparkles"} testId="key-features">
              <ul className="grid gap-4 sm:grid-cols-2">
                {KEY_FEATURES.map((feature) => (
                  <li key={feature.title} className="rounded-lg bg-slate-50 p-4">
                    <h3 className="font-semibold text-slate-900">{feature.title}</h3>
                    <p className="mt-1 text-sm text-slate-700">{feature.text}</p>
                  </li>
                ))}
              </ul>
            </DetailSection>
            <DetailSection title="Health Insights & Metrics" icon={"activity"} testId="health-insights">
              <div className="grid gap-4 sm:grid-cols-3">
                {HEALTH_INSIGHTS.map((group) => (
                  <div key={group.title}>
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
            <DetailSection title="What Users Say" icon={"quote"} testId="user-quotes">
              <div className="grid gap-4 sm:grid-cols-2">
                {USER_QUOTES.map((item) => (
                  <figure key={item.author} className="rounded-lg border border-slate-100 bg-slate-50 p-4">
                    <blockquote className="text-slate-800 italic">“{item.quote}”</blockquote>
                    <figcaption className="mt-2 text-sm text-slate-500">— {item.author}</figcaption>
                  </figure>
                ))}
              </div>
              <p className="mt-3 text-xs text-slate-500">Editorial sample quotes supplied for this page.</p>
            </DetailSection>
          </div>
          <aside className="flex min-w-0 flex-col gap-6" aria-label="Oura Ring facts">
            <DetailSection title="Quick Info" icon={"info"} testId="quick-info">
              <InfoList rows={QUICK_INFO.map((row) => ({ label: row.label, value: row.value }))} />
            </DetailSection>
            <DetailSection title="Metrics Tracked" icon={"bar-chart-3"} testId="metrics-tracked">
              <TagList items={METRICS_TRACKED} label="Metrics tracked" />
            </DetailSection>
            <DetailSection title="Integrations" icon={"link-2"} testId="integrations">
              <TagList items={INTEGRATIONS} label="Integrations" />
            </DetailSection>
          </aside>
        </div>

        <section
          aria-labelledby="oura-cta"
          className="mt-10 rounded-2xl bg-brand-900 px-6 py-10 text-center text-white sm:px-10"
          data-testid="oura-cta"
        >
          <h2 id="oura-cta" className="text-2xl font-bold">
            Ready to understand your sleep and recovery?
          </h2>
          <p className="mx-auto mt-2 max-w-2xl text-brand-100">
            See the ring on Oura&apos;s site, or compare it with other wearables in the directory.
          </p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <TrackClick {...TRACK} label="oura-cta-visit">
              <OutboundLink
                href={OURA_WEBSITE}
                className={buttonVariants({ variant: "secondary", size: "lg" })}
                data-testid="oura-cta-visit"
              >
                Shop Oura Ring
                <Icon name="external-link" aria-hidden="true" />
                <span className="sr-only"> (opens in a new tab)</span>
              </OutboundLink>
            </TrackClick>
            <TrackClick {...TRACK} label="oura-cta-compare">
              <Link
                href={COMPARE_HREF}
                className={cn(
                  buttonVariants({ variant: "outline", size: "lg" }),
                  "border-white/40 bg-transparent text-white hover:bg-white/10",
                )}
              >
                Browse Wearables
              </Link>
            </TrackClick>
          </div>
        </section>
      </div>
    </>
  );
}
