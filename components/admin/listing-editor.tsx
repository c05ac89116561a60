"use client";

import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/use-toast";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import type { AdminListing, ListingEditFormValues, ListingEditInput } from "@/lib/admin/listing-schema";
import { KIND_LABELS } from "@/lib/directory/kinds";
import { markVerified, problemDescription, saveListing } from "./admin-api";
import { STATUS_BADGE, formatUtc } from "./listing-format";
import { ListingFormSections } from "./listing-form-sections";
import { showFieldErrors, listingFormValues as formValues } from "./listing-form-values";

const resolver = lazyZodResolver<ListingEditFormValues, ListingEditInput>(() =>
  import("@/lib/admin/listing-schema").then((m) => m.listingEditSchema),
);

/** The admin's editor for one listing of any kind; saved through PATCH /api/admin/listings/{id} with the same schema. */
export function ListingEditor({ initial }: { initial: AdminListing }) {
  const [listing, setListing] = useState(initial);
  const form = useForm<ListingEditFormValues, unknown, ListingEditInput>({
    resolver,
    defaultValues: formValues(initial),
  });
  const { isSubmitting } = form.formState;
  const [verifying, setVerifying] = useState(false);

  const verify = async () => {
    setVerifying(true);
    try {
      const result = await markVerified(listing.id);
      setListing((current) => ({ ...current, ...result }));
      toast({ title: "Marked verified", description: "Its facts count as verified today by our team." });
    } catch (error) {
      toast({ variant: "destructive", title: "Could not mark it verified", description: problemDescription(error) });
    } finally {
      setVerifying(false);
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await saveListing(listing.id, { ...values, expectedUpdatedAt: listing.updatedAt });
      setListing(result.listing);
      form.reset(formValues(result.listing));
      const description = result.published
        ? "It is now published."
        : result.changed.length
          ? `Changed: ${result.changed.join(", ")}.`
          : "Nothing had changed.";
      toast({ title: result.changed.length ? "Listing saved" : "No changes", description });
    } catch (error) {
      showFieldErrors(form, error);
      toast({ variant: "destructive", title: "Could not save the listing", description: problemDescription(error) });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-6"
      data-testid="listing-editor"
      aria-label={`Edit ${listing.name}`}
    >
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
        <Badge variant="outline">{KIND_LABELS[listing.kind]}</Badge>
        <Badge variant={STATUS_BADGE[listing.status]} data-testid="listing-status-badge">
          {listing.status}
        </Badge>
        <span>Origin: {listing.origin}</span>
        <span>Updated {formatUtc(listing.updatedAt)}</span>
        <span data-testid="listing-rating">
          {listing.reviewCount
            ? `Rated ${listing.rating} from ${listing.reviewCount} member review${listing.reviewCount === 1 ? "" : "s"}`
            : "No member reviews yet"}
        </span>
        {listing.status === "published" ? (
          <a
            href={listing.path}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-emerald-800 hover:underline"
            data-testid="listing-public-link"
          >
            View public page <Icon name="external-link" />
          </a>
        ) : null}
        <Link
          href={`/admin/audit?entityType=listing&entityId=${encodeURIComponent(listing.id)}`}
          prefetch={false}
          className="text-emerald-800 hover:underline"
        >
          History
        </Link>
      </div>

      <ListingFormSections
        form={form}
        kind={listing.kind}
        path={listing.path}
        contentLocale={listing.contentLocale}
        factsFooter={
          <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700 sm:col-span-2">
            <span data-testid="listing-verification">
              {listing.lastVerifiedAt
                ? `Verified ${formatUtc(listing.lastVerifiedAt)} by ${listing.verifiedBy ?? "admin"}`
                : "Not yet verified"}
            </span>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={verifying || isSubmitting || form.formState.isDirty}
              onClick={() => void verify()}
              data-testid="listing-mark-verified"
            >
              Mark verified
            </Button>
            {form.formState.isDirty ? <span className="text-xs text-slate-500">Save your changes first</span> : null}
          </div>
        }
      />

      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting} data-testid="listing-save">
          {isSubmitting ? <Icon name="loader-2" className="animate-spin" /> : null}
          {isSubmitting ? "Saving…" : "Save changes"}
        </Button>
        <Button type="button" variant="ghost" disabled={isSubmitting} onClick={() => form.reset(formValues(listing))}>
          Discard changes
        </Button>
      </div>
    </form>
  );
}
