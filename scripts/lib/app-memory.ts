// How the production web server keeps its memory near what it really holds (its RSS stays under 512 MB under load).
// Heap snapshots of `npm start` under load showed about 275 MB live: 97 MB of it the parsed source maps of every
// loaded module (tsx turns Node's source maps on, `next start` does not), 71 MB compiled code, up to 50 MB each for
// the page and data caches; the rest of the 1.3 GB RSS was garbage, because V8 sizes the heap from the machine's
// 24 GiB and lets it grow up to 4× the live size between major collections.

/**
 * Each major collection lets the heap grow to 1.2× what survived it (V8 picks up to 4× on a large machine). Not a
 * limit: a heap that truly needs more still gets it, so no load dies of it; V8 just collects sooner.
 */
const HEAP_GROWING_PERCENT = 20;
/**
 * The young generation's semi-spaces stay at 4 MB (V8 lets them grow to 16 MB): 50 concurrent member pages otherwise
 * took the process past 512 MB (docs/performance.md).
 */
const SEMI_SPACE_MB = 4;

/**
 * The V8 flags of the production server, on its node command line (scripts/lib/next-server.ts). Both, not either: in
 * 5-minute soaks the RSS peaked at about 420 MB with both, 710 MB with the semi-space bound alone, 535 MB with a hard
 * old-space limit instead, and 775-920 MB with none, whose pages also slowed down as the heap grew.
 */
export const SERVER_NODE_FLAGS = [
  `--heap-growing-percent=${HEAP_GROWING_PERCENT}`,
  `--max-semi-space-size=${SEMI_SPACE_MB}`,
];
