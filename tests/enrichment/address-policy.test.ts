import { afterEach, describe, expect, it, vi } from "vitest";
import { checkEndpoint, isPublicAddress, STRICT_FETCH_POLICY } from "@/server/enrichment/address-policy";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("isPublicAddress", () => {
  it.each([
    ["0.0.0.0", "unspecified"],
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["10.0.0.1", "private"],
    ["172.16.4.2", "private"],
    ["192.168.1.1", "private"],
    ["169.254.169.254", "link-local (cloud metadata)"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["100.100.100.200", "carrier-grade NAT (Alibaba metadata)"],
    ["192.0.0.192", "reserved (Oracle metadata)"],
    ["192.0.2.1", "documentation"],
    ["198.18.0.1", "benchmarking"],
    ["240.0.0.1", "reserved"],
    ["224.0.0.1", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["::", "unspecified"],
    ["::1", "loopback"],
    ["fe80::1", "link-local"],
    ["fc00::1", "unique-local"],
    ["fd00:ec2::254", "unique-local (AWS metadata)"],
    ["ff02::1", "multicast"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:7f00:1", "IPv4-mapped loopback, hex"],
    ["::ffff:10.0.0.1", "IPv4-mapped private"],
    ["::ffff:169.254.169.254", "IPv4-mapped metadata"],
    ["::7f00:1", "IPv4-compatible"],
    ["64:ff9b::7f00:1", "NAT64"],
    ["2002:7f00:1::", "6to4"],
    ["2001::1", "Teredo"],
    ["2001:db8::1", "documentation"],
    ["not-an-address", "a host name"],
    ["127.1", "a non-canonical IPv4 form"],
  ])("refuses %s (%s)", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    "8.8.8.8",
    "93.184.216.34",
    "1.1.1.1",
    "2606:4700:4700::1111",
    "2a00:1450:4001:80b::200e",
    "::ffff:8.8.8.8",
  ])("allows public unicast %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("checkEndpoint", () => {
  it("allows public addresses on 80 and 443 only", () => {
    expect(checkEndpoint("93.184.216.34", 443, STRICT_FETCH_POLICY)).toBe("ok");
    expect(checkEndpoint("93.184.216.34", 80, STRICT_FETCH_POLICY)).toBe("ok");
    expect(checkEndpoint("93.184.216.34", 8080, STRICT_FETCH_POLICY)).toBe("blocked_port");
    expect(checkEndpoint("10.0.0.1", 443, STRICT_FETCH_POLICY)).toBe("blocked_address");
  });

  it("honours an allowlist only for the exact loopback address and port", () => {
    const policy = { allowedEndpoints: [{ address: "127.0.0.1", port: 4321 }] };
    expect(checkEndpoint("127.0.0.1", 4321, policy)).toBe("ok");
    expect(checkEndpoint("127.0.0.1", 80, policy)).toBe("blocked_address");
    expect(checkEndpoint("127.0.0.2", 4321, policy)).toBe("blocked_address");
    expect(checkEndpoint("::1", 4321, policy)).toBe("blocked_address");
  });

  it("ignores allowlisted addresses that are not loopback", () => {
    const policy = {
      allowedEndpoints: [
        { address: "10.0.0.1", port: 443 },
        { address: "169.254.169.254", port: 80 },
      ],
    };
    expect(checkEndpoint("10.0.0.1", 443, policy)).toBe("blocked_address");
    expect(checkEndpoint("169.254.169.254", 80, policy)).toBe("blocked_address");
  });

  it("ignores any allowlist in production", () => {
    vi.stubEnv("NODE_ENV", "production");
    expect(checkEndpoint("127.0.0.1", 4321, { allowedEndpoints: [{ address: "127.0.0.1", port: 4321 }] })).toBe(
      "blocked_address",
    );
  });
});
