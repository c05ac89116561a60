import "server-only";

/**
 * The ways a listing's website may have been stored for one normalised website ("https://acme.com/shop"): either
 * scheme, with or without www., with or without a trailing slash; lowercase, as the index on lower(website) is.
 */
export function storedWebsiteSpellings(normalised: string): string[] {
  const { host, pathname } = new URL(normalised);
  const path = pathname === "/" ? "" : pathname;
  const spellings: string[] = [];
  for (const scheme of ["https", "http"]) {
    for (const prefix of ["", "www."]) {
      for (const slash of ["", "/"]) spellings.push(`${scheme}://${prefix}${host}${path}${slash}`.toLowerCase());
    }
  }
  return spellings;
}
