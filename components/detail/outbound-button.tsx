import type { ReactNode } from "react";
import { TrackClick } from "@/components/analytics/track-click";
import { OutboundLink } from "@/components/listing/outbound-link";
import { buttonVariants } from "@/components/ui/button";

type OutboundButtonProps = {
  /** The analytics action the click is counted as, e.g. visit_website. */
  action: string;
  listing: { kind: string; slug: string; verified: boolean };
  href: string;
  variant?: "outline";
  testId?: string;
  children: ReactNode;
};

/** A full-width, tracked button to the listing's own site. */
export function OutboundButton({ action, listing, href, variant, testId, children }: OutboundButtonProps) {
  return (
    <TrackClick action={action} category={listing.kind} label={listing.slug}>
      <OutboundLink
        href={href}
        verified={listing.verified}
        className={buttonVariants({ variant, className: "w-full" })}
        data-testid={testId}
      >
        {children}
      </OutboundLink>
    </TrackClick>
  );
}
