import { decodeBytes32String, Interface, type JsonRpcProvider, type Result } from 'ethers';
import type { TokenFacts } from '../storage/indexStore/records';
import { viewCalls } from './chainCalls';

// Both forms: most tokens answer strings, some old ones bytes32.
const asString = new Interface(['function name() view returns (string)', 'function symbol() view returns (string)', 'function decimals() view returns (uint8)']);
const asBytes32 = new Interface(['function name() view returns (bytes32)', 'function symbol() view returns (bytes32)']);

function text(primary: Result | null, fallback: Result | null): string | null {
  if (primary) return String(primary[0]).replace(/\0/g, '').slice(0, 100);
  if (fallback) {
    try {
      return decodeBytes32String(String(fallback[0])).slice(0, 100);
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Name, symbol and decimals of tokens the index has not seen, read once per token (what searches
 * match); a token that does not answer gets nulls rather than holding up the index.
 */
export async function readTokenFacts(provider: JsonRpcProvider, multicall: string, block: number, addresses: readonly string[]): Promise<TokenFacts[]> {
  if (addresses.length === 0) return [];
  const calls = addresses.flatMap((target) => [
    { target, iface: asString, method: 'name' },
    { target, iface: asString, method: 'symbol' },
    { target, iface: asString, method: 'decimals' },
    { target, iface: asBytes32, method: 'name' },
    { target, iface: asBytes32, method: 'symbol' },
  ]);
  const results = await viewCalls(provider, multicall, block, calls);
  return addresses.map((address, i) => {
    const [name, symbol, decimals, name32, symbol32] = results.slice(i * 5, i * 5 + 5);
    const places = decimals ? Number(decimals[0] as bigint) : null;
    return {
      address,
      name: text(name ?? null, name32 ?? null),
      symbol: text(symbol ?? null, symbol32 ?? null),
      decimals: places !== null && Number.isInteger(places) && places <= 255 ? places : null,
    };
  });
}
