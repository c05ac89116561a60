import type { ListingPlacement } from "@/lib/listings/placement";
// The brand story timeline's milestones, generated from the listing alone.

/** The icon beside each milestone (components/ui/icon-names). */
type MilestoneIcon = "calendar-days" | "globe-2" | "star" | "lightbulb" | "award" | "users";

export type Milestone = {
  id:
    | "founding"
    | "regional-presence"
    | "customer-excellence"
    | "innovation-focus"
    | "industry-recognition"
    | "community-impact";
  /** Short marker above the title: a year, or a theme word. */
  marker: string;
  title: string;
  description: string;
  icon: MilestoneIcon;
};

export type MilestoneInput = {
  name: string;
  createdAt: Date | string;
  region: string | null;
  country: string | null;
  rating: number | null;
  reviewCount: number;
  placement: ListingPlacement | null;
  categories: string[];
  category: string | null;
};

const MIN_YEAR = 1900;

function yearOf(value: Date | string): number | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.getUTCFullYear();
}

function focusOf(input: MilestoneInput): string | null {
  const topics = [...input.categories, input.category]
    .filter((topic): topic is string => Boolean(topic?.trim()))
    .map((topic) => topic.trim().replace(/[-_]+/g, " ").toLowerCase());
  const unique = [...new Set(topics)].slice(0, 3);
  if (!unique.length) return null;
  if (unique.length === 1) return unique[0] ?? null;
  return `${unique.slice(0, -1).join(", ")} and ${unique.at(-1)}`;
}

/**
 * Milestones in story order: founding year (when the listing's year is after 1900 and before `currentYear`),
 * regional presence (region or country known), customer excellence (rating above 4), innovation focus,
 * industry recognition (featured) and community impact.
 */
export function brandMilestones(input: MilestoneInput, currentYear: number): Milestone[] {
  const milestones: Milestone[] = [];

  const year = yearOf(input.createdAt);
  if (year !== null && year > MIN_YEAR && year < currentYear) {
    milestones.push({
      id: "founding",
      marker: String(year),
      title: `On the map since ${year}`,
      description: `${input.name} has been part of the Longevity Directory since ${year}.`,
      icon: "calendar-days",
    });
  }

  const where = [input.country, input.region].filter(
    (part): part is string => Boolean(part?.trim()) && part !== "Unknown",
  );
  if (where.length) {
    const place = where[0] === where[1] ? where[0] : where.join(", ");
    milestones.push({
      id: "regional-presence",
      marker: "Presence",
      title: "Regional Presence",
      description: `${input.name} serves customers in ${place}.`,
      icon: "globe-2",
    });
  }

  if (input.rating !== null && input.rating > 4) {
    const reviews =
      input.reviewCount === 1 ? "1 member review" : `${input.reviewCount.toLocaleString("en-US")} member reviews`;
    milestones.push({
      id: "customer-excellence",
      marker: "Excellence",
      title: "Customer Excellence",
      description: `Rated ${input.rating.toFixed(1)} out of 5 across ${reviews}.`,
      icon: "star",
    });
  }

  const focus = focusOf(input);
  milestones.push({
    id: "innovation-focus",
    marker: "Innovation",
    title: "Innovation Focus",
    description: focus
      ? `Building products and services in ${focus} for healthier, longer lives.`
      : "Building products and services for healthier, longer lives.",
    icon: "lightbulb",
  });

  if (input.placement === "editorial") {
    milestones.push({
      id: "industry-recognition",
      marker: "Recognition",
      title: "Industry Recognition",
      description: `${input.name} is an editor's pick in the Longevity Directory.`,
      icon: "award",
    });
  }

  milestones.push({
    id: "community-impact",
    marker: "Community",
    title: "Community Impact",
    description: `${input.name} is part of a growing community of people investing in their long-term health.`,
    icon: "users",
  });

  return milestones;
}

/** A carousel position moved by any amount, wrapping around at both ends. */
export function wrapIndex(index: number, length: number): number {
  return length ? ((index % length) + length) % length : 0;
}
