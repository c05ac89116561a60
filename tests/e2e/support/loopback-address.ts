import { execFileSync } from "node:child_process";

/**
 * Puts a public unicast address on the loopback interface, so a local test site can stand where the production
 * server's SSRF-safe fetch accepts it (it refuses loopback and private addresses). Needs root and iproute2: returns
 * why it could not, or null when the address is there (already present counts).
 */
export function addLoopbackAddress(address: string): string | null {
  try {
    execFileSync("ip", ["addr", "add", `${address}/32`, "dev", "lo"], { stdio: "pipe" });
    return null;
  } catch (error) {
    try {
      if (execFileSync("ip", ["addr", "show", "dev", "lo"], { encoding: "utf8" }).includes(`${address}/32`))
        return null;
    } catch {
      // Fall through to the reason below.
    }
    return `cannot add ${address} to the loopback interface (needs root and iproute2): ${String(error).slice(0, 200)}`;
  }
}

/** Takes the address off the loopback interface again (nothing to do when it was never added). */
export function removeLoopbackAddress(address: string): void {
  try {
    execFileSync("ip", ["addr", "del", `${address}/32`, "dev", "lo"], { stdio: "pipe" });
  } catch {
    // Never added.
  }
}
