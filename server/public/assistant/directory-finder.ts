import "server-only";
import { db } from "@/server/db/client";
import {
  directoryMatchesSql,
  emptyMatches,
  DEFAULT_PER_CATEGORY,
  toMatch,
  type DirectoryFinder,
  type MatchRow,
} from "./directory-sql";

export * from "./directory-sql";

/** Live directory search over the facets that serve the asked-about topics: real, published listings only. */
export const findDirectoryMatches: DirectoryFinder = async (facets, options = {}) => {
  const matches = emptyMatches();
  const statement = directoryMatchesSql(facets, options.perCategory ?? DEFAULT_PER_CATEGORY);
  if (!statement) return matches;
  for (const row of await db.$queryRaw<MatchRow[]>(statement)) matches[row.category].push(toMatch(row));
  return matches;
};
