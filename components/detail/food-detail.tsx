import { SupplementClaims } from "@/components/facts/supplement-claims";
import { Icon } from "@/components/ui/icon";
import { OutboundButton } from "./outbound-button";
import { safeHttpUrl } from "@/lib/safe-url";
import { formatListingPrice } from "@/lib/format";
import { categoryLabel, yesNo } from "@/lib/listings/detail-format";
import type { ShownDetail } from "@/server/listings/read/detail-page";
import { detailCopy } from "./detail-copy";
import { DetailCards, type DetailCard } from "./detail-cards";
import { DetailPage } from "./detail-page";
import { DetailSection } from "./detail-section";
import { InfoSection, type InfoRow } from "./info-list";
import { NutritionFacts, nutritionRows } from "./nutrition-facts";
import { FollowSection } from "./social-links";
import { TagList, hasItems } from "./tag-list";

function SubHeading({ children }: { children: string }) {
  return <h3 className="mb-2 text-sm font-semibold text-slate-900">{children}</h3>;
}

/** Food detail: header, About, Ingredients, Health & Dietary, Nutrition, Delivery, Product Details; sidebar. */
export async function FoodDetail(detail: ShownDetail) {
  const { listing } = detail;
  const { locale, t, options } = await detailCopy();
  const category = categoryLabel(options, listing.kind, listing.category);
  const price = formatListingPrice(locale, listing.priceFrom, listing.currency, "EUR");
  const subscription = yesNo(listing.subscriptionAvailable, t("values.available"), t("values.notAvailable"));
  const newTab = <span className="sr-only"> {t("cta.newTab")}</span>;
  const website = safeHttpUrl(listing.website);
  const dietary = [
    { title: t("sections.healthGoals"), items: listing.healthGoals },
    { title: t("sections.dietaryRestrictions"), items: listing.dietaryRestrictions },
    { title: t("sections.dietaryPreferences"), items: listing.dietaryPreferences },
  ];

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

  const shownDietary = dietary.filter((group) => hasItems(group.items));
  const cards: DetailCard[] = [
    { title: t("sections.ingredients"), icon: "leaf", testId: "ingredients", items: listing.ingredients },
    {
      title: t("sections.dietary"),
      icon: "salad",
      testId: "dietary",
      content: shownDietary.length ? (
        <div className="flex flex-col gap-4">
          {shownDietary.map((group) => (
            <div key={group.title}>
              <SubHeading>{group.title}</SubHeading>
              <TagList items={group.items} label={group.title} lang={listing.contentLocale} />
            </div>
          ))}
        </div>
      ) : null,
    },
    {
      title: t("sections.nutritionFacts"),
      icon: "apple",
      testId: "nutrition-facts",
      content: nutritionRows(listing.nutritionFacts).length ? <NutritionFacts facts={listing.nutritionFacts} /> : null,
    },
    { title: t("labels.deliveryAreas"), icon: "truck", testId: "delivery-areas", items: listing.deliveryAreas },
    { title: t("sections.productDetails"), icon: "list-checks", testId: "product-details", rows: productRows },
  ];

  return (
    <DetailPage
      {...detail}
      header={{
        preferImage: true,
        subtitle: listing.brand?.trim() ? t("values.by", { brand: listing.brand.trim() }) : null,
        facts: [
          { icon: "tag", label: t("labels.category"), text: category },
          { icon: "utensils", label: t("labels.foodType"), text: listing.foodType },
          { icon: "globe-2", label: t("labels.region"), text: listing.region },
        ],
        badges: [listing.subscriptionAvailable === true && { label: t("badges.subscription"), icon: "repeat" }],
        cta: { label: t("cta.orderNow"), href: listing.website },
        children: price ? (
          <p className="text-xl font-semibold text-slate-900" data-testid="headline-price">
            {price}
          </p>
        ) : null,
      }}
      aboutIcon="info"
      sidebar={
        <>
          {website || price ? (
            <DetailSection title={t("sections.orderOptions")} icon={"shopping-cart"} testId="order-options">
              <div className="flex flex-col gap-2">
                {website ? (
                  <OutboundButton action="visit_website" listing={listing} href={website}>
                    {t("cta.orderNow")}
                    {newTab}
                  </OutboundButton>
                ) : null}
                {website && listing.subscriptionAvailable ? (
                  <OutboundButton action="subscribe_and_save" listing={listing} href={website} variant="outline">
                    <Icon name="repeat" aria-hidden="true" />
                    {t("cta.subscribeSave")}
                    {newTab}
                  </OutboundButton>
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
          <InfoSection title={t("sections.quickInfo")} icon={"info"} testId="quick-info" rows={quickRows} />
          <FollowSection title={t("sections.followBrand")} listing={listing} />
        </>
      }
    >
      {/* A food that lists its nutrients per serving qualifies for the EU's authorised claims as a supplement does. */}
      {listing.ingredientAmounts?.length ? <SupplementClaims listing={listing} locale={locale} /> : null}
      <DetailCards cards={cards} lang={listing.contentLocale} />
    </DetailPage>
  );
}
