import type { Metadata } from "next";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { IntlIsland } from "@/components/i18n/intl-island";
import { AccountData } from "@/components/member/account-data";
import { LanguagePreference } from "@/components/member/language-preference";
import { LoggedOutRedirect } from "@/components/member/logged-out-redirect";
import { ProfileTabs } from "@/components/member/profile-tabs";
import { isProfileTab } from "@/lib/account/profile-tabs";
import { NOINDEX } from "@/lib/seo/metadata";
import { currentMember } from "@/server/auth/member/current-member";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("profile.meta"))("title"), robots: NOINDEX };
}

// A member's own data: rendered per request (with a CSP nonce), never cached.
export const instant = false;

type ProfileProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ProfilePage({ searchParams }: ProfileProps) {
  await connection();
  const session = await currentMember();
  const { tab } = await searchParams;
  if (!session)
    return (
      <LoggedOutRedirect returnTo={`/profile${typeof tab === "string" && isProfileTab(tab) ? `?tab=${tab}` : ""}`} />
    );
  const { user } = session;
  const t = await getTranslations("profile");
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("title")}</h1>
        <p className="text-slate-600" data-testid="profile-identity">
          {[user.firstName, user.lastName].filter(Boolean).join(" ")} · {user.email}
        </p>
      </header>
      <IntlIsland
        namespaces={["profile", "listing", "ranking.placement", "kinds", "compare", "options", "account.favoritesTab"]}
      >
        <ProfileTabs initialTab={isProfileTab(tab) ? tab : "favorites"} />
        <LanguagePreference current={user.locale} />
        <AccountData emailVerified={user.emailVerified} />
      </IntlIsland>
    </div>
  );
}
