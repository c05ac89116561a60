import { Icon } from "@/components/ui/icon";
import type { DetailReview } from "@/server/public/reviews/queries";
import { DetailSection } from "./detail-section";
import { formatDate } from "./detail-format";

/** Published member reviews (the only source of the page's rating markup); nothing until there are some. */
export function MemberReviews({ reviews }: { reviews: DetailReview[] }) {
  if (!reviews.length) return null;
  return (
    <DetailSection title="Member Reviews" icon={"message-square-text"} testId="member-reviews">
      <ul className="divide-y divide-slate-100">
        {reviews.map((review) => (
          <li key={review.id} className="py-3 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-semibold text-slate-900">{review.author}</span>
              <span className="flex" aria-label={`${review.rating} out of 5`}>
                {Array.from({ length: 5 }, (_, i) => (
                  <Icon name="star" key={i} className={i < review.rating ? "size-4 fill-amber-400 text-amber-400" : "size-4 text-slate-300"} aria-hidden="true" />
                ))}
              </span>
              <time dateTime={review.createdAt} className="text-slate-500">
                {formatDate(review.createdAt)}
              </time>
            </div>
            {review.title ? <p className="mt-1 font-medium text-slate-900">{review.title}</p> : null}
            <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{review.body}</p>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
