import net from "node:net";

/** Ports other tools and engineers on this machine rely on; never hand them out. */
const RESERVED_PORTS = new Set([3000, 3100, 3101, 3102, 5433, 5439, 5544, 5545]);

/** Asks the OS for an unused TCP port on 127.0.0.1 (skipping the reserved ones). */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => {
        const address = server.address();
        const found = typeof address === "object" && address ? address.port : 0;
        server.close(() => resolve(found));
      });
    });
    if (port && !RESERVED_PORTS.has(port)) return port;
  }
}

export function median(values: number[]): number | null {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function formatBytes(bytes: number): string {
  const units = ["B", "KiB", "MiB", "GiB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(unit ? 1 : 0)} ${units[unit]}`;
}

export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** Progress goes to stderr so stdout carries only the tables. */
export function log(message: string) {
  process.stderr.write(`[bench] ${message}\n`);
}
