"use client";

import Image from "next/image";
import { useState } from "react";
import { optimizableImageUrl } from "@/lib/safe-url";

const LOGO_SIZE = 48;

/** The brand's logo, hidden when missing, not https (the image optimizer takes https only) or broken. */
export function BrandLogo({ name, src }: { name: string; src: string | null }) {
  const [broken, setBroken] = useState(false);
  const url = optimizableImageUrl(src);
  if (!url || broken) return null;
  return (
    <Image
      src={url}
      alt={`${name} logo`}
      width={LOGO_SIZE}
      height={LOGO_SIZE}
      onError={() => setBroken(true)}
      className="size-12 shrink-0 rounded-lg border border-slate-200 bg-white object-contain"
      data-testid="brand-logo"
    />
  );
}
