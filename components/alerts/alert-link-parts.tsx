import Link from "next/link";
import type { ReactNode } from "react";
import { EmailLinkButton } from "@/components/email/email-link-button";
import { NewsletterStatusCard } from "@/components/newsletter/newsletter-status-card";
import { Button } from "@/components/ui/button";

/** 'clinics and labs near Berlin, Germany', for the confirmation pages of alert links. */
export function alertDescription({
  categories,
  placeName,
}: {
  categories: readonly string[];
  placeName: string;
}): string {
  const words =
    categories.length <= 1
      ? (categories[0] ?? "listings")
      : `${categories.slice(0, -1).join(", ")} and ${categories[categories.length - 1]}`;
  return `${words} in or near ${placeName}`;
}

export function ManageAlertsActions() {
  return (
    <>
      <Button asChild>
        <Link href="/profile?tab=subscriptions">Manage your alerts</Link>
      </Button>
      <Button asChild variant="outline">
        <Link href="/directory">Browse the directory</Link>
      </Button>
    </>
  );
}

export function InvalidAlertLink() {
  return (
    <NewsletterStatusCard tone="error" title="Invalid or expired link">
      <p>
        This link doesn&apos;t match any of your alerts. It may have been deleted already; you can manage your alerts on
        your profile.
      </p>
    </NewsletterStatusCard>
  );
}

export function ConfirmAlertLink({
  action,
  token,
  label,
}: {
  action: "pause" | "unsubscribe";
  token: string;
  label: string;
}): ReactNode {
  return (
    <EmailLinkButton endpoint={`/api/alerts/${action}`} token={token} label={label} testId={`confirm-${action}`} />
  );
}
