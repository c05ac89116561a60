import "server-only";
import { db } from "@/server/db/client";
import type { EmailLinkOutcome } from "@/server/http/email-link-route";
import { signId, verifySignedId } from "@/server/http/signed-id";
import { maskEmail } from "@/server/newsletter";
import { ownerActor } from "@/server/audit";
import { confirmListingFacts } from "@/server/listings/facts";

const PURPOSE = "owner-reminder:v1";

/** `<ownership id>.<HMAC>`: confirms that owner's listing, as long as they still own it. */
export function reminderLinkToken(ownerId: string): string {
  return signId(PURPOSE, ownerId);
}

type ReminderOwner = { userId: string; listingId: string; listingName: string; email: string };

async function findOwner(token: unknown): Promise<ReminderOwner | null> {
  const id = verifySignedId(PURPOSE, token);
  if (!id) return null;
  const row = await db.listingOwner.findUnique({
    where: { id },
    select: { userId: true, listingId: true, listing: { select: { name: true } }, user: { select: { email: true } } },
  });
  return row && { userId: row.userId, listingId: row.listingId, listingName: row.listing.name, email: row.user.email };
}

/** What a reminder's link is about, for its confirmation page; never the full address (links get forwarded). */
export async function findReminderTarget(token: unknown): Promise<{ listingName: string; maskedEmail: string } | null> {
  const owner = await findOwner(token);
  return owner && { listingName: owner.listingName, maskedEmail: maskEmail(owner.email) };
}

/** The reminder link's "Everything is still correct": refused once the member no longer owns the listing. */
export async function confirmByReminderLink(token: unknown, ip: string): Promise<EmailLinkOutcome> {
  const owner = await findOwner(token);
  if (!owner) return { ok: false };
  await confirmListingFacts(owner.listingId, "owner", { ip, actor: ownerActor(owner.userId) });
  return { ok: true, changed: true };
}
