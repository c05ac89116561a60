import "server-only";
import { recordAudit } from "@/server/audit";
import { db } from "@/server/db/client";

const SETTINGS_ID = "default";
/** Most live sponsored places per kind until the admin says otherwise. */
const DEFAULT_SPONSORED_CAP = 6;

/** The most live sponsored places a kind may have. */
export async function sponsoredCap(): Promise<number> {
  const row = await db.paymentSettings.findUnique({ where: { id: SETTINGS_ID } });
  return row?.sponsoredCapPerKind ?? DEFAULT_SPONSORED_CAP;
}

/** The admin sets the cap (audit-logged); places already live stay until they end. */
export async function setSponsoredCap(cap: number, ip: string | null): Promise<number> {
  return db.$transaction(async (tx) => {
    const before = await tx.paymentSettings.findUnique({ where: { id: SETTINGS_ID } });
    await tx.paymentSettings.upsert({
      where: { id: SETTINGS_ID },
      create: { id: SETTINGS_ID, sponsoredCapPerKind: cap },
      update: { sponsoredCapPerKind: cap },
    });
    await recordAudit(tx, {
      action: "payment.settings",
      entityType: "payment",
      entityId: SETTINGS_ID,
      before: { sponsoredCapPerKind: before?.sponsoredCapPerKind ?? DEFAULT_SPONSORED_CAP },
      after: { sponsoredCapPerKind: cap },
      ip,
    });
    return cap;
  });
}
