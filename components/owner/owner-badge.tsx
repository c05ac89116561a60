import { getLocale, getTranslations } from "next-intl/server";
import { BADGE_HEIGHT, BADGE_THEMES, badgePath } from "@/lib/badges/badge-path";
import { detailRouteOf, listingPath, type ListingKind } from "@/lib/directory/kinds";
import { localePath } from "@/lib/i18n/locales";
import { absoluteUrl, SITE_NAME } from "@/lib/site";
import { listingBadge } from "@/server/listings/read/listing-badge";

type OwnerBadgeProps = { listing: { kind: ListingKind; slug: string } };

/**
 * The "Listed on" badge in both themes, each with the plain link-and-image HTML an owner pastes into their site: no
 * script, so it works wherever HTML does. A read-only text field, so it can be selected and copied without JavaScript.
 */
export async function OwnerBadge({ listing }: OwnerBadgeProps) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("badges")]);
  const href = absoluteUrl(localePath(locale, listingPath(listing)));
  const alt = t("alt", { site: SITE_NAME });
  const themes = await Promise.all(
    BADGE_THEMES.map(async (theme) => {
      const badge = await listingBadge(detailRouteOf(listing.kind), listing.slug, locale, theme);
      const src = absoluteUrl(badgePath(locale, theme, listing));
      const width = badge?.width ?? 0;
      const snippet = `<a href="${href}"><img src="${src}" alt="${alt}" width="${width}" height="${BADGE_HEIGHT}"></a>`;
      return { theme, src, width, snippet };
    }),
  );
  return (
    <div className="flex flex-col gap-4" data-testid="owner-badge">
      <p className="text-sm text-slate-700">{t("intro")}</p>
      {themes.map(({ theme, src, width, snippet }) => (
        <div key={theme} className="flex flex-col gap-2">
          <div className={theme === "dark" ? "rounded-md bg-slate-900 p-3" : "rounded-md bg-slate-50 p-3"}>
            {/* eslint-disable-next-line @next/next/no-img-element -- the very image other sites embed, as they see it */}
            <img src={src} alt={`${alt} (${t(theme)})`} width={width} height={BADGE_HEIGHT} />
          </div>
          <label className="text-sm font-medium text-slate-800" htmlFor={`badge-snippet-${theme}`}>
            {t("snippet", { theme: t(theme) })}
          </label>
          <textarea
            id={`badge-snippet-${theme}`}
            readOnly
            rows={3}
            value={snippet}
            className="w-full rounded-md border border-slate-300 bg-white p-2 font-mono text-xs text-slate-800"
            data-testid={`badge-snippet-${theme}`}
          />
        </div>
      ))}
    </div>
  );
}
