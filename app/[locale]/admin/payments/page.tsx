import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { AdminFrame, adminPageMetadata } from "@/components/admin/admin-nav";
import { PaymentAction, SponsoredCapForm } from "@/components/admin/payment-actions";
import { DataTable } from "@/components/ui/data-table";
import type { Locale } from "@/lib/i18n/locales";
import { formatDate } from "@/lib/listings/detail-format";
import { requireAdminPage } from "@/server/auth/admin/require-admin-page";
import { adminPayments, paymentsEnabled, sponsoredCap } from "@/server/payments";

export async function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata("payments");
}

// An admin page: rendered per request (with a CSP nonce), never cached.
export const instant = false;

const money = (locale: string, minor: number, currency: string) =>
  new Intl.NumberFormat(locale, { style: "currency", currency }).format(minor / 100);

/** Payments, sponsorships and their listings, the expedited-review queue by due date, and the sponsored-place cap. */
export default async function AdminPaymentsPage() {
  await connection();
  await requireAdminPage();
  if (!paymentsEnabled()) notFound();
  const [{ payments, sponsorships, expedited }, cap, locale, t, statuses] = await Promise.all([
    adminPayments(),
    sponsoredCap(),
    getLocale() as Promise<Locale>,
    getTranslations("payments.admin"),
    getTranslations("payments.statuses"),
  ]);
  const status = (value: string) => (statuses.has(value as never) ? statuses(value as never) : value);
  const date = (value: Date | null) => formatDate(locale, value) ?? "—";
  return (
    <AdminFrame current="payments" namespaces={["payments"]}>
      <div className="flex flex-col gap-8">
        <section aria-labelledby="payments-settings">
          <h2 id="payments-settings" className="mb-3 text-lg font-semibold">
            {t("settingsHeading")}
          </h2>
          <SponsoredCapForm cap={cap} />
        </section>
        <section aria-labelledby="payments-queue" data-testid="admin-expedited-queue">
          <h2 id="payments-queue" className="mb-3 text-lg font-semibold">
            {t("queueHeading")}
          </h2>
          {expedited.length ? (
            <ul className="flex flex-col gap-2">
              {expedited.map((row) => (
                <li key={row.id} className="flex flex-wrap items-center gap-3 text-sm">
                  <strong>{t("reviewBy", { date: date(row.reviewBy) })}</strong>
                  <span>{row.listing?.name ?? "—"}</span>
                  <PaymentAction id={row.id} kind="reviewed" />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">{t("queueEmpty")}</p>
          )}
        </section>
        <section aria-labelledby="payments-sponsorships">
          <h2 id="payments-sponsorships" className="mb-3 text-lg font-semibold">
            {t("sponsorshipsHeading")}
          </h2>
          {sponsorships.length ? (
            <DataTable
              testId="admin-sponsorships"
              columns={[t("columns.date"), t("columns.listing"), t("columns.status"), t("columns.period")]}
            >
              {sponsorships.map((row) => (
                <tr key={row.id}>
                  <td>{date(row.createdAt)}</td>
                  <td>{row.listing.name}</td>
                  <td>{status(row.status)}</td>
                  <td>{date(row.currentPeriodEnd)}</td>
                </tr>
              ))}
            </DataTable>
          ) : (
            <p className="text-sm text-slate-600">{t("sponsorshipsEmpty")}</p>
          )}
        </section>
        <section aria-labelledby="payments-list">
          <h2 id="payments-list" className="mb-3 text-lg font-semibold">
            {t("paymentsHeading")}
          </h2>
          {payments.length ? (
            <DataTable
              testId="admin-payments"
              columns={[
                t("columns.date"),
                t("columns.listing"),
                t("columns.product"),
                t("columns.amount"),
                t("columns.tax"),
                t("columns.status"),
                <span key="refund" className="sr-only">
                  {t("refund")}
                </span>,
              ]}
            >
              {payments.map((row) => (
                <tr key={row.id}>
                  <td>{date(row.paidAt ?? row.createdAt)}</td>
                  <td>{row.listing?.name ?? "—"}</td>
                  <td>{t(`products.${row.product}`)}</td>
                  <td>{money(locale, row.amountMinor, row.currency)}</td>
                  <td>{money(locale, row.taxMinor, row.currency)}</td>
                  <td>
                    {status(row.status)}
                    {row.refundedMinor
                      ? ` · ${t("refunded", { amount: money(locale, row.refundedMinor, row.currency) })}`
                      : ""}
                  </td>
                  <td>
                    {row.status !== "failed" && row.refundedMinor < row.amountMinor ? (
                      <PaymentAction id={row.id} kind="refund" />
                    ) : null}
                  </td>
                </tr>
              ))}
            </DataTable>
          ) : (
            <p className="text-sm text-slate-600">{t("paymentsEmpty")}</p>
          )}
        </section>
      </div>
    </AdminFrame>
  );
}
