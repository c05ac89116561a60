import { bodyShortName, STANDARD_NAMES, type AccreditationStandard } from "@/lib/listings/accreditation";
import { programmeName } from "@/lib/listings/supplement-facts";

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
  "diagnostics",
  "thirdPartyTests",
  "accreditationRecords",
  "unpublish",
] as const;
type ProposalField = (typeof PROPOSAL_FIELDS)[number];
export const isProposalField = (field: string): field is ProposalField =>
  (PROPOSAL_FIELDS as readonly string[]).includes(field);

type Entry = Record<string, unknown>;
const isEntry = (value: unknown): value is Entry =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const str = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * A proposed list fact's entries as a reader checks them before accepting: a diagnostic by its name in the page's
 * language, a third-party test as its programme, item and register entry, an accreditation as its body, standard,
 * number and register entry. null for the other fields (and for a value that is not such a list).
 */
export function proposalEntries(
  field: string,
  value: unknown,
  diagnosticName: (value: string) => string,
): string[] | null {
  if (!Array.isArray(value)) return null;
  switch (field) {
    case "diagnostics":
      return value.map((item) => diagnosticName(String(item)));
    case "thirdPartyTests":
      return value.filter(isEntry).map((test) => {
        const item = [str(test.product), str(test.batch)].filter(Boolean).join(", ");
        return `${programmeName(str(test.programme))}: ${item} — ${str(test.registerUrl)}`;
      });
    case "accreditationRecords":
      return value.filter(isEntry).map((record) => {
        const standard = STANDARD_NAMES[str(record.standard) as AccreditationStandard] ?? str(record.standard);
        return `${bodyShortName(str(record.body))} · ${standard} · ${str(record.number)} — ${str(record.registerUrl)}`;
      });
    default:
      return null;
  }
}
