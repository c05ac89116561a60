import Link from "next/link";
import { Button } from "@/components/ui/button";

/** Where a verified owner goes on from a claim: the owner dashboard. */
export function OwnerDashboardLink({ label }: { label: string }) {
  return (
    <div>
      <Button asChild>
        <Link href="/owner">{label}</Link>
      </Button>
    </div>
  );
}
