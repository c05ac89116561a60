// The production web server's V8 heap limit. Without one, V8 sizes the old generation from the machine's memory
// (about 4 GB on a 24 GiB machine) and lets garbage pile up between major collections: under distinct searched
// views, detail pages and locales at 50 connections the server reached 1.14 GiB RSS, though what it keeps (the page
// and data caches, bounded at 50 MB each, the place gazetteer, the code) fits in 256 MB: the same load with this
// limit at 256 MB peaked at 499 to 613 MiB, with no slower answers. The limit is 384 MB: headroom over what was
// measured for the work no bench ran under it (a large import, a sitemap of a million listings). A NODE_OPTIONS of
// the environment still wins (it comes after).
const HEAP_LIMIT_MB = 384;

export function withAppHeapLimit(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    ...env,
    NODE_OPTIONS: [`--max-old-space-size=${HEAP_LIMIT_MB}`, env.NODE_OPTIONS].filter(Boolean).join(" "),
  };
}
