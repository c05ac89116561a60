import { Icon } from "@/components/ui/icon";
import { getTranslations } from "next-intl/server";
import type { DirectoryStats } from "@/server/stats/queries";
import { HealthAssistant } from "@/components/assistant/health-assistant";
import { IntlIsland } from "@/components/i18n/intl-island";
import { HeroStats } from "./hero-stats";

export async function HomeHero({ stats }: { stats: DirectoryStats }) {
  const t = await getTranslations("home");
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative isolate overflow-hidden bg-gradient-to-b from-emerald-50 via-white to-white"
    >
      <div aria-hidden="true" className="absolute inset-x-0 -top-40 -z-10 flex justify-center blur-3xl">
        <div className="aspect-[3/2] w-[56rem] max-w-none bg-gradient-to-tr from-emerald-200 to-teal-100 opacity-50 [clip-path:ellipse(50%_40%_at_50%_50%)]" />
      </div>
      <div className="mx-auto flex max-w-7xl flex-col items-center px-4 pt-12 pb-10 text-center sm:px-6 sm:pt-20 sm:pb-14 lg:px-8">
        <p className="inline-flex items-center gap-1.5 rounded-full border border-emerald-200 bg-white/70 px-3 py-1 text-xs font-semibold tracking-wide text-emerald-800 uppercase">
          <Icon name="sparkles" aria-hidden="true" className="size-3.5" />
          {t("eyebrow")}
        </p>
        <h1
          id="home-hero-title"
          className="mt-5 max-w-3xl text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
        >
          {t.rich("title", { accent: (chunks) => <span className="text-emerald-700">{chunks}</span> })}
        </h1>
        <p className="mt-5 max-w-2xl text-base text-pretty text-slate-600 sm:text-lg">{t("intro")}</p>
        <div className="mt-8 flex w-full justify-center">
          <IntlIsland namespaces={["assistant"]}>
            <HealthAssistant />
          </IntlIsland>
        </div>
        <div className="mt-10 w-full sm:mt-12">
          <HeroStats stats={stats} />
        </div>
      </div>
    </section>
  );
}
