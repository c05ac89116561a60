// The listings' search SQL on its own: it builds queries without the database client, so its users load no pool.
export { searchWords, sharesSql } from "../read/search-sql";
export type { TermShare } from "../read/search-sql";
