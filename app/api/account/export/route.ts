import { withUser } from "@/server/http/member-route";
import { exportAccount } from "@/server/account/data";

/** GET /api/account/export: everything stored about the member, as a JSON download. */
export const GET = withUser(
  async ({ user }) => {
    const day = new Date().toISOString().slice(0, 10);
    return Response.json(await exportAccount(user.id), {
      headers: {
        "cache-control": "no-store",
        "content-disposition": `attachment; filename="longevity-directory-account-${day}.json"`,
      },
    });
  },
  { rateLimit: "account" },
);
