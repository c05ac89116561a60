import { redirect } from "next/navigation";
import { connection } from "next/server";

// /admin itself has nothing to show: the review page (which Proxy and the page's own check guard).
export const instant = false;

export default async function AdminPage() {
  await connection();
  redirect("/admin/review");
}
