import * as z from "zod/mini";
import { isComparableKind } from "@/lib/compare/comparable-kinds";
import { nextComparison } from "@/lib/compare/compare-store";
import { COMPARE_MAX, COMPARE_MIN, comparePath } from "@/lib/compare/compare-path";
import type { ListingKind } from "@/lib/directory/kinds";
import { localePath, splitLocalePath } from "@/lib/i18n/locales";
import { safeReturnTo } from "@/lib/auth/return-to";
import { setCookie } from "@/server/http/cookies";
import { NO_STORE } from "@/server/http/responses";
import { withPublic } from "@/server/http/route";

/** The comparison of a visitor without JavaScript: `kind:slug,slug`, read only here (pages stay the same for all). */
const COMPARE_COOKIE = "ld-compare";
const COOKIE_MAX_AGE = 60 * 60 * 24 * 30;
const SLUG = /^[^\s,:\u0000-\u001f\u007f]{1,120}$/;

/** The Compare button's form before the page has hydrated: the listing, and the page to come back to. */
const compareForm = z.object({
  kind: z.string().check(z.refine(isComparableKind, "kind must be a kind visitors can compare")),
  slug: z.string().check(z.regex(SLUG, "slug must be a listing's slug")),
  returnTo: z.optional(z.string()),
});

type Entry = { kind: ListingKind; slug: string };

function readComparison(value: string | undefined): Entry[] {
  const [kind, slugs] = (value ?? "").split(":");
  if (!isComparableKind(kind) || !slugs) return [];
  return [...new Set(slugs.split(",").filter((slug) => SLUG.test(slug)))]
    .slice(0, COMPARE_MAX)
    .map((slug) => ({ kind, slug }));
}

/**
 * POST /api/compare (form: kind, slug, returnTo): the no-JavaScript Compare button. Adds the listing to the visitor's
 * comparison in a cookie, or takes it out (the same rules as the islands' store: one kind, at most four), then answers
 * 303 with the comparison itself once it has two listings, else back to `returnTo`. Cross-site posts are refused by
 * the route core like every write.
 */
export const POST = withPublic(
  async ({ req, body }) => {
    const returnTo = safeReturnTo(body.returnTo);
    const kind = body.kind as ListingKind;
    const { items } = nextComparison({ kind, slug: body.slug }, readComparison(req.cookies.get(COMPARE_COOKIE)?.value));
    const value = items.length ? `${items[0]!.kind}:${items.map((item) => item.slug).join(",")}` : null;
    const location =
      items.length >= COMPARE_MIN
        ? localePath(
            splitLocalePath(returnTo.split(/[?#]/)[0]!).locale,
            comparePath(
              items[0]!.kind,
              items.map((item) => item.slug),
            ),
          )
        : returnTo;
    const headers = new Headers({ location, ...NO_STORE });
    headers.append(
      "set-cookie",
      setCookie(COMPARE_COOKIE, value, { httpOnly: true, sameSite: "lax", maxAgeSeconds: COOKIE_MAX_AGE }),
    );
    return new Response(null, { status: 303, headers });
  },
  { rateLimit: "compare", body: compareForm, maxBodyBytes: 1024, bodyTypes: ["form"] },
);
