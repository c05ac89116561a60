"use client";

import { useTranslations } from "next-intl";
import { withWording } from "@/components/i18n/with-wording";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/use-toast";
import type { ListingKind } from "@/lib/directory/kinds";
import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";
import type { OwnReview } from "@/lib/reviews/review-schema";
import { YOUR_REVIEW_ANCHOR, deleteReview } from "./review-api";
import { ReviewStars } from "./review-stars";
import { ReviewsLoading } from "./reviews-loading";
import { useMyReviews } from "./use-my-reviews";
import { DeleteReviewButton } from "./delete-review-button";

// The form (react-hook-form, the schema) loads when a member starts writing, not with every detail page.
const loadForm = () => import("./review-form");
const ReviewForm = dynamic(() => import("./review-form").then((module) => module.ReviewForm), {
  ssr: false,
  loading: () => <ReviewsLoading />,
});

const reviewsWording = (locale: Locale) =>
  (import(`@/messages/${locale}/reviews-form.json`) as Promise<{ default: Messages["reviews-form"] }>).then((json) => ({
    "reviews-form": json.default,
  }));

function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

/** The address's #fragment; re-read after mount, so a client-side navigation to page#your-review is seen too. */
function useLocationHash(): string {
  return useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash,
    () => "",
  );
}

function OwnReviewSummary({
  review,
  busy,
  onEdit,
  onDelete,
}: {
  review: OwnReview;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations("reviews-form");
  const rules = useTranslations("reviews-form.rules");
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4" data-testid="own-review">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-slate-900">{t("yours")}</span>
        <ReviewStars rating={review.rating} />
      </div>
      {review.title ? <p className="font-medium text-slate-900">{review.title}</p> : null}
      {review.body ? (
        <p className="line-clamp-3 text-sm break-words whitespace-pre-line text-slate-700">{review.body}</p>
      ) : null}
      {review.status === "hidden" ? (
        <p className="text-sm text-amber-800" data-testid="own-review-hidden">
          {t("hidden")}
          {review.hiddenRule ? ` ${t("shown.hiddenRule", { rule: rules(`${review.hiddenRule}.title`) })}` : ""}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} disabled={busy} data-testid="edit-review">
          {t("edit")}
        </Button>
        <DeleteReviewButton onDelete={onDelete} busy={busy} testId="delete-review" label={t("delete")} />
      </div>
    </div>
  );
}

/** A signed-in member: their review of this listing with Edit and Delete, or Write a review; the form inline. */
function MemberComposer({
  listingId,
  listingName,
  kind,
}: {
  listingId: string;
  listingName: string;
  kind: ListingKind;
}) {
  const router = useRouter();
  const t = useTranslations("reviews-form");
  const { reviews, isLoading, mutate } = useMyReviews();
  // Opened or closed by the member; until then, open when the profile's Edit link brought them here.
  const [editorChoice, setEditorOpen] = useState<boolean | null>(null);
  const hash = useLocationHash();
  const editorOpen = editorChoice ?? hash === `#${YOUR_REVIEW_ANCHOR}`;
  const [busy, setBusy] = useState(false);
  const own = reviews?.find((review) => review.listingId === listingId) ?? null;

  // The page is cached for everyone: refreshing renders it again with the revalidated rating and reviews.
  const afterWrite = async () => {
    setEditorOpen(false);
    await mutate();
    router.refresh();
  };

  const remove = async () => {
    if (!own || !window.confirm(t("confirmDelete"))) return;
    setBusy(true);
    try {
      await deleteReview(own.id);
      toast({ title: t("toasts.deleted") });
      await afterWrite();
    } catch {
      toast({ variant: "destructive", title: t("toasts.deleteFailed"), description: t("toasts.retry") });
    } finally {
      setBusy(false);
    }
  };

  if (isLoading) return <ReviewsLoading />;
  if (editorOpen) {
    return (
      <ReviewForm
        listingId={listingId}
        listingName={listingName}
        review={own}
        kind={kind}
        onSaved={afterWrite}
        onCancel={() => setEditorOpen(false)}
        onConflict={() => void mutate()}
      />
    );
  }
  if (own) return <OwnReviewSummary review={own} busy={busy} onEdit={() => setEditorOpen(true)} onDelete={remove} />;
  return (
    <Button
      onClick={() => setEditorOpen(true)}
      onPointerEnter={() => void loadForm()}
      onFocus={() => void loadForm()}
      data-testid="write-review"
    >
      <Icon name="star" aria-hidden="true" /> {t("write")}
    </Button>
  );
}

/** The member's composer with the reviews' whole wording (the form's too) in the page's language, loaded together. */
export const MemberComposerWithWording = withWording(MemberComposer, reviewsWording);
