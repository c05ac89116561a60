import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";

/** What happens after submitting. */
export async function SubmissionInfo() {
  const t = await getTranslations("add-brand");
  return (
    <div
      className="flex gap-3 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900"
      data-testid="submission-info"
    >
      <Icon name="info" className="mt-0.5 size-4 shrink-0" />
      <p>{t("submissionInfo")}</p>
    </div>
  );
}
