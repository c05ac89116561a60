"use client";

import { useTranslations } from "next-intl";
import { useState, type ComponentType } from "react";
import { FavoritesTab } from "@/components/favorites/favorites-tab";
import { MyReviewsTab } from "@/components/reviews/my-reviews-tab";
import { SubscriptionsTab } from "@/components/subscriptions/subscriptions-tab";
import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon-names";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { isProfileTab, type ProfileTab } from "@/lib/account/profile-tabs";

/** Each tab's icon and panel, in the order they are shown. */
const TABS: readonly { tab: ProfileTab; icon: IconName; Panel: ComponentType }[] = [
  { tab: "favorites", icon: "heart", Panel: FavoritesTab },
  { tab: "subscriptions", icon: "bell-ring", Panel: SubscriptionsTab },
  { tab: "reviews", icon: "star", Panel: MyReviewsTab },
];

/** Favorites (default), Subscriptions, Reviews; the open tab is kept in the URL (?tab=) so links can open one. */
export function ProfileTabs({ initialTab }: { initialTab: ProfileTab }) {
  const [tab, setTab] = useState<ProfileTab>(initialTab);
  const t = useTranslations("profile.tabs");
  const choose = (value: string) => {
    if (!isProfileTab(value)) return;
    setTab(value);
    const url = new URL(window.location.href);
    url.searchParams.set("tab", value);
    window.history.replaceState(null, "", url);
  };
  return (
    <Tabs value={tab} onValueChange={choose}>
      <TabsList aria-label={t("label")}>
        {TABS.map(({ tab, icon }) => (
          <TabsTrigger key={tab} value={tab} data-testid={`tab-${tab}`}>
            <Icon name={icon} /> {t(tab)}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map(({ tab, Panel }) => (
        <TabsContent key={tab} value={tab}>
          <Panel />
        </TabsContent>
      ))}
    </Tabs>
  );
}
