import { existsSync, readdirSync } from "node:fs";
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// Layers point down only: app → components → server → lib → prisma (server/db/generated). Only server/ touches
// the database client; tests and scripts may (fixtures, seeds, migrations).
const layerZones = [
  {
    target: "./lib",
    from: ["./app", "./components", "./server"],
    except: ["./db/generated"],
    message: "lib/ is the bottom layer: it may not import app/, components/ or server/.",
  },
  { target: "./server", from: ["./app", "./components"], message: "server/ may not import app/ or components/." },
  { target: "./components", from: ["./app"], message: "components/ may not import app/." },
  {
    target: ["./app", "./components", "./lib", "./proxy.ts"],
    from: ["./server/db/client.ts"],
    message: "Only server/ touches the database.",
  },
];

// server/ is laid out by domain: a domain (and the jobs) reaches another only through its entry point, never its
// internal files. The entry point is the domain's index.ts; a domain split in parts without one of its own (listings)
// has an index.ts per part. The infrastructure folders below the domains are shared and imported file by file.
const SERVER_INFRASTRUCTURE = ["cache", "db", "http", "log"];
const serverDir = new URL("./server/", import.meta.url);
const subfolders = (url) =>
  readdirSync(url, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const serverDomains = subfolders(serverDir).filter((folder) => !SERVER_INFRASTRUCTURE.includes(folder));
const entryPoints = (domain) => {
  const dir = new URL(`${domain}/`, serverDir);
  if (existsSync(new URL("index.ts", dir))) return [`./${domain}/index.ts`];
  return subfolders(dir)
    .filter((part) => existsSync(new URL(`${part}/index.ts`, dir)))
    .map((part) => `./${domain}/${part}/index.ts`);
};
const domainZones = serverDomains.map((domain) => ({
  target: `./server/${domain}`,
  from: "./server",
  except: [
    ...[domain, ...SERVER_INFRASTRUCTURE].map((own) => `./${own}`),
    ...serverDomains.filter((other) => other !== domain).flatMap(entryPoints),
  ],
  message: "Import another server domain through its index.ts (@/server/<domain>), not its internal files.",
}));

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    "server/db/generated/**",
    "node_modules/**",
    ".data/**",
    ".bench/**",
    ".tmp/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
  ]),
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "import/no-restricted-paths": ["error", { zones: [...layerZones, ...domainZones] }],
      // No circle of imports: each module can be read, tested and moved without the ones that import it.
      "import/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
]);
