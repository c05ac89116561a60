import "server-only";
import type { SessionUser } from "@/server/member/auth/session";

/** GET /api/auth/user's shape: the member's own profile fields. */
export function currentUserJson(user: SessionUser) {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    location: user.location,
    profileImageUrl: user.image,
    emailVerified: user.emailVerified,
  };
}
