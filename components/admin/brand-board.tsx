"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import useSWR from "swr";
import { swrConfig } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon-names";
import { EmptyState } from "@/components/ui/empty-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { splitBrands } from "@/lib/brands/moderation-format";
import type { AdminBrand } from "@/lib/brands/moderation-types";
import { ADMIN_BRANDS_PATH } from "./admin-api";
import { BrandReviewCard } from "./brand-review-card";

function Counter({ label, value, icon, testId }: { label: string; value: number; icon: IconName; testId: string }) {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <Icon name={icon} className="size-8 shrink-0 text-brand-600" />
      <div>
        <p className="text-sm text-slate-600">{label}</p>
        <p className="text-2xl font-bold text-slate-900" data-testid={testId}>
          {value}
        </p>
      </div>
    </div>
  );
}

type ListProps = { brands: AdminBrand[] | undefined; refetch: () => Promise<unknown>; empty: ReactNode };

function BrandList({ brands, refetch, empty }: ListProps) {
  const t = useTranslations("admin.brands");
  if (!brands) {
    return (
      <p role="status" className="py-10 text-center text-slate-600" data-testid="brands-loading">
        {t("loading")}
      </p>
    );
  }
  if (!brands.length) return empty;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {brands.map((brand) => (
        <BrandReviewCard key={brand.id} brand={brand} refetch={refetch} />
      ))}
    </div>
  );
}

const TABS = ["pending", "approved"] as const;
const EMPTY_ICON = { pending: "check-circle-2", approved: "badge-check" } as const satisfies Record<
  (typeof TABS)[number],
  IconName
>;

/** The counters and the two tabs: Pending Review (default) and Approved, refetched after every action. */
export function BrandBoard() {
  const t = useTranslations("admin.brands");
  const { data, error, mutate } = useSWR<AdminBrand[]>(ADMIN_BRANDS_PATH, swrConfig);
  const refetch = () => mutate();
  const { pending, approved, featuredCount } = splitBrands(data ?? []);
  const list = (brands: AdminBrand[]) => (data ? brands : undefined);
  const byTab = { pending, approved };

  if (error && !data) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm text-slate-700" data-testid="brands-error">
        <p>{t("loadFailed")}</p>
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          <Icon name="refresh-cw" /> {t("retry")}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <Counter label={t("pending")} value={pending.length} icon="clock" testId="count-pending" />
        <Counter label={t("approved")} value={approved.length} icon="check-circle-2" testId="count-approved" />
        <Counter label={t("featured")} value={featuredCount} icon="star" testId="count-featured" />
      </div>
      <Tabs defaultValue="pending">
        <TabsList aria-label={t("tabs")}>
          {TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab} data-testid={`tab-${tab}`}>
              {t(`${tab}Tab`, { count: byTab[tab].length })}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((tab) => (
          <TabsContent key={tab} value={tab} data-testid={`panel-${tab}`}>
            <BrandList
              brands={list(byTab[tab])}
              refetch={refetch}
              empty={
                <EmptyState
                  icon={EMPTY_ICON[tab]}
                  title={t(`${tab}EmptyTitle`)}
                  text={t(`${tab}EmptyText`)}
                  testId={`${tab}-empty`}
                />
              }
            />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
