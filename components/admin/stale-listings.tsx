"use client";

import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import useSWRInfinite from "swr/infinite";
import { swrConfig } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { ColumnHeads } from "@/components/ui/column-heads";
import { LISTING_KINDS, type ListingKind } from "@/lib/directory/kinds";
import { formatNumber } from "@/lib/i18n/format";
import type { StaleListing } from "@/server/listings/read/admin-select";
import type { StaleListingPage } from "@/server/listings/facts/verification";
import { markVerified } from "./admin-api";
import { useTimestamp } from "./listing-format";
import { LoadProblem } from "./load-problem";
import { LoadMoreButton } from "./load-more-button";
import { useProblemDescription } from "./use-problem-description";

const FRESH = { ...swrConfig, dedupingInterval: 0, revalidateOnMount: true, revalidateFirstPage: false } as const;

function StaleRow({ listing, onVerify }: { listing: StaleListing; onVerify: () => Promise<void> }) {
  const timestamp = useTimestamp();
  const [pending, setPending] = useState(false);
  const t = useTranslations("admin.stale");
  const kinds = useTranslations("kinds.kinds");
  return (
    <tr data-testid="stale-listing" data-listing-id={listing.id}>
      <td className="py-2 pr-3">
        <Link href={`/admin/listings/${encodeURIComponent(listing.id)}`} prefetch={false} className="text-link">
          {listing.name}
        </Link>
      </td>
      <td className="py-2 pr-3">{kinds(listing.kind)}</td>
      <td className="py-2 pr-3">
        {listing.lastVerifiedAt ? `${timestamp(listing.lastVerifiedAt)} (${listing.verifiedBy})` : t("never")}
      </td>
      <td className="py-2 pr-3">
        {listing.sources.length ? (
          listing.sources.map((url) => (
            <a key={url} href={url} target="_blank" rel="noopener noreferrer" className="text-link mr-2">
              {new URL(url).hostname}
            </a>
          ))
        ) : (
          <a href={listing.path} target="_blank" rel="noopener noreferrer" className="text-link">
            {t("publicPage")}
          </a>
        )}
      </td>
      <td className="py-2">
        <Button
          size="sm"
          variant="outline"
          disabled={pending}
          data-testid="mark-verified"
          onClick={async () => {
            setPending(true);
            try {
              await onVerify();
            } finally {
              setPending(false);
            }
          }}
        >
          {t("markVerified")}
          <span className="sr-only"> {listing.name}</span>
        </Button>
      </td>
    </tr>
  );
}

/**
 * Listings whose facts were never verified or not in the last 12 months, oldest first. "Mark verified" is for after
 * checking the facts against their sources: they then count as verified today by our team (audit-logged).
 */
export function StaleListings() {
  const [kind, setKind] = useState<ListingKind | "">("");
  const t = useTranslations("admin.stale");
  const kinds = useTranslations("kinds.kinds");
  const locale = useLocale();
  const problemDescription = useProblemDescription();
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite<StaleListingPage>(
    (index, previous: StaleListingPage | null) =>
      previous && previous.nextOffset === null
        ? null
        : ["/api/admin/listings/stale", { kind: kind || undefined, offset: previous?.nextOffset ?? undefined }],
    FRESH,
  );
  const listings = data?.flatMap((page) => page.items) ?? [];

  const verify = async (listing: StaleListing) => {
    try {
      await markVerified(listing.id);
      toast({ title: t("verified"), description: t("verifiedText", { name: listing.name }) });
      await mutate();
    } catch (failure) {
      toast({ variant: "destructive", title: t("verifyFailed"), description: problemDescription(failure) });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <label className="flex items-center gap-2 text-sm text-slate-900">
        {t("kind")}
        <select
          value={kind}
          onChange={(event) => setKind(event.target.value as ListingKind | "")}
          className="h-11 rounded-md border border-slate-300 bg-white px-3 sm:h-9"
          data-testid="stale-kind"
        >
          <option value="">{t("allKinds")}</option>
          {LISTING_KINDS.map((value) => (
            <option key={value} value={value}>
              {kinds(value)}
            </option>
          ))}
        </select>
      </label>
      {data ? (
        <p className="text-sm text-slate-600" data-testid="stale-total">
          {t("total", { count: data[0]?.total ?? 0, formatted: formatNumber(locale, data[0]?.total ?? 0) })}
        </p>
      ) : null}
      {error ? <LoadProblem what="listings" error={error} /> : null}
      {isLoading ? <p className="text-sm text-slate-600">{t("loading")}</p> : null}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="stale-listings">
          <thead className="text-slate-600">
            <ColumnHeads
              className="py-2 pr-3"
              columns={[
                { label: t("listing") },
                { label: t("kind") },
                { label: t("lastVerified") },
                { label: t("checkAgainst") },
                { label: t("action"), hidden: true, className: "py-2" },
              ]}
            />
          </thead>
          <tbody className="divide-y divide-slate-100">
            {listings.map((listing) => (
              <StaleRow key={listing.id} listing={listing} onVerify={() => verify(listing)} />
            ))}
          </tbody>
        </table>
      </div>
      {data?.at(-1)?.nextOffset !== null && data?.length ? (
        <LoadMoreButton loading={isValidating} onLoadMore={() => void setSize(size + 1)} />
      ) : null}
    </div>
  );
}
