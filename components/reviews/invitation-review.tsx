"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { ListingKind } from "@/lib/directory/kinds";
import { ReviewsLoading } from "./reviews-loading";

const ReviewForm = dynamic(() => import("./review-form").then((module) => module.ReviewForm), {
  ssr: false,
  loading: () => <ReviewsLoading />,
});

type InvitationReviewProps = {
  token: string;
  listing: { id: string; name: string; kind: ListingKind };
  /** The listing's public page in this language, where the review shows once written. */
  listingHref: string;
};

/** The invited client's review form, posted to the invitation link; once written, a link to where it shows. */
export function InvitationReview({ token, listing, listingHref }: InvitationReviewProps) {
  const t = useTranslations("reviews-form.invitation");
  const [done, setDone] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  if (done)
    return (
      <p role="status" className="text-slate-700" data-testid="invitation-done">
        {t("done")}{" "}
        <a href={listingHref} className="text-link" data-testid="invitation-listing-link">
          {t("see", { name: listing.name })}
        </a>
      </p>
    );
  if (cancelled)
    return (
      <a href={listingHref} className="text-link" data-testid="invitation-listing-link">
        {t("see", { name: listing.name })}
      </a>
    );
  return (
    <ReviewForm
      listingId={listing.id}
      listingName={listing.name}
      kind={listing.kind}
      review={null}
      invitationToken={token}
      onSaved={() => setDone(true)}
      onCancel={() => setCancelled(true)}
      onConflict={() => undefined}
    />
  );
}
