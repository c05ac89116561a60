import "server-only";
import { randomUUID } from "node:crypto";
import { OWNER_REPORT_TEMPLATE, ownerReportEmail, ownerEmailCopy } from "@/lib/email/templates/owner";
import { AppError, fieldError } from "@/lib/http/app-error";
import { REPORT_ERRORS, reportDetail, type ReportInput } from "@/lib/reports/report-schema";
import { absoluteUrl } from "@/lib/site";
import { db } from "@/server/db/client";
import { sendEmail } from "@/server/email";
import { logger } from "@/server/log/logger";
import { ownerAddresses } from "@/server/owners";
import { redeemCaptcha } from "@/server/captcha";
import { DEFAULT_LOCALE, localePath } from "@/lib/i18n/locales";

/** A repeated report keeps this many messages and follow-up addresses; more add only to its count. */
const MAX_KEPT = 10;

export type ReportReceipt = { id: string; repeated: boolean };

async function tellOwners(listing: { id: string; name: string }, reportId: string, input: ReportInput): Promise<void> {
  for (const owner of await ownerAddresses(listing.id)) {
    const copy = await ownerEmailCopy(owner.locale);
    const email = ownerReportEmail(copy, {
      listingName: listing.name,
      report: input,
      message: input.message || null,
      dashboardUrl: absoluteUrl(localePath(copy.locale, "/owner")),
    });
    await sendEmail({
      ...email,
      to: owner.email,
      template: OWNER_REPORT_TEMPLATE,
      dedupeKey: `owner-report:${reportId}:${owner.userId}`,
    }).catch((error: unknown) =>
      logger.warn({ err: error, reportId }, "could not email a listing owner about a report"),
    );
  }
}

/**
 * A visitor's report of a problem with a published listing. Anonymous visitors must answer the captcha. While a
 * report of the same reason (and field or duplicate) is open on the listing, this one joins it: one row whose count
 * grows, keeping the first few messages and follow-up addresses. The listing's owners are emailed about a new report.
 */
export async function submitReport(
  listingId: string,
  input: ReportInput,
  reporter: { userId: string | null },
): Promise<ReportReceipt> {
  const listing = await db.listing.findFirst({
    where: { id: listingId, status: "published" },
    select: { id: true, name: true },
  });
  if (!listing) throw new AppError("not_found", "Listing not found");
  if (!reporter.userId && (await redeemCaptcha(input.captchaToken ?? "", input.captchaAnswer ?? "")) !== "ok")
    throw fieldError("bad_request", "captchaAnswer", { code: REPORT_ERRORS.captcha, params: {} });
  const message = input.message || null;
  const email = input.email ? input.email.toLowerCase() : null;
  const locale = input.locale ?? DEFAULT_LOCALE;
  // An address is kept with the language of the page it was given on, at the same position in "emailLocales".
  const rows = await db.$queryRaw<{ id: string; inserted: boolean }[]>`
    INSERT INTO "ListingReport" ("id", "listingId", "reason", "detail", "messages", "emails", "emailLocales", "count", "status", "createdAt", "updatedAt")
    VALUES (${randomUUID()}, ${listing.id}, ${input.reason}::"ReportReason", ${reportDetail(input)},
            ${message ? [message] : []}::text[], ${email ? [email] : []}::text[], ${email ? [locale] : []}::text[],
            1, 'open', now(), now())
    ON CONFLICT ("listingId", "reason", "detail") WHERE "status" = 'open' DO UPDATE SET
      "count" = "ListingReport"."count" + 1,
      "messages" = CASE WHEN EXCLUDED."messages" = '{}' OR cardinality("ListingReport"."messages") >= ${MAX_KEPT}
                        THEN "ListingReport"."messages" ELSE "ListingReport"."messages" || EXCLUDED."messages" END,
      "emails" = CASE WHEN EXCLUDED."emails" = '{}' OR cardinality("ListingReport"."emails") >= ${MAX_KEPT}
                           OR EXCLUDED."emails" <@ "ListingReport"."emails"
                      THEN "ListingReport"."emails" ELSE "ListingReport"."emails" || EXCLUDED."emails" END,
      "emailLocales" = CASE WHEN EXCLUDED."emails" = '{}' OR cardinality("ListingReport"."emails") >= ${MAX_KEPT}
                                 OR EXCLUDED."emails" <@ "ListingReport"."emails"
                            THEN "ListingReport"."emailLocales"
                            ELSE "ListingReport"."emailLocales" || EXCLUDED."emailLocales" END,
      "updatedAt" = now()
    RETURNING "id", (xmax = 0) AS "inserted"`;
  const row = rows[0];
  if (!row) throw new Error("report upsert returned no row");
  if (row.inserted) await tellOwners(listing, row.id, input);
  return { id: row.id, repeated: !row.inserted };
}
