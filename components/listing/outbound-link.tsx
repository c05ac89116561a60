import type { ComponentProps } from "react";
import { outboundRel, safeHttpUrl } from "@/lib/safe-url";

type OutboundLinkProps = Omit<ComponentProps<"a">, "href" | "rel" | "target"> & {
  href: string | null | undefined;
  verified?: boolean;
};

/** A link off the site: new tab, safe rel, and nothing at all when the URL is not http(s). */
export function OutboundLink({ href, verified = false, children, ...rest }: OutboundLinkProps) {
  const url = safeHttpUrl(href);
  if (!url) return null;
  return (
    <a href={url} target="_blank" rel={outboundRel(verified)} {...rest}>
      {children}
    </a>
  );
}
