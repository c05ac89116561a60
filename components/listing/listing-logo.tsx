"use client";

import Image from "next/image";
import { useState } from "react";
import { safeHttpUrl } from "@/lib/safe-url";
import { cn } from "@/lib/cn";

type ListingLogoProps = { name: string; src: string | null | undefined; size?: number; className?: string; priority?: boolean };

/** A listing's logo at a fixed size (no layout shift); a missing or broken image becomes an initial-letter tile. */
export function ListingLogo({ name, src, size = 56, className, priority = false }: ListingLogoProps) {
  const [broken, setBroken] = useState(false);
  const url = safeHttpUrl(src);
  const box = { width: size, height: size };
  if (!url || broken) {
    return (
      <div
        style={box}
        className={cn("logo-tile", className)}
        aria-hidden="true"
        data-testid="logo-fallback"
      >
        <span style={{ fontSize: Math.round(size * 0.42) }}>{name.trim().charAt(0).toUpperCase() || "?"}</span>
      </div>
    );
  }
  return (
    <Image
      src={url}
      alt={`${name} logo`}
      width={size}
      height={size}
      priority={priority}
      onError={() => setBroken(true)}
      className={cn("shrink-0 rounded-xl bg-white object-contain", className)}
    />
  );
}
