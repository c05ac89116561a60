"use client";

import { useTranslations } from "next-intl";
import { REVIEW_RULES, type ReviewRule } from "@/lib/reviews/review-rules";
import { useState } from "react";
import useSWRInfinite from "swr/infinite";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, swrConfig } from "@/lib/api-client";
import type { ModeratedReviewPage } from "@/server/reviews/moderation-queries";
import type { ModeratedReview, ModerationStatus } from "@/server/reviews/moderation-select";
import { STATUS_BADGE, useTimestamp } from "./listing-format";
import { LoadProblem } from "./load-problem";
import { LoadMoreButton } from "./load-more-button";
import { useProblemDescription } from "./use-problem-description";

const FRESH = { ...swrConfig, dedupingInterval: 0, revalidateOnMount: true, revalidateFirstPage: false } as const;
const FILTERS = [
  { value: "", label: "all" },
  { value: "published", label: "shown" },
  { value: "hidden", label: "removed" },
] as const satisfies readonly { value: "" | ModerationStatus; label: string }[];

function ReplyModeration({
  reply,
  onChange,
}: {
  reply: NonNullable<ModeratedReview["reply"]>;
  onChange: () => Promise<void>;
}) {
  const [pending, setPending] = useState(false);
  const t = useTranslations("admin.moderation");
  const problemDescription = useProblemDescription();
  const hidden = reply.status === "hidden";
  const act = async () => {
    setPending(true);
    try {
      await apiRequest("PATCH", `/api/admin/review-replies/${encodeURIComponent(reply.id)}`, {
        status: hidden ? "published" : "hidden",
      });
      toast({ title: hidden ? t("replyRestored") : t("replyRemoved") });
      await onChange();
    } catch (failure) {
      toast({ variant: "destructive", title: t("replyFailed"), description: problemDescription(failure) });
    } finally {
      setPending(false);
    }
  };
  return (
    <div
      className="ml-4 flex flex-col gap-1 border-l-2 border-emerald-200 pl-3"
      data-testid="moderation-reply"
      data-status={reply.status}
    >
      <p className="flex items-center gap-2 text-xs font-semibold text-emerald-800 uppercase">
        {t("ownerReply")}{" "}
        <Badge variant={STATUS_BADGE[reply.status]}>{hidden ? t("removedBadge") : t("shownBadge")}</Badge>
      </p>
      <p className="text-sm whitespace-pre-line text-slate-700">{reply.body}</p>
      <div>
        <Button
          size="sm"
          variant={hidden ? "outline" : "destructive"}
          disabled={pending}
          onClick={() => void act()}
          data-testid="moderation-reply-toggle"
        >
          {hidden ? t("restoreReply") : t("removeReply")}
        </Button>
      </div>
    </div>
  );
}

function ReviewCard({
  review,
  onChange,
  onReplyChange,
}: {
  review: ModeratedReview;
  onChange: (status: ModerationStatus, rule: ReviewRule | null) => Promise<void>;
  onReplyChange: () => Promise<void>;
}) {
  const timestamp = useTimestamp();
  const [pending, setPending] = useState(false);
  const [rule, setRule] = useState<ReviewRule>(REVIEW_RULES[0]);
  const t = useTranslations("admin.moderation");
  const rules = useTranslations("reviews-form.rules");
  const act = async (status: ModerationStatus) => {
    setPending(true);
    try {
      await onChange(status, status === "hidden" ? rule : null);
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
        <span aria-label={t("stars", { rating: review.rating })}>
          {"★".repeat(review.rating)}
          {"☆".repeat(5 - review.rating)}
        </span>
        <span>{t("by", { author: review.author })}</span>
        <span>{timestamp(review.createdAt)}</span>
        <Badge variant={STATUS_BADGE[review.status]}>{hidden ? t("removedBadge") : t("shownBadge")}</Badge>
      </div>
      {review.title ? <p className="font-medium text-slate-900">{review.title}</p> : null}
      {review.body ? <p className="text-sm whitespace-pre-line text-slate-700">{review.body}</p> : null}
      <div className="flex flex-wrap items-center gap-2">
        {hidden ? null : (
          <label className="flex items-center gap-2 text-sm text-slate-700">
            {t("rule")}
            <select
              value={rule}
              onChange={(event) => setRule(event.target.value as ReviewRule)}
              className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
              data-testid="moderation-rule"
            >
              {REVIEW_RULES.map((id) => (
                <option key={id} value={id}>
                  {rules(`${id}.title`)}
                </option>
              ))}
            </select>
          </label>
        )}
        <Button
          size="sm"
          variant={hidden ? "outline" : "destructive"}
          disabled={pending}
          onClick={() => void act(hidden ? "published" : "hidden")}
          data-testid={hidden ? "moderation-restore" : "moderation-remove"}
        >
          {hidden ? t("restore") : t("remove")}
        </Button>
      </div>
      {review.reply ? <ReplyModeration reply={review.reply} onChange={onReplyChange} /> : null}
    </li>
  );
}

/**
 * The latest member reviews and their owners' replies; Remove hides one from the site (a review also from its
 * listing's rating), Restore brings it back.
 */
export function ReviewModerationList() {
  const [status, setStatus] = useState<"" | ModerationStatus>("");
  const t = useTranslations("admin.moderation");
  const problemDescription = useProblemDescription();
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite<ModeratedReviewPage>(
    (index, previous: ModeratedReviewPage | null) =>
      previous && !previous.nextCursor ? null : ["/api/admin/reviews", { status, cursor: previous?.nextCursor }],
    FRESH,
  );
  const reviews = data?.flatMap((page) => page.items) ?? [];

  const change = async (review: ModeratedReview, next: ModerationStatus, rule: ReviewRule | null) => {
    try {
      await apiRequest("PATCH", `/api/admin/reviews/${encodeURIComponent(review.id)}`, { status: next, rule });
      toast({
        title: next === "hidden" ? t("reviewRemoved") : t("reviewRestored"),
        description: t("recomputed", { name: review.listing.name }),
      });
      await mutate();
    } catch (failure) {
      toast({ variant: "destructive", title: t("reviewFailed"), description: problemDescription(failure) });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label={t("show")} className="flex flex-wrap gap-2">
        {FILTERS.map((filter) => (
          <Button
            key={filter.value}
            size="sm"
            variant={status === filter.value ? "default" : "outline"}
            aria-pressed={status === filter.value}
            onClick={() => setStatus(filter.value)}
          >
            {t(`filters.${filter.label}`)}
          </Button>
        ))}
      </div>
      {error ? <LoadProblem what="reviews" error={error} /> : null}
      {isLoading ? <p className="text-sm text-slate-600">{t("loading")}</p> : null}
      {!isLoading && !error && reviews.length === 0 ? <p className="text-sm text-slate-600">{t("none")}</p> : null}
      <ul className="flex flex-col gap-3" data-testid="moderation-list">
        {reviews.map((review) => (
          <ReviewCard
            key={review.id}
            review={review}
            onChange={(next, rule) => change(review, next, rule)}
            onReplyChange={async () => void (await mutate())}
          />
        ))}
      </ul>
      {data?.at(-1)?.nextCursor ? (
        <LoadMoreButton loading={isValidating} onLoadMore={() => void setSize(size + 1)} />
      ) : null}
    </div>
  );
}
