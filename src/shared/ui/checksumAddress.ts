/**
 * EIP-55 checksummed addresses without ethers: the header shows the connected account on `/`,
 * whose bundle must stay free of ethers (ARCHITECTURE.md), and the wallet slice stores
 * addresses lowercase. Keccak-256 here is a plain 64-bit-lane implementation over bigint; it
 * runs once per distinct address (memoized), so speed does not matter.
 */
const MASK64 = (1n << 64n) - 1n;

const ROUND_CONSTANTS = [
  0x0000000000000001n, 0x0000000000008082n, 0x800000000000808an, 0x8000000080008000n,
  0x000000000000808bn, 0x0000000080000001n, 0x8000000080008081n, 0x8000000000008009n,
  0x000000000000008an, 0x0000000000000088n, 0x0000000080008009n, 0x000000008000000an,
  0x000000008000808bn, 0x800000000000008bn, 0x8000000000008089n, 0x8000000000008003n,
  0x8000000000008002n, 0x8000000000000080n, 0x000000000000800an, 0x800000008000000an,
  0x8000000080008081n, 0x8000000000008080n, 0x0000000080000001n, 0x8000000080008008n,
];

/** rotation offsets r[x][y] */
const ROTATIONS = [
  [0, 36, 3, 41, 18],
  [1, 44, 10, 45, 2],
  [62, 6, 43, 15, 61],
  [28, 55, 25, 21, 56],
  [27, 20, 39, 8, 14],
];

function rotl(lane: bigint, shift: number): bigint {
  if (shift === 0) return lane;
  const s = BigInt(shift);
  return ((lane << s) | (lane >> (64n - s))) & MASK64;
}

/** Keccak-f[1600] on 25 lanes, index x + 5y. */
function keccakF(state: bigint[]): void {
  const c = new Array<bigint>(5);
  const b = new Array<bigint>(25);
  for (const rc of ROUND_CONSTANTS) {
    for (let x = 0; x < 5; x++) c[x] = state[x]! ^ state[x + 5]! ^ state[x + 10]! ^ state[x + 15]! ^ state[x + 20]!;
    for (let x = 0; x < 5; x++) {
      const d = c[(x + 4) % 5]! ^ rotl(c[(x + 1) % 5]!, 1);
      for (let y = 0; y < 25; y += 5) state[x + y] = state[x + y]! ^ d;
    }
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++) {
        b[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(state[x + 5 * y]!, ROTATIONS[x]![y]!);
      }
    }
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x++) {
        state[x + y] = b[x + y]! ^ (~b[((x + 1) % 5) + y]! & MASK64 & b[((x + 2) % 5) + y]!);
      }
    }
    state[0] = state[0]! ^ rc;
  }
}

/** Keccak-256 (Ethereum's, padding 0x01, not SHA3-256's 0x06) as lowercase hex without 0x. */
export function keccak256Hex(input: Uint8Array): string {
  const rate = 136;
  const padded = new Uint8Array(Math.floor(input.length / rate + 1) * rate);
  padded.set(input);
  padded[input.length] = (padded[input.length] ?? 0) ^ 0x01;
  padded[padded.length - 1] = padded[padded.length - 1]! ^ 0x80;
  const state = new Array<bigint>(25).fill(0n);
  for (let offset = 0; offset < padded.length; offset += rate) {
    for (let i = 0; i < rate / 8; i++) {
      let lane = 0n;
      for (let byte = 7; byte >= 0; byte--) lane = (lane << 8n) | BigInt(padded[offset + i * 8 + byte]!);
      state[i] = state[i]! ^ lane;
    }
    keccakF(state);
  }
  let hex = '';
  for (let i = 0; i < 4; i++) {
    for (let byte = 0; byte < 8; byte++) hex += ((state[i]! >> BigInt(8 * byte)) & 0xffn).toString(16).padStart(2, '0');
  }
  return hex;
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const cache = new Map<string, string>();

/** EIP-55 mixed-case form of an address; anything that is not an address is returned unchanged. */
export function checksumAddress(address: string): string {
  if (!ADDRESS.test(address)) return address;
  const lower = address.slice(2).toLowerCase();
  const cached = cache.get(lower);
  if (cached) return cached;
  const hash = keccak256Hex(new TextEncoder().encode(lower));
  let result = '0x';
  for (let i = 0; i < 40; i++) {
    const char = lower[i]!;
    result += parseInt(hash[i]!, 16) >= 8 ? char.toUpperCase() : char;
  }
  cache.set(lower, result);
  return result;
}
