"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { InvoiceView, SponsorshipView } from "@/lib/payments/types";
import { openBillingPortal, openSponsorshipCheckout, problemText } from "./owner-api";

type Props = {
  listingId: string;
  sponsorship: SponsorshipView | null;
  invoices: InvoiceView[] | null;
  hasCustomer: boolean;
};

const money = (locale: string, minor: number, currency: string) =>
  new Intl.NumberFormat(locale, { style: "currency", currency }).format(minor / 100);
const day = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(iso));

/**
 * The owner's sponsored place: buying one (Stripe Checkout, opened by the server), its state ("payment due" after a
 * failed payment), Stripe's customer portal, and the invoices as Stripe reports them (VAT included).
 */
export function SponsorshipPanel({ listingId, sponsorship, invoices, hasCustomer }: Props) {
  const t = useTranslations("payments.owner");
  const statuses = useTranslations("payments.statuses");
  const problems = useTranslations("owner.problems");
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function go(open: (id: string) => Promise<{ url: string }>) {
    setBusy(true);
    setError(undefined);
    try {
      window.location.assign((await open(listingId)).url);
    } catch (failure) {
      setError(problemText(failure, problems));
      setBusy(false);
    }
  }

  const end = sponsorship?.currentPeriodEnd ? day(locale, sponsorship.currentPeriodEnd) : "";
  const status = !sponsorship
    ? null
    : !sponsorship.live
      ? t("statusEnded")
      : sponsorship.cancelAtPeriodEnd
        ? t("statusEnding", { date: end })
        : t("statusLive", { date: end });
  const statusKey = (value: string | null) =>
    value && statuses.has(value as Parameters<typeof statuses>[0])
      ? statuses(value as Parameters<typeof statuses>[0])
      : (value ?? "");

  return (
    <div className="flex flex-col gap-4" data-testid="owner-sponsorship">
      <p className="text-sm text-slate-700">{t("intro")}</p>
      {status ? (
        <p className="text-sm font-medium text-slate-900" data-testid="owner-sponsorship-status">
          {status}
        </p>
      ) : null}
      {sponsorship?.paymentDue ? (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="owner-payment-due">
          {t("paymentDue")}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {!sponsorship?.live ? (
          <Button type="button" disabled={busy} onClick={() => go(openSponsorshipCheckout)} data-testid="owner-sponsor">
            {busy ? t("opening") : t("buy")}
          </Button>
        ) : null}
        {hasCustomer ? (
          <Button type="button" variant="outline" disabled={busy} onClick={() => go(openBillingPortal)}>
            {t("manage")}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {sponsorship ? (
        <div>
          <h3 className="mb-2 text-base font-semibold text-slate-900">{t("invoicesHeading")}</h3>
          {invoices === null ? (
            <p className="text-sm text-slate-600">{t("invoicesUnavailable")}</p>
          ) : !invoices.length ? (
            <p className="text-sm text-slate-600">{t("invoicesEmpty")}</p>
          ) : (
            <table className="w-full text-left text-sm" data-testid="owner-invoices">
              <thead>
                <tr>
                  <th scope="col">{t("invoiceColumns.date")}</th>
                  <th scope="col">{t("invoiceColumns.number")}</th>
                  <th scope="col">{t("invoiceColumns.total")}</th>
                  <th scope="col">{t("invoiceColumns.tax")}</th>
                  <th scope="col">{t("invoiceColumns.status")}</th>
                </tr>
              </thead>
              <tbody>
                {invoices.map((invoice) => (
                  <tr key={invoice.id}>
                    <td>{day(locale, invoice.created)}</td>
                    <td>
                      {invoice.hostedUrl ? (
                        <a href={invoice.hostedUrl} className="text-link" rel="noopener noreferrer" target="_blank">
                          {invoice.number ?? t("viewInvoice")}
                        </a>
                      ) : (
                        invoice.number
                      )}
                    </td>
                    <td>{money(locale, invoice.totalMinor, invoice.currency)}</td>
                    <td>{money(locale, invoice.taxMinor, invoice.currency)}</td>
                    <td>{statusKey(invoice.status)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      ) : null}
    </div>
  );
}
