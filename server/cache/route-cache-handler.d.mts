/** The types of route-cache-handler.mjs, which Next loads as plain JavaScript; tests use them. */
export const LISTING_GONE_TAG: string;
export default class RouteCacheHandler {
  constructor(ctx: {
    fs: unknown;
    flushToDisk?: boolean;
    serverDistDir?: string;
    maxMemoryCacheSize?: number;
    revalidatedTags: string[];
  });
  flushToDisk: boolean;
  get(key: string, ctx: object): Promise<{ value: { status?: number } | null } | null>;
  set(key: string, data: object | null, ctx: object): Promise<void>;
}
