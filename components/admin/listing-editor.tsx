"use client";

import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/use-toast";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import {
  BOOLEAN_FIELDS,
  FORMATTED_FIELDS,
  KIND_LIST_FIELDS,
  LIST_FIELDS,
  LISTING_STATUSES,
  NUMBER_FIELDS,
  TEXT_FIELDS,
  type BooleanField,
  type ListField,
  type NumberField,
  type TextField,
} from "@/lib/admin/listing-fields";
import type { AdminListing, ListingEditFormValues, ListingEditInput } from "@/lib/admin/listing-schema";
import { KIND_LABELS } from "@/lib/directory/kinds";
import { problemDescription, saveListing } from "./admin-api";
import { ApiError } from "@/lib/api-client";
import { STATUS_BADGE, formatUtc } from "./listing-format";
import {
  ListingCheckbox,
  ListingFieldset,
  ListingSelect,
  ListingTextField,
  type ListingFormField,
} from "./listing-form-fields";

const resolver = lazyZodResolver<ListingEditFormValues, ListingEditInput>(() =>
  import("@/lib/admin/listing-schema").then((m) => m.listingEditSchema),
);

/** The stored listing as form values: blanks for nulls, lists as comma-separated text. */
function formValues(listing: AdminListing): ListingEditFormValues {
  const values: Record<string, string | boolean> = { name: listing.name, slug: listing.slug, status: listing.status };
  for (const field of [...(Object.keys(TEXT_FIELDS) as TextField[]), ...FORMATTED_FIELDS])
    values[field] = listing[field] ?? "";
  for (const field of Object.keys(NUMBER_FIELDS) as NumberField[])
    values[field] = listing[field] === null ? "" : String(listing[field]);
  for (const field of Object.keys(BOOLEAN_FIELDS) as BooleanField[]) values[field] = listing[field];
  for (const field of Object.keys(LIST_FIELDS) as ListField[]) values[field] = listing[field].join(", ");
  return values as ListingEditFormValues;
}

const text = (name: TextField) => ({ name, label: TEXT_FIELDS[name].label });

/** The admin's editor for one listing of any kind; saved through PATCH /api/admin/listings/{id} with the same schema. */
export function ListingEditor({ initial }: { initial: AdminListing }) {
  const [listing, setListing] = useState(initial);
  const form = useForm<ListingEditFormValues, unknown, ListingEditInput>({
    resolver,
    defaultValues: formValues(initial),
  });
  const { isSubmitting } = form.formState;

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
      const problemFields = error instanceof ApiError ? error.fields : {};
      const fields = Object.keys(problemFields).filter((field): field is ListingFormField => field in form.getValues());
      fields.forEach((field, index) =>
        form.setError(field, { message: problemFields[field]?.[0] }, { shouldFocus: index === 0 }),
      );
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

      <ListingFieldset legend="Basics">
        <ListingTextField form={form} name="name" label="Name" />
        <ListingTextField
          form={form}
          name="slug"
          label="Slug"
          hint={`The page's address: ${listing.path.replace(/[^/]+$/, "")}{slug}. Changing it makes the old address a 404.`}
        />
        <ListingSelect
          form={form}
          name="status"
          label="Status"
          options={LISTING_STATUSES}
          hint="Publishing shows it on the site and alerts members who subscribed to its place."
        />
        <ListingTextField form={form} {...text("category")} />
      </ListingFieldset>

      <ListingFieldset legend="Descriptions">
        <ListingTextField form={form} {...text("shortDescription")} rows={3} />
        <ListingTextField form={form} {...text("description")} rows={3} />
        <div className="sm:col-span-2">
          <ListingTextField form={form} {...text("longDescription")} rows={8} />
        </div>
      </ListingFieldset>

      <ListingFieldset legend="Links and contact">
        <ListingTextField form={form} name="website" label="Website" type="url" />
        <ListingTextField form={form} name="logoUrl" label="Logo URL" type="url" />
        <ListingTextField form={form} name="email" label="Email" type="email" />
        <ListingTextField form={form} name="phone" label="Phone" type="tel" />
      </ListingFieldset>

      <ListingFieldset legend="Place">
        <ListingTextField form={form} {...text("address")} />
        <ListingTextField form={form} {...text("city")} />
        <ListingTextField form={form} {...text("country")} />
        <ListingTextField form={form} {...text("region")} hint="Europe, North America, Asia or Worldwide" />
        <ListingTextField form={form} name="lat" label="Latitude" inputMode="decimal" />
        <ListingTextField form={form} name="lng" label="Longitude" inputMode="decimal" />
      </ListingFieldset>

      <ListingFieldset legend="Details">
        <ListingTextField form={form} {...text("brand")} />
        <ListingTextField form={form} name="price" label="Price" inputMode="decimal" />
        <ListingTextField form={form} name="currency" label="Currency" hint="3 letters, e.g. EUR" />
        {KIND_LIST_FIELDS[listing.kind].map((field) => (
          <ListingTextField
            key={field}
            form={form}
            name={field}
            label={LIST_FIELDS[field]}
            hint="Separate values with commas"
          />
        ))}
      </ListingFieldset>

      <fieldset className="flex flex-wrap gap-x-6 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Badges</legend>
        {(Object.keys(BOOLEAN_FIELDS) as BooleanField[]).map((field) => (
          <ListingCheckbox key={field} form={form} name={field} label={BOOLEAN_FIELDS[field]} />
        ))}
      </fieldset>

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
