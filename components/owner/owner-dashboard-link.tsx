import Link from "next/link";
import { Button } from "@/components/ui/button";

/** Where a verified owner goes on from a claim: the owner dashboard. */
export function OwnerDashboardLink() {
  return (
    <div>
      <Button asChild>
        <Link href="/owner">Open your owner dashboard</Link>
      </Button>
    </div>
  );
}
