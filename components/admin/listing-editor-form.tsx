"use client";

import type { FormEventHandler, ReactNode } from "react";
import { FormActions } from "@/components/ui/form-actions";
import type { AdminListing } from "@/lib/listings/editor-schema";
import type { ListingForm } from "./listing-form-fields";
import { listingFormValues } from "./listing-form-values";

/** The editor's words: a translator over a namespace that has these keys. */
type EditorCopy = (key: "formLabel" | "save" | "saving" | "discard", values?: { name: string }) => string;

type ListingEditorFormProps = {
  form: ListingForm;
  listing: AdminListing;
  onSubmit: FormEventHandler<HTMLFormElement>;
  t: EditorCopy;
  /** The form is `<testIdPrefix>-editor`, its save button `<testIdPrefix>-save`. */
  testIdPrefix: string;
  children: ReactNode;
};

/** One listing's edit form, as the admin and the owner use it: their sections, then Save and Discard changes. */
export function ListingEditorForm({ form, listing, onSubmit, t, testIdPrefix, children }: ListingEditorFormProps) {
  const { isSubmitting } = form.formState;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-6"
      data-testid={`${testIdPrefix}-editor`}
      aria-label={t("formLabel", { name: listing.name })}
    >
      {children}
      <FormActions
        busy={isSubmitting}
        submit={isSubmitting ? t("saving") : t("save")}
        testId={`${testIdPrefix}-save`}
        cancel={t("discard")}
        onCancel={() => form.reset(listingFormValues(listing))}
        cancelDisabled={isSubmitting}
      />
    </form>
  );
}
