"use client";

import { useLocale, useTranslations } from "next-intl";
import { clearCompare } from "@/lib/compare/compare-store";
import { COMPARE_MIN, comparePath } from "@/lib/compare/compare-path";
import { withWording } from "@/components/i18n/with-wording";
import { localePath } from "@/lib/i18n/locales";
import { compareWording } from "./compare-wording";
import { useCompareItems } from "./use-compare";

/** The comparison bar itself: what is in the comparison, the link, and Clear. */
function CompareBarPanel() {
  const items = useCompareItems();
  const locale = useLocale();
  const t = useTranslations("compare.bar");
  if (!items.length) return null;
  const kind = items[0]!.kind;
  const ready = items.length >= COMPARE_MIN;
  return (
    <section aria-label={t("label")} className="compare-bar" data-testid="compare-bar">
      <p aria-live="polite">
        <b>{t("count", { kind, count: items.length })}</b> <span>{items.map((item) => item.name).join(", ")}</span>
      </p>
      <div>
        {ready ? (
          <a
            href={localePath(
              locale,
              comparePath(
                kind,
                items.map((item) => item.slug),
              ),
            )}
            className="btn btn-default btn-sm"
            data-testid="compare-link"
          >
            {t("compare", { count: items.length })}
          </a>
        ) : (
          <span className="text-xs">{t("addAnother", { kind })}</span>
        )}
        <button type="button" className="btn btn-ghost btn-sm" onClick={clearCompare}>
          {t("clear")}
        </button>
      </div>
    </section>
  );
}

/** The panel with the comparison's wording in `locale`, fetched with its code: pages ship no loader for it. */
export const CompareBarPanelWithWording = withWording(CompareBarPanel, compareWording);
