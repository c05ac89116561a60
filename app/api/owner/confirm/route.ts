import { emailLinkRoute } from "@/server/http/email-link-route";
import { confirmByReminderLink } from "@/server/owners/reminders/links";

/** POST /api/owner/confirm?token=…: a reminder email's "Everything is still correct", confirmed on /owner/confirm. */
export const POST = emailLinkRoute({
  act: confirmByReminderLink,
  page: "/owner/confirm",
  done: { status: "confirmed", message: "Thank you: the listing's facts are confirmed" },
  rateLimit: "ownerLinks",
});
