// Shared by the owner tests: members, listings they own, and reading emailed codes back from OutboundEmail.
import { randomUUID } from "node:crypto";
import { db } from "@/server/db/client";
import { signUpMember, type Member } from "../alerts/members";
import { createListings } from "../support/listing-fixtures";

export const uniqueEmail = (prefix: string, domain = "example.com") =>
  `${prefix}-${randomUUID().slice(0, 8)}@${domain}`;

export async function member(prefix: string, options?: { verified?: boolean }): Promise<Member> {
  return signUpMember(uniqueEmail(prefix), options);
}

/** A published clinic on its own website domain ("{label}.example" by default). */
export async function clinic(name: string, website?: string) {
  const [listing] = await createListings([
    {
      kind: "clinic",
      name,
      website:
        website ?? `https://www.${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${randomUUID().slice(0, 6)}.example`,
    },
  ]);
  return listing!;
}

/** Makes a member an owner directly (the claim flow has its own tests). */
export async function makeOwner(listingId: string, userId: string) {
  return db.listingOwner.create({ data: { listingId, userId, method: "admin", verifiedAt: new Date() } });
}

/** The text of the latest email under a dedupe key. */
export async function emailText(dedupeKey: string): Promise<string> {
  const row = await db.outboundEmail.findUnique({ where: { dedupeKey }, select: { payload: true } });
  const payload = row?.payload as { text?: string } | null;
  return payload?.text ?? "";
}
