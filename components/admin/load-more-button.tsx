"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

type LoadMoreButtonProps = { loading: boolean; onLoadMore: () => void; testId?: string };

/** The next page of an admin list. */
export function LoadMoreButton({ loading, onLoadMore, testId }: LoadMoreButtonProps) {
  const t = useTranslations("admin.common");
  return (
    <Button variant="outline" className="self-center" onClick={onLoadMore} disabled={loading} data-testid={testId}>
      {loading ? t("loading") : t("loadMore")}
    </Button>
  );
}
