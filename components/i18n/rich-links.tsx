import Link from "next/link";
import type { ReactNode } from "react";
import { hrefIn } from "@/lib/i18n/links";
import type { Locale } from "@/lib/i18n/locales";

/** Tags of a rich message (`<help>Help Center</help>`) as links to pages of the site, in the page's locale. */
export function richLinks<T extends string>(locale: Locale, paths: Record<T, string>) {
  return Object.fromEntries(
    Object.entries<string>(paths).map(([tag, path]) => [
      tag,
      (chunks: ReactNode) => <Link href={hrefIn(locale, path)}>{chunks}</Link>,
    ]),
  ) as Record<T, (chunks: ReactNode) => ReactNode>;
}
