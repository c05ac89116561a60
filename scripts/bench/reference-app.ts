// The yardstick: an empty Next 16 app built and served in the same run, with the same Next version and the same
// machine load. A static page (the floor for cached public pages) and a dynamic page rendering 20 items and a
// JSON-LD block per request without any database (the floor for per-request pages).
//
// Built twice: with Next's defaults (the yardstick) and in this stack's mode, Cache Components on and the
// dynamic page given a nonce CSP by Proxy as our per-request pages are. Cache Components alone halves an empty
// dynamic page's throughput (its renders run in timer-separated stages), so the second build shows what is ours.
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { NEXT, ROOT } from "./build";
import { onCleanup } from "./cleanup";
import { log } from "./util";

export type ReferenceMode = "defaults" | "cache-components";

/** Outside the repository (whose proxy.ts and config Next would otherwise pick up), using its node_modules. */
const dirOf = (mode: ReferenceMode) => path.join(os.tmpdir(), `bench-reference-app-${mode}-${process.pid}`);

const COMMON_FILES: Record<string, string> = {
  "package.json": JSON.stringify({ name: "bench-reference-app", private: true, type: "module" }),
  "tsconfig.json": JSON.stringify({
    compilerOptions: {
      target: "ES2022",
      lib: ["dom", "esnext"],
      jsx: "react-jsx",
      module: "esnext",
      moduleResolution: "bundler",
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      isolatedModules: true,
      esModuleInterop: true,
      allowJs: false,
      resolveJsonModule: true,
      incremental: false,
      plugins: [{ name: "next" }],
    },
    include: ["**/*.ts", "**/*.tsx"],
  }),
  "app/layout.tsx": `export const metadata = { title: "Reference" };\nexport default function RootLayout({ children }: { children: React.ReactNode }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n`,
  "app/page.tsx": `export default function Page() {\n  return (<main><h1>Empty Next app</h1><p>A static page.</p></main>);\n}\n`,
};

const DYNAMIC_PAGE = `import { connection } from "next/server";\n\nconst items = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: "Item " + (i + 1), text: "A short description of item " + (i + 1) + " for the reference page." }));\n\nexport default async function Page() {\n  await connection();\n  const jsonLd = { "@context": "https://schema.org", "@type": "ItemList", itemListElement: items.map((item) => ({ "@type": "ListItem", position: item.id, name: item.name })) };\n  return (\n    <main>\n      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd) }} />\n      <h1>Dynamic page</h1>\n      <ul>{items.map((item) => (<li key={item.id}><h2>{item.name}</h2><p>{item.text}</p></li>))}</ul>\n    </main>\n  );\n}\n`;

/** Our per-request pages' Proxy, reduced to the nonce: a fresh one per request in the CSP, on request and response. */
const NONCE_PROXY = `import { NextResponse, type NextRequest } from "next/server";

export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString("base64");
  const csp = \`default-src 'self'; script-src 'self' 'nonce-\${nonce}' 'strict-dynamic'; object-src 'none'; base-uri 'none'\`;
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", csp);
  return response;
}

export const config = { matcher: ["/dynamic"] };
`;

function filesFor(mode: ReferenceMode): Record<string, string> {
  const cacheComponents = mode === "cache-components";
  return {
    ...COMMON_FILES,
    "next.config.ts": `import type { NextConfig } from "next";\n// node_modules is a symlink into the repository: Turbopack may resolve outside this folder.\nexport default { poweredByHeader: false, ${cacheComponents ? "cacheComponents: true, " : ""}turbopack: { root: "/" } } satisfies NextConfig;\n`,
    // As on our per-request pages: rendered per request outside any Suspense boundary.
    "app/dynamic/page.tsx": cacheComponents
      ? DYNAMIC_PAGE.replace(
          "export default async function Page",
          "export const instant = false;\n\nexport default async function Page",
        )
      : DYNAMIC_PAGE,
    ...(cacheComponents ? { "proxy.ts": NONCE_PROXY } : {}),
  };
}

function build(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(NEXT, ["build", dir], {
      cwd: dir,
      env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`reference app build failed (${code}):\n${output}`)),
    );
  });
}

/** Writes and builds the reference app in one mode; returns its folder (removed on exit). */
export async function buildReferenceApp(mode: ReferenceMode): Promise<string> {
  const dir = dirOf(mode);
  rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(filesFor(mode))) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  onCleanup(`reference app (${mode})`, () => rmSync(dir, { recursive: true, force: true }));
  log(
    `building the reference app (empty Next 16, ${mode === "defaults" ? "default config" : "Cache Components + nonce Proxy"}: static page + no-database dynamic page)…`,
  );
  await build(dir);
  return dir;
}
