"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { useCurrentUser } from "@/components/layout/current-user";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/use-toast";
import type { OwnReview } from "@/lib/member/review-schema";
import { YOUR_REVIEW_ANCHOR, deleteReview } from "./review-api";
import { ReviewStars } from "./review-stars";
import { useMyReviews } from "./use-my-reviews";
import { DeleteReviewButton } from "./delete-review-button";

// The form (react-hook-form, the schema) loads when a member starts writing, not with every detail page.
const loadForm = () => import("./review-form");
const ReviewForm = lazy(() => loadForm().then((module) => ({ default: module.ReviewForm })));

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

type ComposerProps = { listingId: string; listingName: string; path: string };

function Waiting() {
  const t = useTranslations("reviews-form");
  return (
    <p className="flex min-h-11 items-center gap-2 text-sm text-slate-500" role="status">
      <Icon name="loader-2" aria-hidden="true" className="size-4 animate-spin" /> {t("loading")}
    </p>
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
      {review.status === "hidden" ? <p className="text-sm text-amber-800">{t("hidden")}</p> : null}
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
function MemberComposer({ listingId, listingName }: Omit<ComposerProps, "path">) {
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

  if (isLoading) return <Waiting />;
  if (editorOpen) {
    return (
      <Suspense fallback={<Waiting />}>
        <ReviewForm
          listingId={listingId}
          listingName={listingName}
          review={own}
          onSaved={afterWrite}
          onCancel={() => setEditorOpen(false)}
          onConflict={() => void mutate()}
        />
      </Suspense>
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

/** The detail page's "Write a review" island: members write, edit or delete theirs; visitors are asked to sign in. */
export function ReviewComposer({ listingId, listingName, path }: ComposerProps) {
  const t = useTranslations("reviews-form");
  const { user, isLoading } = useCurrentUser();
  let content;
  if (user) content = <MemberComposer listingId={listingId} listingName={listingName} />;
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
