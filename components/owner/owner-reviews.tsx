"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { ReviewContent } from "@/components/reviews/review-item";
import { Button } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";
import { FieldError } from "@/components/ui/field-error";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { REPLY_MAX_LENGTH, type OwnerReply, type OwnerReview } from "@/lib/reviews/reply-schema";
import { deleteReply, problemText, saveReply } from "./owner-api";
import { useErrorText } from "@/components/i18n/use-error-text";

const TEXTAREA =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 sm:text-sm";

function ReplyEditor({ review, onDone }: { review: OwnerReview; onDone: (reply: OwnerReply | null) => void }) {
  const id = useId();
  const t = useTranslations("owner.reviews");
  const problems = useTranslations("owner.problems");
  const local = useErrorText();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = String(new FormData(event.currentTarget).get("body") ?? "").trim();
    if (!body) return setError(t("empty"));
    setBusy(true);
    setError(undefined);
    try {
      onDone(await saveReply(review.id, body));
      toast({ title: review.reply ? t("updated") : t("publishedToast") });
    } catch (failure) {
      setError(
        local((failure instanceof ApiError ? failure.fields.body?.[0] : undefined) ?? problemText(failure, problems)),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-2" data-testid="reply-form">
      <label htmlFor={`${id}-body`} className="text-sm font-medium text-slate-900">
        {t("label")}
      </label>
      <textarea
        id={`${id}-body`}
        name="body"
        rows={3}
        maxLength={REPLY_MAX_LENGTH + 100}
        defaultValue={review.reply?.body ?? ""}
        className={TEXTAREA}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid="reply-body"
      />
      <FieldError id={`${id}-error`} message={error} />
      <div className="flex gap-2">
        <SubmitButton size="sm" busy={busy} data-testid="reply-submit">
          {t("publish")}
        </SubmitButton>
        <Button type="button" size="sm" variant="ghost" onClick={() => onDone(review.reply)}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}

function ReviewWithReply({ initial }: { initial: OwnerReview }) {
  const router = useRouter();
  const t = useTranslations("owner.reviews");
  const problems = useTranslations("owner.problems");
  const local = useErrorText();
  const [review, setReview] = useState(initial);
  const [editing, setEditing] = useState(false);

  const done = (reply: OwnerReply | null) => {
    setReview({ ...review, reply });
    setEditing(false);
    router.refresh();
  };

  async function remove() {
    if (!window.confirm(t("confirmDelete"))) return;
    try {
      await deleteReply(review.id);
      done(null);
      toast({ title: t("deleted") });
    } catch (error) {
      toast({ variant: "destructive", title: t("deleteFailed"), description: local(problemText(error, problems)) });
    }
  }

  return (
    <li className="py-4" data-testid="owner-review">
      <ReviewContent review={review} />
      {editing ? (
        <ReplyEditor review={review} onDone={done} />
      ) : review.reply ? (
        <div className="mt-3 ml-4 border-l-2 border-emerald-200 pl-3" data-testid="owner-reply-view">
          <p className="text-xs font-semibold text-emerald-800 uppercase">
            {review.reply.status === "hidden" ? t("yourReplyHidden") : t("yourReply")}
          </p>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">{review.reply.body}</p>
          <div className="mt-2 flex gap-2">
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              {t("edit")}
            </Button>
            <Button size="sm" variant="ghost" className="text-red-700" onClick={remove} data-testid="reply-delete">
              {t("delete")}
            </Button>
          </div>
        </div>
      ) : (
        <Button size="sm" variant="outline" className="mt-3" onClick={() => setEditing(true)} data-testid="reply-open">
          {t("open")}
        </Button>
      )}
    </li>
  );
}

/** The listing's newest reviews; the owner writes, edits or deletes one public reply to each. */
export function OwnerReviews({ reviews }: { reviews: OwnerReview[] }) {
  const t = useTranslations("owner.reviews");
  if (!reviews.length) return <p className="text-sm text-slate-600">{t("none")}</p>;
  return (
    <ul className="divide-y divide-slate-100" data-testid="owner-reviews">
      {reviews.map((review) => (
        <ReviewWithReply key={review.id} initial={review} />
      ))}
    </ul>
  );
}
