import { IntlIsland } from "@/components/i18n/intl-island";
import { brandMilestones } from "./brand-milestones";
import { BrandTimeline } from "./brand-timeline";
import { today } from "./today";
import type { ComponentProps } from "react";
import { StandardDetail } from "./standard-detail";

/** The brand screen (/brand/{id} and /brands/{id}): the standard layout plus the brand story timeline. */
export async function BrandDetail({ listing, reviews, ownerVerifiedAt }: ComponentProps<typeof StandardDetail>) {
  const milestones = brandMilestones(listing, Number((await today()).slice(0, 4)));
  return (
    <StandardDetail
      listing={listing}
      reviews={reviews}
      ownerVerifiedAt={ownerVerifiedAt}
      story={
        milestones.length ? (
          <section
            aria-labelledby="brand-story"
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          >
            <h2 id="brand-story" className="text-lg font-semibold text-slate-900">
              Brand Story
            </h2>
            {/* Its own wording, so no other kind's page carries the timeline's labels. */}
            <IntlIsland namespaces={["brand-timeline"]}>
              <BrandTimeline milestones={milestones} brandName={listing.name} />
            </IntlIsland>
          </section>
        ) : null
      }
    />
  );
}
