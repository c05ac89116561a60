import type { IconName } from "@/components/ui/icon-names";
import { OPTION_LISTS as LISTS, PRACTITIONER_HEALTH_CONDITIONS, type FilterOption } from "@/lib/directory/filters";
import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";
import type { Translator } from "@/lib/i18n/translator";
import type { ListingDetail } from "@/server/listings/read/select";
import { formatListingPrice } from "@/lib/format";
import { defaultCurrency } from "@/lib/listings/currency";
import { categoryLabel, formatDate } from "@/lib/listings/detail-format";
import type { InfoRow } from "./info-list";
import type { TagCard } from "./detail-cards";

/** What the standard detail layout shows for one kind beyond the common fields. */
type KindContent = {
  /** Shown under the name, e.g. 'by Oura'. */
  subtitle: string | null;
  /** Price or similar headline figure for the header. */
  headline: string | null;
  detailsTitle: string;
  details: InfoRow[];
  tagSections: TagCard[];
};

/** The page's language and the catalogue parts a detail page's words come from. */
export type DetailCopy = {
  locale: Locale;
  t: Translator<"detail">;
  options: Translator<"options">;
  kinds: Translator<"kinds.kinds">;
};

type DetailLabel = keyof Messages["detail"]["labels"];
type SectionTitle = keyof Messages["detail"]["sections"];

const BIOMARKER_OPTIONS = [LISTS.clinicBiomarkers, LISTS.labAdvancedBiomarkers];
const BRAND_PAGE_CATEGORY_OPTIONS = [LISTS.brandCategories, LISTS.appCategories, LISTS.communityCategories];

/**
 * The kind's descriptive parts. Its facts (price, telehealth, battery life…) are the "At a glance" block's, from the
 * fact registry; the price also heads the page of products.
 */
export function kindContent(listing: ListingDetail, { locale, t, options, kinds }: DetailCopy): KindContent {
  const price = formatListingPrice(locale, listing.priceFrom, listing.currency, defaultCurrency(listing.kind));
  const from = price ? t("values.from", { price }) : null;
  const by = (brand: string | null) => (brand?.trim() ? t("values.by", { brand: brand.trim() }) : null);
  const row = (id: DetailLabel, value: InfoRow["value"]): InfoRow => ({ id, label: t(`labels.${id}`), value });
  const tags = (
    title: SectionTitle,
    icon: IconName,
    items: string[],
    testId: string,
    lists?: readonly (readonly FilterOption[])[],
  ): TagCard => ({ title: t(`sections.${title}`), icon, items, options: lists, testId });
  const category = categoryLabel(options, listing.kind, listing.category);
  const product = {
    subtitle: by(listing.brand),
    headline: price,
    detailsTitle: t("sections.productDetails"),
    details: [row("brand", listing.brand), row("category", category)],
  };
  switch (listing.kind) {
    case "clinic":
      return {
        subtitle: null,
        headline: from,
        detailsTitle: t("sections.clinicDetails"),
        details: [],
        tagSections: [
          tags("specialties", "stethoscope", listing.specialties, "specialties", [LISTS.clinicSpecialties]),
          tags("services", "clipboard-list", listing.services, "services"),
          tags("healthConditions", "heart-pulse", listing.healthConditions, "health-conditions", [
            LISTS.clinicHealthConditions,
          ]),
          tags("biomarkersFocus", "activity", listing.biomarkers, "biomarkers", [LISTS.clinicBiomarkers]),
        ],
      };
    case "lab":
      return {
        subtitle: null,
        headline: from,
        detailsTitle: t("sections.labServices"),
        details: [],
        tagSections: [
          tags("testTypes", "flask-conical", listing.testTypes, "test-types", [LISTS.labTestTypes]),
          tags("biomarkers", "activity", listing.biomarkers, "biomarkers", BIOMARKER_OPTIONS),
          tags("advancedBiomarkers", "microscope", listing.advancedBiomarkers, "advanced-biomarkers", [
            LISTS.labAdvancedBiomarkers,
          ]),
          tags("healthConditionsSupported", "heart-pulse", listing.healthConditions, "health-conditions", [
            LISTS.labHealthConditions,
          ]),
        ],
      };
    case "wearable":
      return {
        ...product,
        tagSections: [
          tags("features", "sparkles", listing.features, "features"),
          tags("trackingCapabilities", "activity", listing.trackingCapabilities, "tracking-capabilities"),
        ],
      };
    case "supplement":
      return {
        ...product,
        tagSections: [
          tags("ingredients", "leaf", listing.ingredients, "ingredients"),
          tags("healthGoals", "target", listing.healthGoals, "health-goals"),
        ],
      };
    case "practitioner":
      return {
        subtitle: null,
        headline: from,
        detailsTitle: t("sections.practiceDetails"),
        details: [],
        tagSections: [
          tags("qualifications", "graduation-cap", listing.qualifications, "qualifications"),
          tags("specialties", "stethoscope", listing.specialties, "specialties", [LISTS.practitionerSpecialties]),
          tags("healthConditions", "heart-pulse", listing.healthConditions, "health-conditions", [
            PRACTITIONER_HEALTH_CONDITIONS,
          ]),
          tags("consultationTypes", "video", listing.consultationType, "consultation-types"),
        ],
      };
    default:
      // Brands, apps, communities and events share the brand screen.
      return {
        subtitle: by(listing.brand),
        headline: from,
        detailsTitle: t("sections.kindDetails", { kind: kinds(listing.kind) }),
        details: [
          row("category", category),
          row("platform", listing.platform),
          row("starts", formatDate(locale, listing.startsAt)),
          row("ends", formatDate(locale, listing.endsAt)),
        ],
        tagSections: [
          tags("categories", "layers", listing.categories, "categories", BRAND_PAGE_CATEGORY_OPTIONS),
          tags("features", "sparkles", listing.features, "features"),
          tags("healthGoals", "target", listing.healthGoals, "health-goals"),
        ],
      };
  }
}
