import "server-only";
import { requireOwnedListing, type OwnedListing } from "@/server/owners/ownership";
import { withUser } from "./member-route";
import type { HandlerArgs, RoutePolicy } from "./route";
import type { SessionUser } from "@/server/auth/member/session";

type OwnerArgs<Body> = HandlerArgs<Body> & { user: SessionUser; listing: OwnedListing };

/**
 * Routes about one listing the member owns (`params.id`): a signed-in member (401 otherwise) who owns it, checked
 * on the server every time. A listing they do not own answers 404, exactly like one that does not exist.
 */
export function withListingOwner<Body = undefined>(
  handler: (args: OwnerArgs<Body>) => Promise<Response> | Response,
  policy: RoutePolicy<Body> = {},
) {
  return withUser<Body>(async (args) => {
    const listing = await requireOwnedListing(args.user.id, args.params.id ?? "");
    return handler({ ...args, listing });
  }, policy);
}
