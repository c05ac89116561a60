import { safeHttpUrl } from "@/lib/safe-url";
import { storedImageKey } from "./stored-image";

/** An image URL a page may name: one of ours (a stored image's path, relative) or another site's http(s) URL. */
export function publicImageUrl(url: string | null | undefined): string | null {
  return storedImageKey(url) ? url! : safeHttpUrl(url);
}
