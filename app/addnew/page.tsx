import type { Metadata } from "next";
import { LazyAddBrandForm } from "@/components/brands/lazy-add-brand-form";
import { SubmissionInfo } from "@/components/brands/submission-info";
import { pageMetadata } from "@/lib/seo/metadata";

const PATH = "/addnew";

export const metadata: Metadata = pageMetadata({
  title: "Add a Brand",
  description:
    "Submit a health, wellness or longevity brand to the directory by its website. We gather its details and review it within 24-48 hours.",
  path: PATH,
});

/** docs/product.md, Admin: screens Add-brand screen: a prerendered shell; the form (captcha, enrichment, submit) is a client island. */
export default function AddBrandPage() {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-14">
      <header className="mb-8">
        <h1 className="page-title">Add Your Brand</h1>
        <p className="mt-3 text-base text-slate-600">
          Tell us a brand&apos;s website and category. We gather its details automatically, and our team reviews it
          before it is listed.
        </p>
      </header>
      <div className="flex flex-col gap-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <LazyAddBrandForm />
        <SubmissionInfo />
      </div>
    </div>
  );
}
