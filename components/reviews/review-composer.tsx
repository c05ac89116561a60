"use client";

import { useTranslations } from "next-intl";
import type { ListingKind } from "@/lib/directory/kinds";
import { lazy, Suspense } from "react";
import { useCurrentUser } from "@/components/layout/current-user";
import { YOUR_REVIEW_ANCHOR } from "./review-api";
import { ReviewsLoading } from "./reviews-loading";

// A member's part (their review, its editing and deleting, and their wording) loads once someone is signed in: most
// visitors are not. Signed in is known only in the browser, so React.lazy does without next/dynamic's loader.
const MemberComposer = lazy(() =>
  import("./member-composer").then((module) => ({ default: module.MemberComposerWithWording })),
);

type ComposerProps = { listingId: string; listingName: string; kind: ListingKind; path: string };

/** The detail page's "Write a review" island: members write, edit or delete theirs; visitors are asked to sign in. */
export function ReviewComposer({ listingId, listingName, kind, path }: ComposerProps) {
  const t = useTranslations("reviews-form");
  const { user, isLoading } = useCurrentUser();
  let content;
  if (user)
    content = (
      <Suspense fallback={<ReviewsLoading />}>
        <MemberComposer listingId={listingId} listingName={listingName} kind={kind} />
      </Suspense>
    );
  else if (isLoading) content = <div className="min-h-11" />;
  else {
    content = (
      <p className="text-sm text-slate-600" data-testid="review-sign-in">
        {t.rich("signIn", {
          name: listingName,
          // A route handler, so a plain navigation.
          link: (text) => (
            <a href={`/api/login?returnTo=${encodeURIComponent(path)}`} className="text-link">
              {text}
            </a>
          ),
        })}
      </p>
    );
  }
  return (
    <div id={YOUR_REVIEW_ANCHOR} className="scroll-mt-24" data-testid="review-composer">
      {content}
    </div>
  );
}
