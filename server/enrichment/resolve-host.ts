import "server-only";
import { lookup } from "node:dns/promises";
import type { LookupFunction } from "node:net";

export type ResolvedAddress = { readonly address: string; readonly family: 4 | 6 };

/** Every address a host name resolves to (A and AAAA). Injectable so tests can fake private or rebinding answers. */
export type HostResolver = (hostname: string) => Promise<readonly ResolvedAddress[]>;

export const systemResolver: HostResolver = async (hostname) => {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

/**
 * A `lookup` for http(s).request that always answers the address already checked, so the socket goes exactly
 * where the policy looked (no second DNS query for a rebinding server to answer differently). The Host header,
 * SNI and certificate check still use the host name.
 */
export function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
}
