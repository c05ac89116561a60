import { brandMilestones } from "./brand-milestones";
import { BrandTimeline } from "./brand-timeline";
import { today } from "./today";
import type { DetailData } from "@/server/public/listings/detail-page";
import { StandardDetail } from "./standard-detail";

/** The brand screen (/brand/{id} and /brands/{id}): the standard layout plus the brand story timeline. */
export async function BrandDetail({ listing, reviews, ownerVerifiedAt }: DetailData) {
  const milestones = brandMilestones(listing, Number((await today()).slice(0, 4)));
  return (
    <StandardDetail
      listing={listing}
      reviews={reviews}
      ownerVerifiedAt={ownerVerifiedAt}
      story={<BrandTimeline milestones={milestones} brandName={listing.name} />}
    />
  );
}
