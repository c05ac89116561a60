import { rendersPerRequest } from "@/lib/security/page-rendering";
import { localePath, type Locale } from "./locales";

/**
 * A link target in a locale: public pages carry the locale's prefix; per-request pages (profile, sign-in, admin)
 * have none, since they follow the visitor's chosen language.
 */
export function hrefIn(locale: Locale, path: string): string {
  return rendersPerRequest(path.split(/[?#]/)[0] ?? path) ? path : localePath(locale, path);
}
