import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LazyAddBrandForm } from "@/components/brands/lazy-add-brand-form";
import { IntlIsland } from "@/components/i18n/intl-island";
import { optionLabelIn } from "@/lib/listings/option-labels";
import { SubmissionInfo } from "@/components/brands/submission-info";
import { localizedMetadata } from "@/lib/seo/localized-metadata";
import { BRAND_CATEGORIES } from "@/lib/directory/filters";
import { paymentsEnabled } from "@/server/payments";

const PATH = "/addnew";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("add-brand.meta");
  return localizedMetadata({ title: t("title"), description: t("description"), path: PATH });
}

/** The Add Brand screen: a prerendered shell; the form (captcha, enrichment, submit) is a client island. */
export default async function AddBrandPage() {
  const [t, options] = await Promise.all([getTranslations("add-brand"), getTranslations("options")]);
  const categories = BRAND_CATEGORIES.map(({ value }) => ({
    value,
    label: optionLabelIn(options, value, [BRAND_CATEGORIES]),
  }));
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-14">
      <header className="mb-8">
        <h1 className="page-title">{t("title")}</h1>
        <p className="mt-3 text-base text-slate-600">{t("intro")}</p>
      </header>
      <div className="flex flex-col gap-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <IntlIsland
          namespaces={
            paymentsEnabled()
              ? ["add-brand", "captcha", "listing-editor.messages", "payments"]
              : ["add-brand", "captcha", "listing-editor.messages"]
          }
        >
          <LazyAddBrandForm categories={categories} expedite={paymentsEnabled()} />
        </IntlIsland>
        <SubmissionInfo />
      </div>
    </div>
  );
}
