// @ts-check
// The cache handlers are loaded by Next as plain JavaScript, outside the app's bundle, so they log through their own
// pino instance with the same base fields and level as server/log/logger.ts.
import pino from "pino";

export const cacheLog = pino({
  level: process.env.LOG_LEVEL ?? (process.env.VITEST ? "silent" : "info"),
  base: { app: "longevity-directory", module: "cache" },
});
