import { brandMilestones } from "./brand-milestones";
import { BrandTimeline } from "./brand-timeline";
import { currentYear } from "./current-year";
import type { ComponentProps } from "react";
import { StandardDetail } from "./standard-detail";

/** The brand screen (/brand/{id} and /brands/{id}): the standard layout plus the brand story timeline. */
export async function BrandDetail({ listing, reviews }: ComponentProps<typeof StandardDetail>) {
  const milestones = brandMilestones(listing, await currentYear());
  return (
    <StandardDetail
      listing={listing}
      reviews={reviews}
      story={<BrandTimeline milestones={milestones} brandName={listing.name} />}
    />
  );
}
