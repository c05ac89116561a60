import { withPublic } from "@/server/http/route";
import { feedResponse } from "@/server/feeds";

export const GET = withPublic(({ params }) => feedResponse(params.locale, { type: "new" }, "atom"));
