import "server-only";
import { serialize } from "cookie";
import { env } from "@/env";

/** Cookies are Secure (so they may take the __Host-/__Secure- prefixes) on https only: local http cannot set them. */
export const secureCookies = () => env().SITE_URL.startsWith("https://");

type CookieOptions = { httpOnly: boolean; sameSite: "lax" | "strict"; maxAgeSeconds: number };

/** Every Set-Cookie value this app writes: Path=/, Secure on https; a null value clears the cookie (Max-Age=0). */
export function setCookie(name: string, value: string | null, options: CookieOptions): string {
  return serialize(name, value ?? "", {
    path: "/",
    httpOnly: options.httpOnly,
    sameSite: options.sameSite,
    maxAge: value === null ? 0 : options.maxAgeSeconds,
    secure: secureCookies(),
  });
}
