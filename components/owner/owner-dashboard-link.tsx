import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** Where a verified owner goes on from a claim: the owner dashboard. */
export function OwnerDashboardLink() {
  const t = useTranslations("owner.claim");
  return (
    <div>
      <Button asChild>
        <Link href="/owner">{t("dashboard")}</Link>
      </Button>
    </div>
  );
}
