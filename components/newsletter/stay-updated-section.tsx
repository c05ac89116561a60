import { Icon } from "@/components/ui/icon";
import { getLocale, getTranslations } from "next-intl/server";
import { floorForDisplay } from "@/server/stats/display";
import { newsletterCopy } from "./newsletter-copy";
import { LazyNewsletterForm } from "./lazy-newsletter-form";

/** Below this many members the count reads as thin; the line invites people instead of boasting. */
const MEMBERS_SHOWN_FROM = 10;

export async function StayUpdatedSection({ members }: { members: number }) {
  const [locale, t, copy] = await Promise.all([getLocale(), getTranslations("home.newsletter"), newsletterCopy()]);
  return (
    <section
      id="stay-updated"
      aria-labelledby="stay-updated-title"
      className="mx-auto scroll-mt-20 max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8"
    >
      <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-emerald-900 via-emerald-800 to-teal-800 px-6 py-12 shadow-xl sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-emerald-500/20 blur-3xl"
        />
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-300">
              <Icon name="bell-ring" aria-hidden="true" className="size-4" />
              {t("eyebrow")}
            </p>
            <h2 id="stay-updated-title" className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl">
              {t("title")}
            </h2>
            <p className="mt-3 max-w-lg text-emerald-50/90">{t("intro")}</p>
            <p
              className="mt-5 inline-flex items-center gap-2 text-sm font-medium text-white"
              data-testid="members-line"
            >
              <Icon name="users-round" aria-hidden="true" className="size-4 text-emerald-300" />
              {members >= MEMBERS_SHOWN_FROM
                ? t("members", { count: floorForDisplay(members, "full", locale) })
                : t("community")}
            </p>
          </div>
          <div>
            <LazyNewsletterForm source="home" tone="dark" copy={copy} />
            <p className="mt-1 flex items-center gap-1.5 text-xs text-emerald-100/80">
              <Icon name="shield-check" aria-hidden="true" className="size-3.5" />
              {t("promise")}
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
