"use client";

import { useState } from "react";
import useSWRInfinite from "swr/infinite";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api-client";
import type { ModeratedReviewPage } from "@/server/admin/reviews/queries";
import type { ModeratedReview, ModerationStatus } from "@/server/admin/reviews/select";
import { problemDescription } from "./admin-api";
import { STATUS_BADGE, formatUtc } from "./listing-format";
import { LoadProblem } from "./load-problem";

const FRESH = { dedupingInterval: 0, revalidateOnMount: true, revalidateFirstPage: false } as const;
const FILTERS: { value: "" | ModerationStatus; label: string }[] = [
  { value: "", label: "All" },
  { value: "published", label: "Shown" },
  { value: "hidden", label: "Removed" },
];

function ReviewCard({
  review,
  onChange,
}: {
  review: ModeratedReview;
  onChange: (status: ModerationStatus) => Promise<void>;
}) {
  const [pending, setPending] = useState(false);
  const act = async (status: ModerationStatus) => {
    setPending(true);
    try {
      await onChange(status);
    } finally {
      setPending(false);
    }
  };
  const hidden = review.status === "hidden";
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4"
      data-testid="moderation-review"
      data-review-id={review.id}
      data-status={review.status}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <a
          href={review.listing.path}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-emerald-800 hover:underline"
        >
          {review.listing.name}
        </a>
        <span aria-label={`${review.rating} out of 5 stars`}>
          {"★".repeat(review.rating)}
          {"☆".repeat(5 - review.rating)}
        </span>
        <span>by {review.author}</span>
        <span>{formatUtc(review.createdAt)}</span>
        <Badge variant={STATUS_BADGE[review.status]}>{hidden ? "removed" : "shown"}</Badge>
      </div>
      {review.title ? <p className="font-medium text-slate-900">{review.title}</p> : null}
      {review.body ? <p className="text-sm whitespace-pre-line text-slate-700">{review.body}</p> : null}
      <div>
        {hidden ? (
          <Button
            size="sm"
            variant="outline"
            disabled={pending}
            onClick={() => void act("published")}
            data-testid="moderation-restore"
          >
            Restore
          </Button>
        ) : (
          <Button
            size="sm"
            variant="destructive"
            disabled={pending}
            onClick={() => void act("hidden")}
            data-testid="moderation-remove"
          >
            Remove
          </Button>
        )}
      </div>
    </li>
  );
}

/** The latest member reviews; Remove hides one from the site (and its listing's rating), Restore brings it back. */
export function ReviewModerationList() {
  const [status, setStatus] = useState<"" | ModerationStatus>("");
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite<ModeratedReviewPage>(
    (index, previous: ModeratedReviewPage | null) =>
      previous && !previous.nextCursor ? null : ["/api/admin/reviews", { status, cursor: previous?.nextCursor }],
    FRESH,
  );
  const reviews = data?.flatMap((page) => page.items) ?? [];

  const change = async (review: ModeratedReview, next: ModerationStatus) => {
    try {
      await apiRequest("PATCH", `/api/admin/reviews/${encodeURIComponent(review.id)}`, { status: next });
      toast({
        title: next === "hidden" ? "Review removed" : "Review restored",
        description: `${review.listing.name}'s rating was recomputed.`,
      });
      await mutate();
    } catch (failure) {
      toast({ variant: "destructive", title: "Could not update the review", description: problemDescription(failure) });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label="Show" className="flex flex-wrap gap-2">
        {FILTERS.map((filter) => (
          <Button
            key={filter.value}
            size="sm"
            variant={status === filter.value ? "default" : "outline"}
            aria-pressed={status === filter.value}
            onClick={() => setStatus(filter.value)}
          >
            {filter.label}
          </Button>
        ))}
      </div>
      {error ? <LoadProblem what="reviews" error={error} /> : null}
      {isLoading ? <p className="text-sm text-slate-600">Loading reviews…</p> : null}
      {!isLoading && !error && reviews.length === 0 ? <p className="text-sm text-slate-600">No reviews.</p> : null}
      <ul className="flex flex-col gap-3" data-testid="moderation-list">
        {reviews.map((review) => (
          <ReviewCard key={review.id} review={review} onChange={(next) => change(review, next)} />
        ))}
      </ul>
      {data?.at(-1)?.nextCursor ? (
        <Button
          variant="outline"
          className="self-center"
          onClick={() => void setSize(size + 1)}
          disabled={isValidating}
        >
          {isValidating ? "Loading…" : "Load more"}
        </Button>
      ) : null}
    </div>
  );
}
