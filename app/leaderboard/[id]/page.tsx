import type { Metadata } from "next";
import { detailPageMetadata, loadDetail } from "@/components/detail/detail-data";
import { LeaderboardDetail } from "@/components/detail/leaderboard-detail";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return detailPageMetadata("leaderboard", (await params).id);
}

export default async function LeaderboardPage({ params }: Props) {
  const data = await loadDetail("leaderboard", (await params).id);
  return <LeaderboardDetail {...data} />;
}
