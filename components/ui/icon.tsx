"use client";

import type { SVGProps } from "react";
import { cn } from "@/lib/cn";
import type { IconName } from "./icon-names";
import { ICON_SPRITE_HREF } from "./icon-sprite";

type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { name: IconName };

/**
 * A lucide icon drawn from the sprite (public/icons.svg): a reference of a few dozen bytes instead of the path data
 * repeated in every card's HTML and again in the RSC payload. Decorative unless given an aria-label. A client
 * component (its code ships with every page's chrome anyway) so that a server-rendered icon travels in the RSC payload
 * as its name and classes only, not as the <svg><use> it draws.
 */
export function Icon({ name, className, ...props }: IconProps) {
  const labelled = Boolean(props["aria-label"]);
  return (
    <svg className={cn("icon", className)} aria-hidden={labelled ? undefined : true} {...props}>
      <use href={`${ICON_SPRITE_HREF}#${name}`} />
    </svg>
  );
}
