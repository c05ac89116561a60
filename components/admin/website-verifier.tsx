"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api-client";
import { formatNumber } from "@/lib/i18n/format";
import { isProposalField, proposalEntries } from "@/lib/verifier/proposal-fields";
import type { ListingProposals, VerifierProgress } from "@/server/verifier";
import { useProblemDescription } from "./use-problem-description";

const RUN_PATH = "/api/admin/verification";
const PROPOSALS_PATH = "/api/admin/verification/proposals";

/** A proposal's value: a list fact's entries one after the other (diagnostics by their names), else as stored. */
function shown(field: string, value: unknown, diagnostic: (value: string) => string): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "string") return value;
  const entries = proposalEntries(field, value, diagnostic);
  if (entries) return entries.length ? entries.join("; ") : "—";
  if (Array.isArray(value)) return value.join(", ");
  return JSON.stringify(value);
}

function useAction() {
  const router = useRouter();
  const describe = useProblemDescription();
  const [pending, setPending] = useState(false);
  const run = async (path: string, body: unknown) => {
    setPending(true);
    try {
      await apiRequest("POST", path, body);
      router.refresh();
    } catch (error) {
      toast({ title: describe(error), variant: "destructive" });
    } finally {
      setPending(false);
    }
  };
  return { pending, run };
}

function Progress({ progress }: { progress: VerifierProgress }) {
  const t = useTranslations("admin.verification");
  const locale = useLocale();
  const { pending, run } = useAction();
  const [listingId, setListingId] = useState("");
  const current = progress.run;
  const percent = current && current.due ? Math.round((current.done / current.due) * 100) : 0;
  return (
    <section className="mb-8" data-testid="verifier-progress">
      <h2 className="text-lg font-semibold mb-2">{t("runTitle")}</h2>
      {current ? (
        <>
          <div
            role="progressbar"
            aria-label={t("runTitle")}
            aria-valuemin={0}
            aria-valuemax={current.due}
            aria-valuenow={current.done}
            className="h-3 w-full rounded bg-muted overflow-hidden"
          >
            <div className="h-full bg-primary" style={{ width: `${percent}%` }} />
          </div>
          <p className="mt-2" data-testid="verifier-done">
            {t("done", { done: current.done, due: current.due, status: current.status })}{" "}
            {t("rate", { rate: formatNumber(locale, progress.ratePerMinute) })}{" "}
            {progress.remainingSeconds !== null
              ? t("remaining", { minutes: Math.ceil(progress.remainingSeconds / 60) })
              : null}
          </p>
          {progress.causes.length ? (
            <ul className="mt-2 text-sm" data-testid="verifier-causes">
              {progress.causes.map(({ cause, count }) => (
                <li key={cause}>
                  {cause}: {formatNumber(locale, count)}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <p>{t("noRun")}</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={pending}
          onClick={() => run(RUN_PATH, { action: "start" })}
          data-testid="verifier-start"
        >
          {t("start")}
        </Button>
        <Button size="sm" variant="outline" disabled={pending} onClick={() => run(RUN_PATH, { action: "pause" })}>
          {t("pause")}
        </Button>
        <Button size="sm" variant="outline" disabled={pending} onClick={() => run(RUN_PATH, { action: "resume" })}>
          {t("resume")}
        </Button>
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void run(RUN_PATH, { action: "check", listingId });
          }}
        >
          <input
            className="input"
            aria-label={t("listingId")}
            placeholder={t("listingId")}
            value={listingId}
            onChange={(event) => setListingId(event.target.value)}
          />
          <Button size="sm" variant="outline" type="submit" disabled={pending || !listingId}>
            {t("checkNow")}
          </Button>
        </form>
      </div>
    </section>
  );
}

function ListingProposalsCard({ listing }: { listing: ListingProposals }) {
  const t = useTranslations("admin.verification");
  const facts = useTranslations("facts");
  const diagnostic = (value: string) => {
    const key = `options.diagnostics.${value}` as Parameters<typeof facts>[0];
    return facts.has(key) ? facts(key) : value;
  };
  const { pending, run } = useAction();
  const decide = (decision: "accept" | "reject", ids?: string[]) =>
    run(PROPOSALS_PATH, { listingId: listing.listingId, decision, ...(ids ? { ids } : {}) });
  return (
    <li className="mb-6" data-testid="verifier-listing" data-listing-id={listing.listingId}>
      <h3 className="font-semibold">{listing.name}</h3>
      <table className="w-full text-sm">
        <thead>
          <tr>
            <th className="text-left">{t("field")}</th>
            <th className="text-left">{t("current")}</th>
            <th className="text-left">{t("proposed")}</th>
            <th className="text-left">{t("source")}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {listing.proposals.map((proposal) => (
            <tr key={proposal.id} data-testid="verifier-proposal" data-field={proposal.field}>
              <td>{isProposalField(proposal.field) ? t(`fields.${proposal.field}`) : proposal.field}</td>
              <td>
                <del>{shown(proposal.field, proposal.currentValue, diagnostic)}</del>
              </td>
              <td>
                <ins>{shown(proposal.field, proposal.proposedValue, diagnostic)}</ins>
              </td>
              <td>
                <a href={proposal.sourceUrl} rel="nofollow noopener noreferrer" target="_blank" className="text-link">
                  {t("seen", { date: new Date(proposal.seenAt).toISOString().slice(0, 10) })}
                </a>
              </td>
              <td className="whitespace-nowrap">
                <Button
                  size="sm"
                  disabled={pending}
                  onClick={() => decide("accept", [proposal.id])}
                  data-testid="proposal-accept"
                >
                  {t("accept")}
                </Button>{" "}
                <Button size="sm" variant="outline" disabled={pending} onClick={() => decide("reject", [proposal.id])}>
                  {t("reject")}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button
        size="sm"
        className="mt-2"
        disabled={pending}
        onClick={() => decide("accept")}
        data-testid="proposal-accept-all"
      >
        {t("acceptAll")}
      </Button>
    </li>
  );
}

/** The website verifier's run (progress, start, pause, resume, check one listing now) and its open proposals. */
export function WebsiteVerifier({ progress, listings }: { progress: VerifierProgress; listings: ListingProposals[] }) {
  const t = useTranslations("admin.verification");
  return (
    <div className="mb-10">
      <Progress progress={progress} />
      <section>
        <h2 className="text-lg font-semibold mb-2">{t("proposalsTitle")}</h2>
        {listings.length ? (
          <ul>
            {listings.map((listing) => (
              <ListingProposalsCard key={listing.listingId} listing={listing} />
            ))}
          </ul>
        ) : (
          <p>{t("noProposals")}</p>
        )}
      </section>
    </div>
  );
}
