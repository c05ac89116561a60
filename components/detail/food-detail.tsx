import { Icon } from "@/components/ui/icon";
import { getTranslations } from "next-intl/server";
import { TrackClick } from "@/components/analytics/track-click";
import { TrackPageView } from "@/components/analytics/track-page-view";
import { FactsBlock } from "@/components/facts/facts-block";
import { RelatedListings } from "@/components/related/related-listings";
import { OutboundLink } from "@/components/listing/outbound-link";
import { buttonVariants } from "@/components/ui/button";
import { safeHttpUrl } from "@/lib/safe-url";
import { formatListingPrice } from "@/lib/format";
import { aboutText, categoryLabel, yesNo } from "./detail-format";
import type { ShownDetail } from "@/server/public/listings/detail-page";
import { localePath } from "@/lib/i18n/locales";
import { detailCopy } from "./detail-copy";
import { DetailHeader } from "./detail-header";
import { DetailLayout } from "./detail-layout";
import { backLinkOf } from "@/lib/directory/detail-routes";
import { DetailSection } from "./detail-section";
import { DetailStructuredData } from "./detail-structured-data";
import { FeaturedReview } from "./featured-review";
import { InfoList, presentRows, type InfoRow } from "./info-list";
import { MemberReviews } from "./member-reviews";
import { NutritionFacts, nutritionRows } from "./nutrition-facts";
import { SocialLinks, socialLinksOf } from "./social-links";
import { TagList, hasItems } from "./tag-list";

function SubHeading({ children }: { children: string }) {
  return <h3 className="mb-2 text-sm font-semibold text-slate-900">{children}</h3>;
}

