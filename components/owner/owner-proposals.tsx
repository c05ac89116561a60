"use client";

import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useErrorText } from "@/components/i18n/use-error-text";
import { formatDate, formatNumber, formatPrice } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { DAYS_OF_WEEK } from "@/lib/listings/fact-options";
import { isProposalField, proposalEntries } from "@/lib/verifier/proposal-fields";
import type { ListingProposals } from "@/server/verifier";
import { decideProposals, problemText } from "./owner-api";

type Proposal = ListingProposals["proposals"][number];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A stored weekday ("Monday") in the page's language; 5 January 2026 was a Monday. */
function weekday(locale: Locale, day: unknown): string {
  const index = DAYS_OF_WEEK.indexOf(day as (typeof DAYS_OF_WEEK)[number]);
  if (index < 0) return String(day);
  return new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(Date.UTC(2026, 0, 5 + index));
}

/**
 * A proposal's value as a reader sees it: a price in its currency, a point as degrees, hours as rows, the entries of a
 * list fact one after the other.
 */
function valueText(locale: Locale, field: string, value: unknown, none: string, diagnostic: (value: string) => string) {
  if (value === null || value === undefined || value === "") return none;
  if (typeof value === "string") return value;
  const entries = proposalEntries(field, value, diagnostic);
  if (entries) return entries.length ? entries.join("; ") : none;
  if (Array.isArray(value)) return value.map(String).join(", ");
  if (field === "price" && isRecord(value) && typeof value.amount === "number") {
    if (typeof value.currency !== "string") return formatNumber(locale, value.amount);
    try {
      return formatPrice(locale, value.amount, value.currency);
    } catch {
      return `${formatNumber(locale, value.amount)} ${value.currency}`;
    }
  }
  if (field === "coordinates" && isRecord(value) && typeof value.lat === "number" && typeof value.lng === "number")
    return `${formatNumber(locale, value.lat, { maximumFractionDigits: 5 })}, ${formatNumber(locale, value.lng, { maximumFractionDigits: 5 })}`;
  if (field === "openingHours" && isRecord(value) && Array.isArray(value.hours))
    return value.hours
      .filter(isRecord)
      .map(
        (row) =>
          `${Array.isArray(row.days) ? row.days.map((day) => weekday(locale, day)).join(", ") : ""} ${String(row.opens)}–${String(row.closes)}`,
      )
      .join("; ");
  return JSON.stringify(value);
}

function ProposalRow({
  proposal,
  busy,
  onDecide,
}: {
  proposal: Proposal;
  busy: boolean;
  onDecide: (decision: "accept" | "reject", ids?: string[]) => void;
}) {
  const t = useTranslations("owner.proposals");
  const facts = useTranslations("facts");
  const locale = useLocale();
  const label = isProposalField(proposal.field) ? t(`fields.${proposal.field}`) : proposal.field;
  const diagnostic = (value: string) => {
    const key = `options.diagnostics.${value}` as Parameters<typeof facts>[0];
    return facts.has(key) ? facts(key) : value;
  };
  return (
    <li className="py-4" data-testid="owner-proposal" data-field={proposal.field}>
      <p className="font-medium text-slate-900">{label}</p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-slate-600">{t("current")}</dt>
        <dd className="break-words text-slate-900" data-testid="owner-proposal-current">
          {valueText(locale, proposal.field, proposal.currentValue, t("empty"), diagnostic)}
        </dd>
        <dt className="text-slate-600">{t("proposed")}</dt>
        <dd className="break-words font-medium text-slate-900" data-testid="owner-proposal-value">
          {valueText(locale, proposal.field, proposal.proposedValue, t("empty"), diagnostic)}
        </dd>
        <dt className="text-slate-600">{t("source")}</dt>
        <dd className="break-words" data-testid="owner-proposal-source">
          <a href={proposal.sourceUrl} rel="nofollow noopener noreferrer" className="text-link">
            {proposal.sourceUrl}
          </a>{" "}
          <span className="text-slate-600">{t("seen", { date: formatDate(locale, proposal.seenAt) })}</span>
        </dd>
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={busy}
          onClick={() => onDecide("accept", [proposal.id])}
          aria-label={t("acceptField", { field: label })}
          data-testid="owner-proposal-accept"
        >
          {t("accept")}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => onDecide("reject", [proposal.id])}
          aria-label={t("dismissField", { field: label })}
          data-testid="owner-proposal-dismiss"
        >
          {t("dismiss")}
        </Button>
      </div>
    </li>
  );
}

/**
 * What the listing's own website says that differs from the listing: each change with the page it was read on and
 * the date, accepted (written and published like any edit) or dismissed by the owner.
 */
export function OwnerProposals({ listingId, proposals }: { listingId: string; proposals: Proposal[] }) {
  const t = useTranslations("owner.proposals");
  const problems = useTranslations("owner.problems");
  const local = useErrorText();
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function decide(decision: "accept" | "reject", ids?: string[]) {
    setBusy(true);
    try {
      await decideProposals(listingId, decision, ids);
      toast({ title: decision === "accept" ? t("accepted") : t("dismissed") });
      router.refresh();
    } catch (error) {
      toast({ variant: "destructive", title: t("failed"), description: local(problemText(error, problems)) });
    } finally {
      setBusy(false);
    }
  }

  if (!proposals.length) return <p className="text-sm text-slate-600">{t("none")}</p>;
  return (
    <div data-testid="owner-proposals">
      <p className="text-sm text-slate-700">{t("intro")}</p>
      <ul className="divide-y divide-slate-100">
        {proposals.map((proposal) => (
          <ProposalRow key={proposal.id} proposal={proposal} busy={busy} onDecide={decide} />
        ))}
      </ul>
      {proposals.length > 1 ? (
        <Button size="sm" disabled={busy} onClick={() => decide("accept")} data-testid="owner-proposal-accept-all">
          {t("acceptAll")}
        </Button>
      ) : null}
    </div>
  );
}
