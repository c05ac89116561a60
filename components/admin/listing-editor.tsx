"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/use-toast";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  listingEditSchema,
  type AdminListing,
  type ListingEditFormValues,
  type ListingEditInput,
} from "@/lib/listings/editor-schema";
import { markVerified, saveListing } from "./admin-api";
import { STATUS_BADGE, useTimestamp } from "./listing-format";
import { useFieldsProblem } from "./use-listing-errors";
import { ListingFormSections } from "./listing-form-sections";
import { ListingEditorForm } from "./listing-editor-form";
import { showFieldErrors, listingFormValues as formValues } from "./listing-form-values";
import { useProblemDescription } from "./use-problem-description";
import { HeldClaimsNotice } from "./held-claims-notice";
import type { HeldClaims } from "@/lib/listings/held-claims";

const resolver = zodResolver(listingEditSchema);

/** The admin's editor for one listing of any kind; saved through PATCH /api/admin/listings/{id} with the same schema. */
export function ListingEditor({ initial }: { initial: AdminListing }) {
  const timestamp = useTimestamp();
  const fieldsProblem = useFieldsProblem();
  const [listing, setListing] = useState(initial);
  const t = useTranslations("admin.editor");
  const kinds = useTranslations("kinds.kinds");
  const statuses = useTranslations("listing-editor.statuses");
  const problemDescription = useProblemDescription();
  const form = useForm<ListingEditFormValues, unknown, ListingEditInput>({
    resolver,
    defaultValues: formValues(initial),
  });
  const { isSubmitting } = form.formState;
  const [verifying, setVerifying] = useState(false);
  const [held, setHeld] = useState<HeldClaims | null>(null);

  const verify = async () => {
    setVerifying(true);
    try {
      const result = await markVerified(listing.id);
      setListing((current) => ({ ...current, ...result }));
      toast({ title: t("verified"), description: t("verifiedText") });
    } catch (error) {
      toast({ variant: "destructive", title: t("verifyFailed"), description: problemDescription(error) });
    } finally {
      setVerifying(false);
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await saveListing(listing.id, { ...values, expectedUpdatedAt: listing.updatedAt });
      setListing(result.listing);
      setHeld(result.held);
      form.reset(formValues(result.listing));
      const description = result.published
        ? t("published")
        : result.changed.length
          ? t("changed", { fields: result.changed.join(", ") })
          : t("nothingChanged");
      toast({ title: result.changed.length || result.held ? t("saved") : t("noChanges"), description });
    } catch (error) {
      showFieldErrors(form, error);
      toast({
        variant: "destructive",
        title: t("saveFailed"),
        description: fieldsProblem(error) ?? problemDescription(error),
      });
    }
  });

  return (
    <ListingEditorForm form={form} listing={listing} onSubmit={onSubmit} t={t} testIdPrefix="listing">
      {held ? <HeldClaimsNotice held={held} testId="listing-held-claims" /> : null}
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
        <Badge variant="outline">{kinds(listing.kind)}</Badge>
        <Badge variant={STATUS_BADGE[listing.status]} data-testid="listing-status-badge">
          {statuses(listing.status)}
        </Badge>
        <span>{t("origin", { origin: listing.origin })}</span>
        <span>{t("updated", { date: timestamp(listing.updatedAt) })}</span>
        <span data-testid="listing-rating">
          {listing.reviewCount
            ? t("rated", { rating: listing.rating ?? 0, count: listing.reviewCount })
            : t("noReviews")}
        </span>
        {listing.status === "published" ? (
          <a
            href={listing.path}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-emerald-800 hover:underline"
            data-testid="listing-public-link"
          >
            {t("publicPage")} <Icon name="external-link" />
          </a>
        ) : null}
        <Link
          href={`/admin/audit?entityType=listing&entityId=${encodeURIComponent(listing.id)}`}
          prefetch={false}
          className="text-emerald-800 hover:underline"
        >
          {t("history")}
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
                ? t("verifiedOn", { date: timestamp(listing.lastVerifiedAt), by: listing.verifiedBy ?? "admin" })
                : t("notVerified")}
            </span>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={verifying || isSubmitting || form.formState.isDirty}
              onClick={() => void verify()}
              data-testid="listing-mark-verified"
            >
              {t("markVerified")}
            </Button>
            {form.formState.isDirty ? <span className="text-xs text-slate-500">{t("saveFirst")}</span> : null}
          </div>
        }
      />
    </ListingEditorForm>
  );
}
