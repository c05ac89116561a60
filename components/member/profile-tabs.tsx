"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { FavoritesTab } from "@/components/favorites/favorites-tab";
import { MyReviewsTab } from "@/components/reviews/my-reviews-tab";
import { SubscriptionsTab } from "@/components/subscriptions/subscriptions-tab";
import { Icon } from "@/components/ui/icon";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { isProfileTab, type ProfileTab } from "@/lib/member/profile-tabs";

/** docs/product.md, Visitors: screens: Favorites (default), Subscriptions, Reviews; the open tab is kept in the URL (?tab=) so links can open one. */
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
        <TabsTrigger value="favorites" data-testid="tab-favorites">
          <Icon name="heart" /> {t("favorites")}
        </TabsTrigger>
        <TabsTrigger value="subscriptions" data-testid="tab-subscriptions">
          <Icon name="bell-ring" /> {t("subscriptions")}
        </TabsTrigger>
        <TabsTrigger value="reviews" data-testid="tab-reviews">
          <Icon name="star" /> {t("reviews")}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="favorites">
        <FavoritesTab />
      </TabsContent>
      <TabsContent value="subscriptions">
        <SubscriptionsTab />
      </TabsContent>
      <TabsContent value="reviews">
        <MyReviewsTab />
      </TabsContent>
    </Tabs>
  );
}
