import ipaddr from 'ipaddr.js';

/**
 * The key that per-client limits (rate limits, upload slots) count under: an IPv4 address as
 * it is, an IPv6 address by its /64 (one subscriber usually holds a whole /64, so counting
 * single addresses would give each client 2^64 keys), an IPv4-mapped IPv6 address as IPv4.
 * Anything unparsable is counted as given.
 */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  let address = ipaddr.parse(ip);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) address = (address as ipaddr.IPv6).toIPv4Address();
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}

/** The proxies trusted to append to X-Forwarded-For: how many hops, or their addresses/CIDRs. */
export type TrustProxy = number | string[];

const TRUE_REFUSED =
  'TRUST_PROXY=true would trust every X-Forwarded-For hop, so any client could name its own address and pick its own rate-limit key. ' +
  'Give the number of proxies in front of the server (TRUST_PROXY=1 behind one load balancer) or their addresses/CIDRs (TRUST_PROXY=10.0.0.0/8,192.168.1.7).';

/**
 * TRUST_PROXY: unset, empty, `false` or `0` = no proxy (the socket's address is the client's); a
 * hop count; or a comma list of proxy addresses/CIDRs. Either way the client is the rightmost
 * X-Forwarded-For hop that is not a trusted proxy, so whatever a client writes to the left of
 * what its proxy appends is never used. `true` (trust every hop) is refused, with why.
 */
export function trustProxyFromEnv(raw: string | undefined): TrustProxy | undefined {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return undefined;
  if (value === 'true') throw new Error(TRUE_REFUSED);
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    const valid = entry.includes('/') ? isCidr(entry) : ipaddr.isValid(entry);
    if (!valid) throw new Error(`TRUST_PROXY: ${entry} is neither a hop count nor a proxy address or CIDR`);
  }
  return entries;
}

function isCidr(entry: string): boolean {
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
}

/** buildServer's own check: `true` is refused there too, whoever builds the server. */
export function checkTrustProxy(trustProxy: unknown): void {
  if (trustProxy === true) throw new Error(TRUE_REFUSED);
}
