// The domain's contract: what other parts of server/ import from it. Everything else in this folder is internal.
export { refreshListingRating } from "./aggregates";
export { reviewTextSelect } from "./member-select";
export { invitationsReceived } from "./invitations";
export { getShownReviews } from "./queries";
export { publicReviewSelect } from "./select";
export type { DetailReview } from "./select";
