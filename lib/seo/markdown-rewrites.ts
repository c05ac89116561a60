// Relative imports only: next.config.ts loads this file, and its config transpiler does not resolve "@/…".
import { KIND_REGISTRY } from "../directory/kinds";
import { DEFAULT_LOCALE } from "../i18n/locales";
import { PREFIXED_LOCALE_PATTERN } from "../i18n/locale-rewrites";

const ROUTES = [...new Set(Object.values(KIND_REGISTRY).map((entry) => entry.detailRoute))].join("|");

/** Every listing page's Markdown copy is its URL with `.md` appended, served by the md route. */
export function markdownRewrites() {
  return [
    { source: `/:route(${ROUTES})/:id([^/]+)\\.md`, destination: `/${DEFAULT_LOCALE}/md/:route/:id` },
    {
      source: `/:locale${PREFIXED_LOCALE_PATTERN}/:route(${ROUTES})/:id([^/]+)\\.md`,
      destination: "/:locale/md/:route/:id",
    },
  ];
}
