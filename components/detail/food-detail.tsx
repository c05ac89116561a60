import { Icon } from "@/components/ui/icon";
import { TrackClick } from "@/components/analytics/track-click";
import { TrackPageView } from "@/components/analytics/track-page-view";
import { FactsBlock } from "@/components/facts/facts-block";
import { RelatedListings } from "@/components/related/related-listings";
import { OutboundLink } from "@/components/listing/outbound-link";
import { buttonVariants } from "@/components/ui/button";
import { safeHttpUrl } from "@/lib/safe-url";
import { formatListingPrice } from "@/lib/format";
import { aboutText, categoryLabel, yesNo } from "./detail-format";
import type { DetailData } from "@/server/public/listings/detail-page";
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

/** docs/product.md, Admin: screens food detail: header, About, Ingredients, Health & Dietary, Nutrition, Delivery, Product Details; sidebar. */
export function FoodDetail({ listing, reviews, ownerVerifiedAt }: DetailData) {
  const about = aboutText(listing);
  const category = categoryLabel(listing.kind, listing.category);
  const price = formatListingPrice(listing.priceFrom, listing.currency, "EUR");
  const subscription = yesNo(listing.subscriptionAvailable, "Available", "Not available");
  const website = safeHttpUrl(listing.website);
  const back = backLinkOf(listing.kind);
  const hasDietary =
    hasItems(listing.healthGoals) || hasItems(listing.dietaryRestrictions) || hasItems(listing.dietaryPreferences);

  const productRows: InfoRow[] = [
    { label: "Brand", value: listing.brand },
    { label: "Category", value: category },
    { label: "Type", value: listing.foodType },
    { label: "Price", value: price },
    { label: "Subscription", value: subscription },
    { label: "Region", value: listing.region },
  ];
  const quickRows: InfoRow[] = [
    { label: "Category", value: category },
    { label: "Type", value: listing.foodType },
    { label: "Region", value: listing.region },
    { label: "Country", value: listing.country },
    { label: "Delivery Areas", value: listing.deliveryAreas.length ? String(listing.deliveryAreas.length) : null },
    { label: "Subscription", value: subscription },
  ];
  const followUrls = socialLinksOf(listing);

  return (
    <>
      <DetailStructuredData listing={listing} reviews={reviews} />
      <TrackPageView category={listing.kind} label={listing.slug} />
      <DetailLayout
        listing={listing}
        backHref={back.href}
        backLabel="Back to Foods"
        header={
          <DetailHeader
            listing={listing}
            ownerVerifiedAt={ownerVerifiedAt}
            kindLabel="Food"
            preferImage
            subtitle={listing.brand?.trim() ? `by ${listing.brand.trim()}` : null}
            facts={[
              { icon: "tag", label: "Category", text: category },
              { icon: "utensils", label: "Food type", text: listing.foodType },
              { icon: "globe-2", label: "Region", text: listing.region },
            ]}
            badges={[
              listing.featured && { label: "Featured", icon: "sparkles" },
              listing.verified && { label: "Verified", icon: "badge-check" },
              listing.subscriptionAvailable === true && { label: "Subscription Available", icon: "repeat" },
            ]}
            cta={{ label: "Order Now", href: listing.website }}
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
              <DetailSection title="Order Options" icon={"shopping-cart"} testId="order-options">
                <div className="flex flex-col gap-2">
                  {website ? (
                    <TrackClick action="visit_website" category={listing.kind} label={listing.slug}>
                      <OutboundLink
                        href={website}
                        verified={listing.verified}
                        className={buttonVariants({ className: "w-full" })}
                      >
                        Order Now
                        <span className="sr-only"> (opens in a new tab)</span>
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
                        Subscribe &amp; Save
                        <span className="sr-only"> (opens in a new tab)</span>
                      </OutboundLink>
                    </TrackClick>
                  ) : null}
                  {price ? (
                    <p className="mt-2 text-sm text-slate-600">
                      Starting from <span className="font-semibold text-slate-900">{price}</span>
                    </p>
                  ) : null}
                </div>
              </DetailSection>
            ) : null}
            {presentRows(quickRows).length ? (
              <DetailSection title="Quick Info" icon={"info"} testId="quick-info">
                <InfoList rows={quickRows} />
              </DetailSection>
            ) : null}
            {followUrls.length ? (
              <DetailSection title="Follow Brand" icon={"share-2"} testId="social-links">
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
          <DetailSection title="About" icon={"info"} testId="about">
            <p className="leading-relaxed whitespace-pre-line">{about}</p>
          </DetailSection>
        ) : null}
        {hasItems(listing.ingredients) ? (
          <DetailSection title="Ingredients" icon={"leaf"} testId="ingredients">
            <TagList items={listing.ingredients} label="Ingredients" />
          </DetailSection>
        ) : null}
        {hasDietary ? (
          <DetailSection title="Health Benefits & Dietary Information" icon={"salad"} testId="dietary">
            <div className="flex flex-col gap-4">
              {hasItems(listing.healthGoals) ? (
                <div>
                  <SubHeading>Health Goals</SubHeading>
                  <TagList items={listing.healthGoals} label="Health goals" />
                </div>
              ) : null}
              {hasItems(listing.dietaryRestrictions) ? (
                <div>
                  <SubHeading>Dietary Restrictions</SubHeading>
                  <TagList items={listing.dietaryRestrictions} label="Dietary restrictions" />
                </div>
              ) : null}
              {hasItems(listing.dietaryPreferences) ? (
                <div>
                  <SubHeading>Dietary Preferences</SubHeading>
                  <TagList items={listing.dietaryPreferences} label="Dietary preferences" />
                </div>
              ) : null}
            </div>
          </DetailSection>
        ) : null}
        {nutritionRows(listing.nutritionFacts).length ? (
          <DetailSection title="Nutrition Facts" icon={"apple"} testId="nutrition-facts">
            <NutritionFacts facts={listing.nutritionFacts} />
          </DetailSection>
        ) : null}
        {hasItems(listing.deliveryAreas) ? (
          <DetailSection title="Delivery Areas" icon={"truck"} testId="delivery-areas">
            <TagList items={listing.deliveryAreas} label="Delivery areas" />
          </DetailSection>
        ) : null}
        {presentRows(productRows).length ? (
          <DetailSection title="Product Details" icon={"list-checks"} testId="product-details">
            <InfoList rows={productRows} />
          </DetailSection>
        ) : null}
        <FeaturedReview review={listing.featuredReview} source={listing.reviewSource} />
        <MemberReviews listing={listing} reviews={reviews} />
      </DetailLayout>
    </>
  );
}
