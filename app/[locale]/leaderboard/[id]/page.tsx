import { detailRoutePage } from "@/app/_detail/detail-route-page";
import { LeaderboardDetail } from "@/components/detail/leaderboard-detail";

const page = detailRoutePage("leaderboard", LeaderboardDetail);

export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
