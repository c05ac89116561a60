"use client";

import { useLocale, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { brandCategoryLabel, formatBrandCreatedAt } from "@/lib/brands/moderation-format";
import type { AdminBrand } from "@/lib/brands/moderation-types";
import { formatReviewCount, hostnameOf } from "@/lib/format";
import { safeHttpUrl } from "@/lib/safe-url";
import { BrandLogo } from "./brand-logo";
import { useBrandActions } from "./use-brand-actions";

type Props = { brand: AdminBrand; refetch: () => Promise<unknown> };

/** One brand on the review board: its fields, then Approve/Reject or Feature/Unfeature, and Visit Site. */
export function BrandReviewCard({ brand, refetch }: Props) {
  const { busy, approve, reject, toggleFeatured } = useBrandActions(brand, refetch);
  const t = useTranslations("admin.brands.card");
  const locale = useLocale();
  const website = safeHttpUrl(brand.website);
  const category = brandCategoryLabel(brand.category);
  const description = brand.description ?? brand.shortDescription;
  return (
    <Card data-testid="brand-card" data-brand-id={brand.id} aria-busy={busy}>
      <CardHeader className="flex-row items-start gap-4">
        <BrandLogo name={brand.name} src={brand.logoUrl} />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <CardTitle className="break-words" data-testid="brand-name">
            {brand.name}
          </CardTitle>
          <div className="flex flex-wrap items-center gap-2">
            {category ? <Badge variant="outline">{category}</Badge> : null}
            {brand.verified ? (
              <Badge variant="verified" data-testid="brand-status">
                <Icon name="badge-check" /> {t("verified")}
              </Badge>
            ) : (
              <Badge variant="secondary" data-testid="brand-status">
                <Icon name="clock" /> {t("pending")}
              </Badge>
            )}
            {!brand.verified && brand.status === "published" ? (
              <Badge variant="outline" title={t("listedHint")} data-testid="brand-listed">
                {t("listed")}
              </Badge>
            ) : null}
            {brand.featured ? (
              <Badge data-testid="brand-featured">
                <Icon name="star" /> {t("featured")}
              </Badge>
            ) : null}
          </div>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            {brand.country ? (
              <span className="inline-flex items-center gap-1" data-testid="brand-country">
                <Icon name="map-pin" /> {brand.country}
              </span>
            ) : null}
            <span className="inline-flex items-center gap-1">
              <Icon name="calendar-days" />
              <time dateTime={brand.createdAt} data-testid="brand-created">
                {formatBrandCreatedAt(brand.createdAt, locale)}
              </time>
            </span>
          </p>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm text-slate-700">
        {description ? (
          <p className="whitespace-pre-line" data-testid="brand-description">
            {description}
          </p>
        ) : null}
        {website ? (
          <a
            href={website}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="inline-flex w-fit items-center gap-1 break-all text-brand-700 hover:underline"
            data-testid="brand-website"
          >
            <Icon name="globe" /> {hostnameOf(website) ?? website}
          </a>
        ) : null}
        {brand.rating !== null ? (
          <p className="inline-flex items-center gap-1" data-testid="brand-rating">
            <Icon name="star" className="text-amber-500" />
            <span className="font-medium text-slate-900">{brand.rating.toFixed(1)}</span>
            <span className="text-slate-500">
              ({t("reviews", { count: brand.reviewCount, formatted: formatReviewCount(brand.reviewCount) })})
            </span>
          </p>
        ) : null}
        {brand.siteRating ? (
          <p className="inline-flex items-center gap-1" data-testid="brand-site-rating">
            <Icon name="star" className="text-slate-400" />
            <span className="font-medium text-slate-900">{brand.siteRating.rating.toFixed(1)}</span>
            <span className="text-slate-500">
              {t("siteReviews", {
                count: brand.siteRating.reviewCount,
                formatted: formatReviewCount(brand.siteRating.reviewCount),
              })}
            </span>
          </p>
        ) : null}
        {brand.featuredReview ? (
          <blockquote className="flex gap-2 rounded-lg bg-slate-50 p-3 text-slate-700" data-testid="brand-review">
            <Icon name="quote" className="mt-0.5 shrink-0 text-slate-400" />
            <span>
              <q className="italic">{brand.featuredReview}</q>
              {brand.reviewSource ? (
                <span className="mt-1 block text-xs text-slate-500">— {brand.reviewSource}</span>
              ) : null}
            </span>
          </blockquote>
        ) : null}
      </CardContent>
      <CardFooter className="flex-wrap">
        {brand.verified ? (
          <Button
            variant={brand.featured ? "outline" : "secondary"}
            size="sm"
            onClick={toggleFeatured}
            disabled={busy}
            data-testid="brand-feature"
          >
            <Icon name="star" /> {brand.featured ? t("unfeature") : t("feature")}
          </Button>
        ) : (
          <>
            <Button size="sm" onClick={approve} disabled={busy} data-testid="brand-approve">
              <Icon name="check-circle-2" /> {t("approve")}
            </Button>
            {/* Only a submission awaiting review can be rejected; a listed brand that is not yet verified stays listed. */}
            {brand.status === "pending" ? (
              <Button variant="destructive" size="sm" onClick={reject} disabled={busy} data-testid="brand-reject">
                <Icon name="x-circle" /> {t("reject")}
              </Button>
            ) : null}
          </>
        )}
        {website ? (
          <Button asChild variant="outline" size="sm" className="ml-auto">
            <a href={website} target="_blank" rel="noopener noreferrer nofollow" data-testid="brand-visit">
              <Icon name="external-link" /> {t("visit")}
            </a>
          </Button>
        ) : null}
      </CardFooter>
    </Card>
  );
}
