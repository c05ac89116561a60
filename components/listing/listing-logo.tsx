"use client";

import { useCallback, useState } from "react";
import { fixedSizeSources } from "@/lib/images/optimized-image";
import { storedImageKey, storedImageSources } from "@/lib/images/stored-image";
import { optimizableImageUrl } from "@/lib/safe-url";
import { cn } from "@/lib/cn";

/** The directory card's logo size; its fallback tile is styled by .logo-tile-card (56 px). */
export const CARD_LOGO_SIZE = 56;

type ListingLogoProps = {
  name: string;
  src: string | null | undefined;
  size?: number;
  className?: string;
  priority?: boolean;
};

/** A listing's logo at a fixed size (no layout shift); a missing or broken image becomes an initial-letter tile. */
export function ListingLogo({ name, src, size = 56, className, priority = false }: ListingLogoProps) {
  const [broken, setBroken] = useState(false);
  // An image that failed before hydration fired its error event with no listener yet: look once it is attached.
  const checkLoaded = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0) setBroken(true);
  }, []);
  // Our own stored logos are resized by their route; other https logos by Next's optimizer.
  const storedKey = storedImageKey(src);
  const url = storedKey ?? optimizableImageUrl(src);
  if (!url || broken) {
    // The card size is a class (.logo-tile-card): dozens of cards per page need no style attributes.
    const card = size === CARD_LOGO_SIZE;
    return (
      <div
        style={card ? undefined : { width: size, height: size, fontSize: Math.round(size * 0.42) }}
        className={cn("logo-tile", card && "logo-tile-card", className)}
        aria-hidden="true"
      >
        {name.trim().charAt(0).toUpperCase() || "?"}
      </div>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the optimizer's URLs come from fixedSizeSources, without next/image's client code
    <img
      ref={checkLoaded}
      {...(storedKey ? storedImageSources(storedKey, size) : fixedSizeSources(url, size))}
      alt={`${name} logo`}
      width={size}
      height={size}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={() => setBroken(true)}
      className={cn("shrink-0 bg-white object-contain", className ?? "rounded-xl")}
    />
  );
}
