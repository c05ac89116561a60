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
      "import/no-restricted-paths": ["error", { zones: layerZones }],
      // No circle of imports: each module can be read, tested and moved without the ones that import it.
      "import/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
]);
