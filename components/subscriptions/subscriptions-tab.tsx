"use client";

import { useTranslations } from "next-intl";
import { useEffect, type ReactNode } from "react";
import useSWR from "swr";
import { BusyList, useBusyItem } from "@/components/ui/busy-list";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadFailed } from "@/components/ui/load-failed";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, isUnauthorizedError, swrConfig } from "@/lib/api-client";
import type { SubscriptionView } from "@/lib/alerts/subscription-options";
import { SavedSearchesList } from "@/components/saved-searches/saved-searches-list";
import { signInAgain } from "./sign-in-again";
import { SubscriptionForm } from "./subscription-form";
import { SubscriptionItem } from "./subscription-item";

const LIST_KEY = "/api/subscriptions";
const itemUrl = (id: string) => `/api/subscriptions/${encodeURIComponent(id)}`;

function SubscriptionList({ children }: { children: ReactNode }) {
  const t = useTranslations("profile.subscriptions");
  return (
    <section aria-labelledby="subscriptions-heading" className="flex flex-col gap-3">
      <h2 id="subscriptions-heading" className="text-lg font-semibold text-slate-900">
        {t("yours")}
      </h2>
      {children}
    </section>
  );
}

/** The profile's Subscriptions tab: create location alerts, pause or resume them, delete them. */
export function SubscriptionsTab() {
  const { data, error, mutate } = useSWR<SubscriptionView[]>(LIST_KEY, swrConfig);
  const { busyId, whileBusy } = useBusyItem();
  const t = useTranslations("profile.subscriptions");
  const loggedOutTitle = t("unauthorized");
  const loggedOutText = t("loggingIn");
  const loggedOut = { title: loggedOutTitle, description: loggedOutText };

  useEffect(() => {
    if (isUnauthorizedError(error)) signInAgain({ title: loggedOutTitle, description: loggedOutText });
  }, [error, loggedOutTitle, loggedOutText]);

  /** Runs one subscription's change: its buttons wait meanwhile, and a refusal says `failed` (or asks to sign in). */
  const change = (subscription: SubscriptionView, failed: string, action: () => Promise<void>) =>
    whileBusy(subscription.id, async () => {
      try {
        await action();
      } catch (failure) {
        if (isUnauthorizedError(failure)) signInAgain(loggedOut);
        else toast({ variant: "destructive", title: t("error"), description: failed });
      }
    });

  const toggle = (subscription: SubscriptionView) =>
    change(subscription, t("updateFailed"), async () => {
      const updated = await apiRequest<SubscriptionView>("PUT", itemUrl(subscription.id), {
        active: !subscription.active,
      });
      await mutate((list) => list?.map((item) => (item.id === updated.id ? updated : item)), { revalidate: false });
      toast({ title: t("updated") });
    });

  const remove = async (subscription: SubscriptionView) => {
    if (!window.confirm(t("confirmDelete"))) return;
    await change(subscription, t("deleteFailed"), async () => {
      await apiRequest("DELETE", itemUrl(subscription.id));
      await mutate((list) => list?.filter((item) => item.id !== subscription.id), { revalidate: false });
      toast({ title: t("deleted") });
    });
  };

  const created = (subscription: SubscriptionView) =>
    void mutate((list) => [subscription, ...(list ?? [])], { revalidate: false });

  let list: ReactNode;
  if (error && !data) {
    list = (
      <LoadFailed
        message={t("loadFailed")}
        retryLabel={t("retry")}
        onRetry={() => void mutate()}
        testId="subscriptions-error"
      />
    );
  } else if (!data) {
    list = (
      <div role="status" aria-label={t("loading")} className="flex flex-col gap-3" data-testid="subscriptions-loading">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  } else if (data.length === 0) {
    list = (
      <EmptyState
        icon="bell-ring"
        title={t("emptyTitle")}
        text={t("emptyText")}
        testId="subscriptions-empty"
        titleAs="p"
      />
    );
  } else {
    list = (
      <BusyList items={data} busyId={busyId} testId="subscription-list">
        {(subscription, busy) => (
          <SubscriptionItem subscription={subscription} busy={busy} onToggle={toggle} onDelete={remove} />
        )}
      </BusyList>
    );
  }

  return (
    <div className="flex flex-col gap-8" data-testid="subscriptions-tab">
      <SubscriptionForm onCreated={created} />
      <SubscriptionList>{list}</SubscriptionList>
      <SavedSearchesList />
    </div>
  );
}
