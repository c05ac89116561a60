import "server-only";
import type { SessionUser } from "@/server/auth";

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
