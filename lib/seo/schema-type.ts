import type { ListingKind } from "@/lib/directory/kinds";

/**
 * The schema.org type of each listing kind, for its detail page and for its element in a directory view's ItemList:
 * clinics, labs and practitioners are local businesses (an address, a place to visit), wearables, supplements and
 * foods are products, apps, communities, brands and leaderboards are organisations, events are events.
 */
export const SCHEMA_TYPE_BY_KIND = {
  clinic: "MedicalClinic",
  lab: "MedicalBusiness",
  practitioner: "Physician",
  wearable: "Product",
  supplement: "Product",
  food: "Product",
  app: "Organization",
  community: "Organization",
  brand: "Organization",
  leaderboard: "Organization",
  event: "Event",
} as const satisfies Record<
  ListingKind,
  "MedicalClinic" | "MedicalBusiness" | "Physician" | "Product" | "Organization" | "Event"
>;

type ListingSchemaType = (typeof SCHEMA_TYPE_BY_KIND)[ListingKind];

/** What a schema.org type describes: local businesses, products, the other organisations, events. */
export type EntityGroup = "product" | "business" | "organization" | "event";

const ENTITY_GROUP: Record<ListingSchemaType, EntityGroup> = {
  MedicalClinic: "business",
  MedicalBusiness: "business",
  Physician: "business",
  Product: "product",
  Organization: "organization",
  Event: "event",
};

export function entityGroupOf(kind: ListingKind): EntityGroup {
  return ENTITY_GROUP[SCHEMA_TYPE_BY_KIND[kind]];
}

/** Kinds whose entity has a postal address of its own (a business or an organisation, not a product). */
export function hasPostalAddress(kind: ListingKind): boolean {
  const group = entityGroupOf(kind);
  return group === "business" || group === "organization";
}
