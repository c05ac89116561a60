import { AtSign, Briefcase, Camera, Music2, PlayCircle, ThumbsUp, type LucideIcon } from "lucide-react";
import { TrackClick } from "@/components/analytics/track-click";
import { OutboundLink } from "@/components/listing/outbound-link";
import { safeHttpUrl } from "@/lib/safe-url";

export type SocialNetwork = "instagram" | "facebook" | "twitter" | "linkedin" | "youtube" | "tiktok";

type SocialUrls = Partial<Record<`${SocialNetwork}Url`, string | null>>;

const NETWORKS: Record<SocialNetwork, { label: string; icon: LucideIcon }> = {
  instagram: { label: "Instagram", icon: Camera },
  facebook: { label: "Facebook", icon: ThumbsUp },
  twitter: { label: "Twitter", icon: AtSign },
  linkedin: { label: "LinkedIn", icon: Briefcase },
  youtube: { label: "YouTube", icon: PlayCircle },
  tiktok: { label: "TikTok", icon: Music2 },
};

export const ALL_NETWORKS: readonly SocialNetwork[] = ["instagram", "facebook", "twitter", "linkedin", "youtube", "tiktok"];

/** The networks of `networks` that have a usable http(s) URL, in that order. */
export function socialLinksOf(urls: SocialUrls, networks: readonly SocialNetwork[] = ALL_NETWORKS) {
  return networks.flatMap((network) => {
    const url = safeHttpUrl(urls[`${network}Url`]);
    return url ? [{ network, url }] : [];
  });
}

type SocialLinksProps = { urls: SocialUrls; networks?: readonly SocialNetwork[]; verified: boolean; name: string; trackCategory: string; trackLabel: string };

/** Outbound social profile links (tracked as social_{network}); renders nothing when there are none. */
export function SocialLinks({ urls, networks = ALL_NETWORKS, verified, name, trackCategory, trackLabel }: SocialLinksProps) {
  const links = socialLinksOf(urls, networks);
  if (!links.length) return null;
  return (
    <ul className="flex flex-col gap-2">
      {links.map(({ network, url }) => {
        const { label, icon: Icon } = NETWORKS[network];
        return (
          <li key={network}>
            <TrackClick action={`social_${network}`} category={trackCategory} label={trackLabel}>
              <OutboundLink
                href={url}
                verified={verified}
                aria-label={`${name} on ${label} (opens in a new tab)`}
                className="flex min-h-11 items-center gap-3 rounded-md border border-slate-200 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 sm:min-h-10"
              >
                <Icon className="size-4 text-brand-700" aria-hidden="true" />
                {label}
              </OutboundLink>
            </TrackClick>
          </li>
        );
      })}
    </ul>
  );
}
