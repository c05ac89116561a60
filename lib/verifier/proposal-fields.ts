/** The fields a website check can propose a change to, in the order the admin and the owner see them. */
const PROPOSAL_FIELDS = [
  "name",
  "logoUrl",
  "imageUrl",
  "phone",
  "address",
  "city",
  "coordinates",
  "openingHours",
  "languages",
  "price",
  "gtin",
  "availability",
  "priceRange",
  "sameAs",
  "unpublish",
] as const;
type ProposalField = (typeof PROPOSAL_FIELDS)[number];
export const isProposalField = (field: string): field is ProposalField =>
  (PROPOSAL_FIELDS as readonly string[]).includes(field);
