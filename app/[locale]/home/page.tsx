import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { LoggedOutRedirect } from "@/components/member/logged-out-redirect";
import { MemberHome } from "@/components/member/member-home";
import { NOINDEX } from "@/lib/seo/metadata";
import { currentMember } from "@/server/auth/member/current-member";
import { memberPlace } from "@/server/account/home-place";
import { getTrending } from "@/server/trending/queries";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("profile.home");
  return { title: t("metaTitle"), robots: NOINDEX };
}

// A member's own page: rendered per request (with a CSP nonce), never cached.
export const instant = false;

export default async function MemberHomePage() {
  await connection();
  const session = await currentMember();
  if (!session) return <LoggedOutRedirect returnTo="/home" />;
  const [place, trending] = await Promise.all([memberPlace(session.user.location), getTrending()]);
  return <MemberHome firstName={session.user.firstName} place={place} trending={trending} />;
}
