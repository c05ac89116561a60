import type { IconName } from "@/components/ui/icon-names";
import {
  APP_CATEGORIES,
  BRAND_CATEGORIES,
  CLINIC_BIOMARKERS,
  CLINIC_HEALTH_CONDITIONS,
  CLINIC_SPECIALTIES,
  COMMUNITY_CATEGORIES,
  LAB_ADVANCED_BIOMARKERS,
  LAB_HEALTH_CONDITIONS,
  LAB_TEST_TYPES,
  PRACTITIONER_HEALTH_CONDITIONS,
  PRACTITIONER_SPECIALTIES,
  type FilterOption,
} from "@/lib/directory/filters";
import { KIND_LABELS } from "@/lib/directory/kinds";
import type { ListingDetail } from "@/server/public/listings/select";
import { formatListingPrice } from "@/lib/format";
import { defaultCurrency } from "@/lib/listings/facts";
import { categoryLabel, formatDate } from "./detail-format";
import type { InfoRow } from "./info-list";

type TagSection = {
  title: string;
  icon: IconName;
  items: string[];
  options?: readonly FilterOption[];
  testId: string;
};

/** What the standard detail layout shows for one kind beyond the common fields. */
type KindContent = {
  /** Shown under the name, e.g. 'by Oura'. */
  subtitle: string | null;
  /** Price or similar headline figure for the header. */
  headline: string | null;
  detailsTitle: string;
  details: InfoRow[];
  tagSections: TagSection[];
};

const BIOMARKER_OPTIONS = [...CLINIC_BIOMARKERS, ...LAB_ADVANCED_BIOMARKERS];
const BRAND_PAGE_CATEGORY_OPTIONS = [...BRAND_CATEGORIES, ...APP_CATEGORIES, ...COMMUNITY_CATEGORIES];

const by = (brand: string | null) => (brand?.trim() ? `by ${brand.trim()}` : null);

function tags(
  title: string,
  icon: IconName,
  items: string[],
  testId: string,
  options?: readonly FilterOption[],
): TagSection {
  return { title, icon, items, options, testId };
}

/**
 * The kind's descriptive parts. Its facts (price, telehealth, battery life…) are the "At a glance" block's, from the
 * fact registry; the price also heads the page of products.
 */
export function kindContent(listing: ListingDetail): KindContent {
  const price = formatListingPrice(listing.priceFrom, listing.currency, defaultCurrency(listing.kind));
  const from = price ? `From ${price}` : null;
  switch (listing.kind) {
    case "clinic":
      return {
        subtitle: null,
        headline: from,
        detailsTitle: "Clinic Details",
        details: [],
        tagSections: [
          tags("Specialties", "stethoscope", listing.specialties, "specialties", CLINIC_SPECIALTIES),
          tags("Services", "clipboard-list", listing.services, "services"),
          tags(
            "Health Conditions",
            "heart-pulse",
            listing.healthConditions,
            "health-conditions",
            CLINIC_HEALTH_CONDITIONS,
          ),
          tags("Biomarkers Focus", "activity", listing.biomarkers, "biomarkers", CLINIC_BIOMARKERS),
        ],
      };
    case "lab":
      return {
        subtitle: null,
        headline: from,
        detailsTitle: "Lab Services",
        details: [],
        tagSections: [
          tags("Test Types", "flask-conical", listing.testTypes, "test-types", LAB_TEST_TYPES),
          tags("Biomarkers", "activity", listing.biomarkers, "biomarkers", BIOMARKER_OPTIONS),
          tags(
            "Advanced Biomarkers",
            "microscope",
            listing.advancedBiomarkers,
            "advanced-biomarkers",
            LAB_ADVANCED_BIOMARKERS,
          ),
          tags(
            "Health Conditions Supported",
            "heart-pulse",
            listing.healthConditions,
            "health-conditions",
            LAB_HEALTH_CONDITIONS,
          ),
        ],
      };
    case "wearable":
      return {
        subtitle: by(listing.brand),
        headline: price,
        detailsTitle: "Product Details",
        details: [
          { label: "Brand", value: listing.brand },
          { label: "Category", value: categoryLabel(listing.kind, listing.category) },
        ],
        tagSections: [
          tags("Features", "sparkles", listing.features, "features"),
          tags("Tracking Capabilities", "activity", listing.trackingCapabilities, "tracking-capabilities"),
        ],
      };
    case "supplement":
      return {
        subtitle: by(listing.brand),
        headline: price,
        detailsTitle: "Product Details",
        details: [
          { label: "Brand", value: listing.brand },
          { label: "Category", value: categoryLabel(listing.kind, listing.category) },
        ],
        tagSections: [
          tags("Ingredients", "leaf", listing.ingredients, "ingredients"),
          tags("Health Goals", "target", listing.healthGoals, "health-goals"),
        ],
      };
    case "practitioner":
      return {
        subtitle: null,
        headline: from,
        detailsTitle: "Practice Details",
        details: [],
        tagSections: [
          tags("Qualifications", "graduation-cap", listing.qualifications, "qualifications"),
          tags("Specialties", "stethoscope", listing.specialties, "specialties", PRACTITIONER_SPECIALTIES),
          tags(
            "Health Conditions",
            "heart-pulse",
            listing.healthConditions,
            "health-conditions",
            PRACTITIONER_HEALTH_CONDITIONS,
          ),
          tags("Consultation Types", "video", listing.consultationType, "consultation-types"),
        ],
      };
    default:
      // Brands, apps, communities and events share the brand screen.
      return {
        subtitle: by(listing.brand),
        headline: from,
        detailsTitle: `${KIND_LABELS[listing.kind]} Details`,
        details: [
          { label: "Category", value: categoryLabel(listing.kind, listing.category) },
          { label: "Platform", value: listing.platform },
          { label: "Starts", value: formatDate(listing.startsAt) },
          { label: "Ends", value: formatDate(listing.endsAt) },
        ],
        tagSections: [
          tags("Categories", "layers", listing.categories, "categories", BRAND_PAGE_CATEGORY_OPTIONS),
          tags("Features", "sparkles", listing.features, "features"),
          tags("Health Goals", "target", listing.healthGoals, "health-goals"),
        ],
      };
  }
}
