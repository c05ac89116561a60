import "server-only";
import { db } from "@/server/db/client";
import type { Prisma } from "@/server/db/generated/client";
import type { PageCache } from "./check-site";
import type { SiteFacts } from "./extract";

/** The conditional-request validators and last extracted facts per URL, in WebsiteFetchCache. */
export function databasePageCache(now: () => Date): PageCache {
  return {
    async get(url) {
      const row = await db.websiteFetchCache.findUnique({ where: { url } });
      if (!row) return null;
      return { etag: row.etag, lastModified: row.lastModified, extracted: (row.extracted as SiteFacts | null) ?? null };
    },
    async put(url, { etag, lastModified, extracted }) {
      const data = {
        etag: etag ?? null,
        lastModified: lastModified ?? null,
        fetchedAt: now(),
        extracted: extracted as unknown as Prisma.InputJsonValue,
      };
      await db.websiteFetchCache.upsert({ where: { url }, create: { url, ...data }, update: data });
    },
  };
}
