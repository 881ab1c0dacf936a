/**
 * The two demo tokens (SPEC section 3: ids 998 Sally and 999 Schmeckle) that every listing
 * section's demo listings are about, so the sections show the same names, symbols, placeholder addresses and logos (`public/demo/`).
 */
export type DemoId = 998 | 999;

export interface DemoToken {
  id: DemoId;
  name: string;
  symbol: string;
  /** fixed, recognisable placeholder address: never a real contract */
  address: string;
  logoPath: string;
}

export const DEMO_IDS: readonly DemoId[] = [998, 999];

const TOKENS: Record<DemoId, DemoToken> = {
  998: {
    id: 998,
    name: 'Sally',
    symbol: 'SALLY',
    address: '0x0000000000000000000000000000000000000998',
    logoPath: '/demo/sally.svg',
  },
  999: {
    id: 999,
    name: 'Schmeckle',
    symbol: 'SCHM',
    address: '0x0000000000000000000000000000000000000999',
    logoPath: '/demo/schmeckle.svg',
  },
};

export function demoToken(id: DemoId): DemoToken {
  return TOKENS[id];
}

const DAY_SECONDS = 86_400;

/**
 * Each seed's demo listing as of `nowSeconds`. `build` gets the seed, its demo token and the
 * start of the current UTC day, from which a listing's end stays a fixed number of days ahead:
 * demos always read as live, and their figures change once a day, not on every tick.
 */
export function demoListings<S extends { id: DemoId }, T>(
  seeds: readonly S[],
  nowSeconds: number,
  build: (seed: S, token: DemoToken, dayStart: number) => T,
): T[] {
  const dayStart = Math.floor(nowSeconds / DAY_SECONDS) * DAY_SECONDS;
  return seeds.map((seed) => build(seed, demoToken(seed.id), dayStart));
}
