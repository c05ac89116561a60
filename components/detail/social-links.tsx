import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon-names";
import { TrackClick } from "@/components/analytics/track-click";
import { OutboundLink } from "@/components/listing/outbound-link";
import { safeHttpUrl } from "@/lib/safe-url";
import { DetailSection } from "./detail-section";

export type SocialNetwork = "instagram" | "facebook" | "twitter" | "linkedin" | "youtube" | "tiktok";

type SocialUrls = Partial<Record<`${SocialNetwork}Url`, string | null>>;

const NETWORKS: Record<SocialNetwork, { label: string; icon: IconName }> = {
  instagram: { label: "Instagram", icon: "camera" },
  facebook: { label: "Facebook", icon: "thumbs-up" },
  twitter: { label: "Twitter", icon: "at-sign" },
  linkedin: { label: "LinkedIn", icon: "briefcase" },
  youtube: { label: "YouTube", icon: "play-circle" },
  tiktok: { label: "TikTok", icon: "music-2" },
};

const ALL_NETWORKS: readonly SocialNetwork[] = ["instagram", "facebook", "twitter", "linkedin", "youtube", "tiktok"];

/** The networks of `networks` that have a usable http(s) URL, in that order. */
function socialLinksOf(urls: SocialUrls, networks: readonly SocialNetwork[] = ALL_NETWORKS) {
  return networks.flatMap((network) => {
    const url = safeHttpUrl(urls[`${network}Url`]);
    return url ? [{ network, url }] : [];
  });
}

type SocialLinksProps = {
  urls: SocialUrls;
  networks?: readonly SocialNetwork[];
  verified: boolean;
  name: string;
  trackCategory: string;
  trackLabel: string;
};

/** Outbound social profile links (tracked as social_{network}); renders nothing when there are none. */
function SocialLinks({ urls, networks = ALL_NETWORKS, verified, name, trackCategory, trackLabel }: SocialLinksProps) {
  const links = socialLinksOf(urls, networks);
  if (!links.length) return null;
  return (
    <ul className="flex flex-col gap-2">
      {links.map(({ network, url }) => {
        const { label, icon } = NETWORKS[network];
        return (
          <li key={network}>
            <TrackClick action={`social_${network}`} category={trackCategory} label={trackLabel}>
              <OutboundLink
                href={url}
                verified={verified}
                aria-label={`${name} on ${label} (opens in a new tab)`}
                className="flex min-h-11 items-center gap-3 rounded-md border border-slate-200 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 sm:min-h-10"
              >
                <Icon name={icon} className="size-4 text-brand-700" aria-hidden="true" />
                {label}
              </OutboundLink>
            </TrackClick>
          </li>
        );
      })}
    </ul>
  );
}

type FollowSectionProps = {
  title: string;
  networks?: readonly SocialNetwork[];
  listing: SocialUrls & { verified: boolean; name: string; kind: string; slug: string };
};

/** The sidebar card of a listing's social profiles; renders nothing when it has none. */
export function FollowSection({ title, networks, listing }: FollowSectionProps) {
  if (!socialLinksOf(listing, networks).length) return null;
  return (
    <DetailSection title={title} icon={"share-2"} testId="social-links">
      <SocialLinks
        urls={listing}
        networks={networks}
        verified={listing.verified}
        name={listing.name}
        trackCategory={listing.kind}
        trackLabel={listing.slug}
      />
    </DetailSection>
  );
}
