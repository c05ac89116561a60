import { errorKey } from "@/lib/http/error-key";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MemberReviews } from "@/components/detail/member-reviews";
import { REVIEW_ERRORS, reviewInputSchema } from "@/lib/reviews/review-schema";
import type { DetailReview } from "@/server/reviews/select";
import { serverFiles, staticImportGraph, zodPackages } from "../support/import-graph";
import { withIntl } from "../support/i18n";

const intl = await withIntl("en");

describe("the detail page's review islands", () => {
  for (const island of ["components/reviews/review-composer.tsx", "components/reviews/more-reviews.tsx"]) {
    it(`${island} loads no zod, no form library and no server code with the page`, () => {
      const graph = staticImportGraph(island);
      expect(zodPackages(graph)).toEqual([]);
      expect(graph.packages).not.toContain("react-hook-form");
      expect(serverFiles(graph)).toEqual([]);
      expect(graph.files).not.toContain("components/reviews/review-form.tsx");
    });
  }
});

const review = (n: number): DetailReview => ({
  id: `r${n}`,
  author: `Author${n}`,
  rating: (n % 5) + 1,
  title: n === 1 ? "A title" : null,
  body: `Body ${n}`,
  verification: null,
  createdAt: `2026-01-0${n}T00:00:00.000Z`,
});
const listing = { id: "listing-1", kind: "clinic" as const, slug: "a-clinic", name: "A Clinic" };
const count = (html: string, testId: string) => html.split(`data-testid="${testId}"`).length - 1;

describe("MemberReviews", () => {
  it("renders the first page the same for everyone, with Load more only when more reviews are published", () => {
    const reviews = [review(1), review(2)];
    const html = renderToStaticMarkup(intl(<MemberReviews listing={listing} page={{ reviews, nextCursor: null }} />));
    expect(count(html, "review-item")).toBe(2);
    expect(html).toContain("Author1");
    expect(html).toContain("A title");
    expect(html).toContain('aria-label="2 out of 5 stars"');
    expect(html).toContain('data-testid="review-composer"');
    expect(count(html, "load-more-reviews")).toBe(0);
    const more = renderToStaticMarkup(
      intl(<MemberReviews listing={listing} page={{ reviews, nextCursor: "next-page" }} />),
    );
    expect(count(more, "load-more-reviews")).toBe(1);
  });

  it("says there are no reviews yet, and still offers writing one", () => {
    const html = renderToStaticMarkup(
      intl(<MemberReviews listing={listing} page={{ reviews: [], nextCursor: null }} />),
    );
    expect(count(html, "no-reviews")).toBe(1);
    expect(count(html, "review-composer")).toBe(1);
  });

  it("shows a hidden review's placeholder in its own place, naming the public rule it broke and nothing of the review", () => {
    const hidden = { id: "r9", hidden: true as const, rule: "abuse" as const, createdAt: "2026-01-02T12:00:00.000Z" };
    const html = renderToStaticMarkup(
      intl(<MemberReviews listing={listing} page={{ reviews: [review(3), hidden, review(1)], nextCursor: null }} />),
    );
    const order = [...html.matchAll(/data-testid="(review-item|hidden-review)"/g)].map((match) => match[1]);
    expect(order).toEqual(["review-item", "hidden-review", "review-item"]);
    const placeholder = html.slice(
      html.indexOf('data-testid="hidden-review"'),
      html.indexOf("</li>", html.indexOf('data-testid="hidden-review"')),
    );
    expect(placeholder).toContain("A review was removed by our moderators for breaking this rule: No abuse");
    expect(placeholder).not.toMatch(/stars|Author/);
  });
});

describe("reviewInputSchema", () => {
  const issues = (value: unknown) => {
    const result = reviewInputSchema.safeParse(value);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
  };

  it("takes a whole rating from 1 to 5 and optional trimmed text", () => {
    expect(reviewInputSchema.parse({ rating: 5, title: "  Hi ", body: " Text\n" })).toEqual({
      rating: 5,
      title: "Hi",
      body: "Text",
    });
    expect(reviewInputSchema.parse({ rating: 1 })).toEqual({ rating: 1 });
  });

  it("explains what is wrong", () => {
    for (const rating of [0, 6, 2.5, "5", undefined]) expect(issues({ rating }).rating).toBe(REVIEW_ERRORS.rating);
    expect(issues({ rating: 3, body: "x".repeat(2001) }).body).toBe(REVIEW_ERRORS.body);
    expect(issues({ rating: 3, body: "x".repeat(2000) })).toEqual({});
    expect(issues({ rating: 3, title: "x".repeat(121) }).title).toBe(errorKey(REVIEW_ERRORS.title, { max: 120 }));
    expect(issues({ rating: 3, body: "<script>alert(1)</script>" }).body).toBe(REVIEW_ERRORS.unsafe);
    expect(issues({ rating: 3, body: "broken \ud800" }).body).toBe(REVIEW_ERRORS.malformed);
  });
});
