import { describe, expect, it } from "vitest";
import {
  canonicalDirectorySearch,
  directoryApiUrl,
  directoryPageOf,
  directoryQuery,
  pagedDirectoryHref,
  pageOffset,
  parseDirectoryState,
} from "@/lib/directory/directory-schema";
import { directoryViewPath, searchedView } from "@/lib/directory/directory-view";

// Load More's link: `page` names a later page of a view's results. The first page keeps the URLs and cache keys it
// had (tests/directory/directory-urls.test.ts); a later one is rendered once per canonical query, like a search.
const at = (url: string) => new URL(url, "http://localhost");
const pageOf = (url: string) => {
  const { searchParams } = at(url);
  return directoryPageOf(parseDirectoryState(searchParams), searchParams);
};

describe("the directory's paged URLs", () => {
  it("reads a page from 2 up to 50, and anything else as the first", () => {
    expect(pageOf("/directory?category=clinics&page=2")).toBe(2);
    expect(pageOf("/directory?category=clinics&page=50")).toBe(50);
    for (const page of ["1", "0", "51", "abc", "2.5", "-2", "", "00002x"])
      expect(pageOf(`/directory?category=clinics&page=${page}`), page).toBe(1);
  });

  it("never pages the per-kind preview", () => {
    expect(pageOf("/directory?page=3")).toBe(1);
    expect(directoryViewPath(at("/directory?page=3"))).toEqual({ type: "rewrite", path: "/directory/all" });
  });

  it("writes the page after the view's own parameters, and only from the second", () => {
    const state = parseDirectoryState(at("/directory?category=clinics&country=Germany").searchParams);
    expect(pagedDirectoryHref(state, 1)).toBe("/directory?category=clinics&country=Germany");
    expect(pagedDirectoryHref(state, 3)).toBe("/directory?category=clinics&country=Germany&page=3");
    expect(pagedDirectoryHref(parseDirectoryState(at("/directory?region=All+Regions").searchParams), 2)).toBe(
      "/directory?region=All+Regions&page=2",
    );
    expect(
      canonicalDirectorySearch(at("/directory?page=2&category=clinics&verified=all").searchParams).toString(),
    ).toBe("category=clinics&page=2");
  });

  it("serves a later page from the searched-view route, which reads it back, and asks the API from its offset", () => {
    const view = directoryViewPath(at("/directory?category=clinics&page=2"));
    expect(view?.type).toBe("search");
    const found = searchedView(view!.path.split("/").at(-1)!);
    expect(found).toEqual({ state: { category: "clinics", search: "", filters: {} }, page: 2 });
    expect(directoryViewPath(at(view!.path))).toEqual({ type: "redirect", path: "/directory?category=clinics&page=2" });
    expect(directoryApiUrl(directoryQuery(found!.state, pageOffset(found!.page)))).toBe(
      "/api/clinics?region=Europe&limit=20&offset=20",
    );
    // The first page stays the plain view's prerendered page.
    expect(directoryViewPath(at("/directory?category=clinics&page=1"))).toEqual({
      type: "rewrite",
      path: "/directory/clinics",
    });
  });
});
