// The production web server's V8 heap limit. Without one, V8 sizes the old generation from the machine's memory
// (about 4 GB on a 24 GiB machine) and lets garbage pile up between major collections: under distinct searched
// views, detail pages and locales at 50 connections the server reached 1.14 GiB RSS, though what it keeps (the page
// and data caches, bounded at 50 MB each, the place gazetteer, the code) fits in 256 MB: the same load with this
// limit peaked at 499 to 613 MiB, with no slower answers. A NODE_OPTIONS of the environment still wins (it comes
// after).
const HEAP_LIMIT_MB = 256;

export function withAppHeapLimit(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    ...env,
    NODE_OPTIONS: [`--max-old-space-size=${HEAP_LIMIT_MB}`, env.NODE_OPTIONS].filter(Boolean).join(" "),
  };
}
