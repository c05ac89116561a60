import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaPg } from "@prisma/adapter-pg";

const fallbackUrl = "postgresql://postgres:postgres@127.0.0.1:5433/postgres";

export default defineConfig({
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  experimental: { adapter: true },
  async adapter() {
    return new PrismaPg({ connectionString: process.env.DATABASE_URL ?? fallbackUrl });
  },
});