/** Food detail: header, About, Ingredients, Health & Dietary, Nutrition, Delivery, Product Details; sidebar. */
export async function FoodDetail({ listing, reviews, ownerVerifiedAt }: ShownDetail) {
  const { locale, t, options, kinds } = await detailCopy();
  const about = aboutText(listing);
  const category = categoryLabel(options, listing.kind, listing.category);
  const price = formatListingPrice(locale, listing.priceFrom, listing.currency, "EUR");
  const subscription = yesNo(listing.subscriptionAvailable, t("values.available"), t("values.notAvailable"));
  const newTab = <span className="sr-only"> {t("cta.newTab")}</span>;
  const website = safeHttpUrl(listing.website);
  const back = backLinkOf(listing.kind);
  const hasDietary =
    hasItems(listing.healthGoals) || hasItems(listing.dietaryRestrictions) || hasItems(listing.dietaryPreferences);

  const productRows: InfoRow[] = [
    { label: t("labels.brand"), value: listing.brand },
    { label: t("labels.category"), value: category },
    { label: t("labels.type"), value: listing.foodType },
    { label: t("labels.price"), value: price },
    { label: t("labels.subscription"), value: subscription },
    { label: t("labels.region"), value: listing.region },
  ];
  const quickRows: InfoRow[] = [
    { label: t("labels.category"), value: category },
    { label: t("labels.type"), value: listing.foodType },
    { label: t("labels.region"), value: listing.region },
    { label: t("labels.country"), value: listing.country },
    {
      label: t("labels.deliveryAreas"),
      value: listing.deliveryAreas.length ? String(listing.deliveryAreas.length) : null,
    },
    { label: t("labels.subscription"), value: subscription },
  ];
  const followUrls = socialLinksOf(listing);

  return (
    <>
      <DetailStructuredData listing={listing} reviews={reviews} />
      <TrackPageView category={listing.kind} label={listing.slug} />
      <DetailLayout
        listing={listing}
        backHref={localePath(locale, back.href)}
        backLabel={t("back", { category: (await getTranslations("kinds.categories"))(back.category) })}
        header={
          <DetailHeader
            listing={listing}
            ownerVerifiedAt={ownerVerifiedAt}
            kindLabel={kinds(listing.kind)}
            preferImage
            subtitle={listing.brand?.trim() ? t("values.by", { brand: listing.brand.trim() }) : null}
            facts={[
              { icon: "tag", label: t("labels.category"), text: category },
              { icon: "utensils", label: t("labels.foodType"), text: listing.foodType },
              { icon: "globe-2", label: t("labels.region"), text: listing.region },
            ]}
            badges={[
              listing.featured && { label: t("badges.featured"), icon: "sparkles" },
              listing.verified && { label: t("badges.verified"), icon: "badge-check" },
              listing.subscriptionAvailable === true && { label: t("badges.subscription"), icon: "repeat" },
            ]}
            cta={{ label: t("cta.orderNow"), href: listing.website }}
          >
            {price ? (
              <p className="text-xl font-semibold text-slate-900" data-testid="headline-price">
                {price}
              </p>
            ) : null}
          </DetailHeader>
        }
        sidebar={
          <>
            {website || price ? (
              <DetailSection title={t("sections.orderOptions")} icon={"shopping-cart"} testId="order-options">
                <div className="flex flex-col gap-2">
                  {website ? (
                    <TrackClick action="visit_website" category={listing.kind} label={listing.slug}>
                      <OutboundLink
                        href={website}
                        verified={listing.verified}
                        className={buttonVariants({ className: "w-full" })}
                      >
                        {t("cta.orderNow")}
                        {newTab}
                      </OutboundLink>
                    </TrackClick>
                  ) : null}
                  {website && listing.subscriptionAvailable ? (
                    <TrackClick action="subscribe_and_save" category={listing.kind} label={listing.slug}>
                      <OutboundLink
                        href={website}
                        verified={listing.verified}
                        className={buttonVariants({ variant: "outline", className: "w-full" })}
                      >
                        <Icon name="repeat" aria-hidden="true" />
                        {t("cta.subscribeSave")}
                        {newTab}
                      </OutboundLink>
                    </TrackClick>
                  ) : null}
                  {price ? (
                    <p className="mt-2 text-sm text-slate-600">
                      {t.rich("values.startingFrom", {
                        price: () => <span className="font-semibold text-slate-900">{price}</span>,
                      })}
                    </p>
                  ) : null}
                </div>
              </DetailSection>
            ) : null}
            {presentRows(quickRows).length ? (
              <DetailSection title={t("sections.quickInfo")} icon={"info"} testId="quick-info">
                <InfoList rows={quickRows} />
              </DetailSection>
            ) : null}
            {followUrls.length ? (
              <DetailSection title={t("sections.followBrand")} icon={"share-2"} testId="social-links">
                <SocialLinks
                  urls={listing}
                  verified={listing.verified}
                  name={listing.name}
                  trackCategory={listing.kind}
                  trackLabel={listing.slug}
                />
              </DetailSection>
            ) : null}
            <RelatedListings listing={listing} />
          </>
        }
      >
        <FactsBlock listing={listing} />
        {about ? (
          <DetailSection title={t("sections.about")} icon={"info"} testId="about">
            <p className="leading-relaxed whitespace-pre-line" lang={listing.textLocale}>
              {about}
            </p>
          </DetailSection>
        ) : null}
        {hasItems(listing.ingredients) ? (
          <DetailSection title={t("sections.ingredients")} icon={"leaf"} testId="ingredients">
            <TagList items={listing.ingredients} label={t("sections.ingredients")} lang={listing.contentLocale} />
          </DetailSection>
        ) : null}
        {hasDietary ? (
          <DetailSection title={t("sections.dietary")} icon={"salad"} testId="dietary">
            <div className="flex flex-col gap-4">
              {hasItems(listing.healthGoals) ? (
                <div>
                  <SubHeading>{t("sections.healthGoals")}</SubHeading>
                  <TagList items={listing.healthGoals} label={t("sections.healthGoals")} lang={listing.contentLocale} />
                </div>
              ) : null}
              {hasItems(listing.dietaryRestrictions) ? (
                <div>
                  <SubHeading>{t("sections.dietaryRestrictions")}</SubHeading>
                  <TagList
                    items={listing.dietaryRestrictions}
                    label={t("sections.dietaryRestrictions")}
                    lang={listing.contentLocale}
                  />
                </div>
              ) : null}
              {hasItems(listing.dietaryPreferences) ? (
                <div>
                  <SubHeading>{t("sections.dietaryPreferences")}</SubHeading>
                  <TagList
                    items={listing.dietaryPreferences}
                    label={t("sections.dietaryPreferences")}
                    lang={listing.contentLocale}
                  />
                </div>
              ) : null}
            </div>
          </DetailSection>
        ) : null}
        {nutritionRows(listing.nutritionFacts).length ? (
          <DetailSection title={t("sections.nutritionFacts")} icon={"apple"} testId="nutrition-facts">
            <NutritionFacts facts={listing.nutritionFacts} />
          </DetailSection>
        ) : null}
        {hasItems(listing.deliveryAreas) ? (
          <DetailSection title={t("labels.deliveryAreas")} icon={"truck"} testId="delivery-areas">
            <TagList items={listing.deliveryAreas} label={t("labels.deliveryAreas")} lang={listing.contentLocale} />
          </DetailSection>
        ) : null}
        {presentRows(productRows).length ? (
          <DetailSection title={t("sections.productDetails")} icon={"list-checks"} testId="product-details">
            <InfoList rows={productRows} />
          </DetailSection>
        ) : null}
        <FeaturedReview review={listing.featuredReview} source={listing.reviewSource} />
        <MemberReviews listing={listing} reviews={reviews} />
      </DetailLayout>
    </>
  );
}
