"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ListingFormSections } from "@/components/admin/listing-form-sections";
import { listingFormValues, showFieldErrors } from "@/components/admin/listing-form-values";
import { ListingEditorForm } from "@/components/admin/listing-editor-form";
import { toast } from "@/components/ui/use-toast";
import type { Biomarker } from "@/lib/biomarkers/catalogue";
import type { AdminListing, ListingEditFormValues, ListingEditInput } from "@/lib/listings/editor-schema";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  OWNER_EXCLUDED_FIELDS,
  OWNER_REVIEWED_FIELDS,
  type PendingChange,
  ownerListingEditSchema,
} from "@/lib/owners/listing-schema";
import type { Confirmation } from "@/server/listings/facts/verification";
import { ConfirmFacts } from "./confirm-facts";
import { problemText, saveOwnedListing } from "./owner-api";
import { useFieldsProblem } from "@/components/admin/use-listing-errors";
import { HeldClaimsNotice } from "@/components/admin/held-claims-notice";
import type { HeldClaims } from "@/lib/listings/held-claims";

// The owner's schema is the admin's less the directory's own fields: its output is a valid admin-form output.
const resolver = zodResolver(ownerListingEditSchema);

function PendingNotice({ pending }: { pending: PendingChange }) {
  const t = useTranslations("owner.editor");
  const changes = Object.entries(pending.after).map(([field, value]) => `${field}: ${value ?? t("none")}`);
  return (
    <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="owner-pending-change">
      {t("pending", { changes: changes.join("; ") })}
    </p>
  );
}

/** The owner's editor: the admin editor's fields less the directory's own, published at once when saved. */
export function OwnerListingEditor({
  initial,
  pending: initialPending,
  held: initialHeld = null,
  biomarkers,
}: {
  initial: AdminListing;
  pending: PendingChange | null;
  /** The owner's text held for a disease claim, as loaded. */
  held?: HeldClaims | null;
  /** The catalogue a lab's panels are picked from. */
  biomarkers?: readonly Biomarker[];
}) {
  const router = useRouter();
  const t = useTranslations("owner.editor");
  const problems = useTranslations("owner.problems");
  const fieldsProblem = useFieldsProblem();
  const [listing, setListing] = useState(initial);
  const [pending, setPending] = useState(initialPending);
  const [held, setHeld] = useState<HeldClaims | null>(initialHeld);
  const form = useForm<ListingEditFormValues, unknown, ListingEditInput>({
    resolver,
    defaultValues: listingFormValues(initial),
  });

  // The confirmation gives the listing a new version: the next save compares against it, not the loaded one.
  const confirmed = (confirmation: Confirmation) => setListing((current) => ({ ...current, ...confirmation }));

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await saveOwnedListing(listing.id, { ...values, expectedUpdatedAt: listing.updatedAt });
      setListing(result.listing);
      if (result.pending) setPending(result.pending);
      // A save that holds nothing leaves an earlier held text waiting, and shown.
      if (result.held) setHeld(result.held);
      form.reset(listingFormValues(result.listing));
      const published = result.changed.length ? t("published", { fields: result.changed.join(", ") }) : "";
      const review = result.pending || result.held ? t("waitsForReview") : "";
      toast({
        title: result.changed.length || result.pending || result.held ? t("saved") : t("noChanges"),
        description: [published, review].filter(Boolean).join(" ") || t("nothingChanged"),
      });
      router.refresh();
    } catch (error) {
      showFieldErrors(form, error);
      toast({
        variant: "destructive",
        title: t("saveFailed"),
        description: fieldsProblem(error) ?? problemText(error, problems),
      });
    }
  });

  return (
    <>
      <ConfirmFacts listing={listing} onConfirmed={confirmed} />
      <ListingEditorForm form={form} listing={listing} onSubmit={onSubmit} t={t} testIdPrefix="owner">
        {pending ? <PendingNotice pending={pending} /> : null}
        {held ? <HeldClaimsNotice held={held} testId="owner-held-claims" /> : null}
        <ListingFormSections
          biomarkers={biomarkers}
          form={form}
          kind={listing.kind}
          path={listing.path}
          contentLocale={listing.contentLocale}
          exclude={OWNER_EXCLUDED_FIELDS}
          reviewed={{ fields: OWNER_REVIEWED_FIELDS, hint: t("reviewedHint") }}
        />
      </ListingEditorForm>
    </>
  );
}
