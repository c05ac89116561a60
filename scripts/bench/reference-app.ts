// The yardstick: an empty Next 16 app built and served in the same run, with the same Next version and the same
// machine load. A static page (the floor for cached public pages) and a dynamic page rendering 20 items and a
// JSON-LD block per request without any database (the floor for per-request pages).
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { NEXT, ROOT } from "./build";
import { onCleanup } from "./cleanup";
import { log } from "./util";

/** Outside the repository (whose proxy.ts and config Next would otherwise pick up), using its node_modules. */
const DIR = path.join(os.tmpdir(), `bench-reference-app-${process.pid}`);

const FILES: Record<string, string> = {
  "package.json": JSON.stringify({ name: "bench-reference-app", private: true, type: "module" }),
  "tsconfig.json": JSON.stringify({
    compilerOptions: { target: "ES2022", lib: ["dom", "esnext"], jsx: "react-jsx", module: "esnext", moduleResolution: "bundler", strict: true, skipLibCheck: true, noEmit: true, isolatedModules: true, esModuleInterop: true, allowJs: false, resolveJsonModule: true, incremental: false, plugins: [{ name: "next" }] },
    include: ["**/*.ts", "**/*.tsx"],
  }),
  "next.config.ts": `import type { NextConfig } from "next";\n// node_modules is a symlink into the repository: Turbopack may resolve outside this folder.\nexport default { poweredByHeader: false, turbopack: { root: "/" } } satisfies NextConfig;\n`,
  "app/layout.tsx": `export const metadata = { title: "Reference" };\nexport default function RootLayout({ children }: { children: React.ReactNode }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n`,
  "app/page.tsx": `export default function Page() {\n  return (<main><h1>Empty Next app</h1><p>A static page.</p></main>);\n}\n`,
  "app/dynamic/page.tsx": `import { connection } from "next/server";\n\nconst items = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: "Item " + (i + 1), text: "A short description of item " + (i + 1) + " for the reference page." }));\n\nexport default async function Page() {\n  await connection();\n  const jsonLd = { "@context": "https://schema.org", "@type": "ItemList", itemListElement: items.map((item) => ({ "@type": "ListItem", position: item.id, name: item.name })) };\n  return (\n    <main>\n      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd) }} />\n      <h1>Dynamic page</h1>\n      <ul>{items.map((item) => (<li key={item.id}><h2>{item.name}</h2><p>{item.text}</p></li>))}</ul>\n    </main>\n  );\n}\n`,
};

function build(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(NEXT, ["build", DIR], { cwd: DIR, env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`reference app build failed (${code}):\n${output}`))));
  });
}

/** Writes and builds the reference app; returns its folder (removed on exit). */
export async function buildReferenceApp(): Promise<string> {
  rmSync(DIR, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(DIR, file)), { recursive: true });
    writeFileSync(path.join(DIR, file), text);
  }
  symlinkSync(path.join(ROOT, "node_modules"), path.join(DIR, "node_modules"));
  onCleanup("reference app", () => rmSync(DIR, { recursive: true, force: true }));
  log("building the reference app (empty Next 16: static page + no-database dynamic page)…");
  await build();
  return DIR;
}
