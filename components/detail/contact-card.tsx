import { Icon } from "@/components/ui/icon";
import { useTranslations } from "next-intl";
import type { IconName } from "@/components/ui/icon-names";
import type { ReactNode } from "react";
import { TrackClick } from "@/components/analytics/track-click";
import { OutboundLink } from "@/components/listing/outbound-link";
import { hostnameOf } from "@/lib/format";
import { safeHttpUrl } from "@/lib/safe-url";
import { DetailSection } from "./detail-section";
import { mailHref, telHref } from "@/lib/listings/detail-format";

type ContactListing = {
  kind: string;
  slug: string;
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  verified: boolean;
};

function Row({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <Icon name={icon} className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
      <span className="sr-only">{label}: </span>
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

/** Address, phone, email and website; nothing when the listing has none of them. */
export function ContactCard({ listing }: { listing: ContactListing }) {
  const tel = telHref(listing.phone);
  const mail = mailHref(listing.email);
  const website = safeHttpUrl(listing.website);
  const address = listing.address?.trim();
  const t = useTranslations("detail");
  if (!address && !tel && !mail && !website) return null;
  return (
    <DetailSection title={t("sections.contact")} icon={"phone"} testId="contact">
      <ul className="flex flex-col gap-3 text-sm">
        {address ? (
          <Row icon={"map-pin"} label={t("labels.address")}>
            <address className="not-italic">{address}</address>
          </Row>
        ) : null}
        {tel && listing.phone ? (
          <Row icon={"phone"} label={t("labels.phone")}>
            <a href={tel} className="font-medium text-brand-700 hover:underline">
              {listing.phone.trim()}
            </a>
          </Row>
        ) : null}
        {mail && listing.email ? (
          <Row icon={"mail"} label={t("labels.email")}>
            <a href={mail} className="font-medium text-brand-700 hover:underline">
              {listing.email.trim()}
            </a>
          </Row>
        ) : null}
        {website ? (
          <Row icon={"globe"} label={t("labels.website")}>
            <TrackClick action="visit_website" category={listing.kind} label={listing.slug}>
              <OutboundLink
                href={website}
                verified={listing.verified}
                className="font-medium text-brand-700 hover:underline"
              >
                {hostnameOf(website) ?? website}
                <span className="sr-only"> {t("cta.newTab")}</span>
              </OutboundLink>
            </TrackClick>
          </Row>
        ) : null}
      </ul>
    </DetailSection>
  );
}
