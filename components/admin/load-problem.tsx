"use client";

import { useTranslations } from "next-intl";
import { useProblemDescription } from "./use-problem-description";

/** The admin lists' alert when a page of rows failed to load. */
export function LoadProblem({
  what,
  error,
}: {
  what: "listings" | "comparisons" | "reviews" | "audit";
  error: unknown;
}) {
  const t = useTranslations("admin.common");
  const problemDescription = useProblemDescription();
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {t("loadProblem", { what })} {problemDescription(error)}
    </p>
  );
}
