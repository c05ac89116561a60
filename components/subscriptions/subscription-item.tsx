"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import type { SubscriptionView } from "@/lib/alerts/subscription-options";

type Props = {
  subscription: SubscriptionView;
  busy: boolean;
  onToggle: (subscription: SubscriptionView) => void;
  onDelete: (subscription: SubscriptionView) => void;
};

/** One subscription: where and what it watches, Active or Paused, and its Pause/Resume and Delete actions. */
export function SubscriptionItem({ subscription, busy, onToggle, onDelete }: Props) {
  const { placeName, placeType, categories, active } = subscription;
  const t = useTranslations("profile.subscriptions");
  const categoryLabel = useTranslations("kinds.categories");
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="subscription-item"
      data-subscription-id={subscription.id}
    >
      <div className="flex min-w-0 flex-col gap-2">
        <p className="flex items-center gap-2 font-medium text-slate-900">
          <Icon name={placeType === "city" ? "map-pin" : "globe"} className="shrink-0 text-slate-500" />
          <span className="truncate" data-testid="subscription-place">
            {placeName}
          </span>
          <Badge variant={active ? "default" : "outline"} data-testid="subscription-status">
            {active ? t("active") : t("paused")}
          </Badge>
        </p>
        <p className="text-sm text-slate-600">
          {placeType === "city" ? t("withinCity") : t("inCountry")}:{" "}
          {categories.map((category) => categoryLabel(category)).join(", ")}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => onToggle(subscription)}
          data-testid="subscription-toggle"
        >
          <Icon name={active ? "clock" : "play"} />
          {active ? t("pause") : t("resume")}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          onClick={() => onDelete(subscription)}
          aria-label={t("deleteFor", { place: placeName })}
          data-testid="subscription-delete"
        >
          <Icon name="x" />
          {t("delete")}
        </Button>
      </div>
    </li>
  );
}
