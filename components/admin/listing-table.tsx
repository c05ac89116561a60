"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import useSWRInfinite from "swr/infinite";
import { swrConfig } from "@/lib/api-client";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { DataTable } from "@/components/ui/data-table";
import { Input } from "@/components/ui/input";
import { LISTING_STATUSES } from "@/lib/listings/editor-fields";
import type { AdminListingPage } from "@/lib/listings/editor-schema";
import { LISTING_KINDS } from "@/lib/directory/kinds";
import { hostnameOf } from "@/lib/format";
import { STATUS_BADGE, useTimestamp } from "./listing-format";
import { LoadProblem } from "./load-problem";
import { LoadMoreButton } from "./load-more-button";

type Filters = { kind: string; status: string; search: string };

// Admin lists change under the admin's hands (edits, imports): always fetched afresh, never from SWR's cache.
const FRESH = { ...swrConfig, dedupingInterval: 0, revalidateOnMount: true, revalidateFirstPage: false } as const;

const SELECT_CLASS =
  "h-11 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 sm:h-10 sm:text-sm";

/** Every listing of any kind and status: search, filter by kind and status, open one in the editor. */
export function ListingTable() {
  const timestamp = useTimestamp();
  const t = useTranslations("admin.listings");
  const kinds = useTranslations("kinds.kinds");
  const statuses = useTranslations("listing-editor.statuses");
  const [filters, setFilters] = useState<Filters>({ kind: "", status: "", search: "" });
  const [searchText, setSearchText] = useState("");
  const { data, error, size, setSize, isLoading, isValidating } = useSWRInfinite<AdminListingPage>(
    (index, previous: AdminListingPage | null) =>
      previous && !previous.nextCursor ? null : ["/api/admin/listings", { ...filters, cursor: previous?.nextCursor }],
    FRESH,
  );
  const items = data?.flatMap((page) => page.items) ?? [];
  const hasMore = Boolean(data?.at(-1)?.nextCursor);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilters((current) => ({ ...current, search: searchText.trim() }));
  };

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={onSearch} className="flex flex-wrap items-end gap-3" role="search" aria-label={t("find")}>
        <label className="flex min-w-60 flex-1 flex-col gap-1 text-sm font-medium text-slate-900">
          {t("search")}
          <Input
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder={t("searchPlaceholder")}
            maxLength={200}
            data-testid="admin-listings-search"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-900">
          {t("kind")}
          <select
            className={SELECT_CLASS}
            value={filters.kind}
            onChange={(event) => setFilters((current) => ({ ...current, kind: event.target.value }))}
            data-testid="admin-listings-kind"
          >
            <option value="">{t("allKinds")}</option>
            {LISTING_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kinds(kind)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-900">
          {t("status")}
          <select
            className={SELECT_CLASS}
            value={filters.status}
            onChange={(event) => setFilters((current) => ({ ...current, status: event.target.value }))}
            data-testid="admin-listings-status"
          >
            <option value="">{t("anyStatus")}</option>
            {LISTING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statuses(status)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" data-testid="admin-listings-search-submit">
          <Icon name="search" /> {t("search")}
        </Button>
      </form>

      {error ? <LoadProblem what="listings" error={error} /> : null}

      <DataTable
        testId="admin-listings-table"
        columns={[
          t("name"),
          t("kind"),
          t("status"),
          t("website"),
          t("updated"),
          <span key="public-page" className="sr-only">
            {t("publicPage")}
          </span>,
        ]}
        footer={
          <>
            {!isLoading && !error && items.length === 0 ? (
              <p className="p-4 text-sm text-slate-600">{t("none")}</p>
            ) : null}
            {isLoading ? <p className="p-4 text-sm text-slate-600">{t("loading")}</p> : null}
          </>
        }
      >
        {items.map((listing) => (
          <tr key={listing.id} data-testid="admin-listing-row" data-listing-id={listing.id}>
            <td>
              <Link
                href={`/admin/listings/${listing.id}`}
                prefetch={false}
                className="font-medium text-emerald-800 hover:underline"
                data-testid="admin-listing-edit-link"
              >
                {listing.name}
              </Link>
              <div className="text-xs text-slate-500">{listing.slug}</div>
            </td>
            <td>{kinds(listing.kind)}</td>
            <td>
              <Badge variant={STATUS_BADGE[listing.status]}>{statuses(listing.status)}</Badge>
            </td>
            <td className="text-slate-600">{hostnameOf(listing.website) ?? "—"}</td>
            <td className="whitespace-nowrap text-slate-600">{timestamp(listing.updatedAt)}</td>
            <td>
              {listing.status === "published" ? (
                <a
                  href={listing.path}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 text-slate-600 hover:text-slate-900"
                  aria-label={t("publicPageOf", { name: listing.name })}
                >
                  <Icon name="external-link" />
                </a>
              ) : null}
            </td>
          </tr>
        ))}
      </DataTable>

      {hasMore ? (
        <LoadMoreButton loading={isValidating} onLoadMore={() => void setSize(size + 1)} testId="admin-listings-more" />
      ) : null}
    </div>
  );
}
